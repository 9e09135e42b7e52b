import { useState } from 'react';
import formStyles from '@adlaunch/ui-kit/form.module.css';
import styles from './add-all-suggestions.module.css';

interface AddAllSuggestionsProps {
  /** What the list holds, plural and singular: "keywords", "keyword". */
  noun: [plural: string, singular: string];
  value: string[];
  onChange: (items: string[]) => void;
  suggestions: string[];
  max: number;
}

/**
 * Adds every suggestion not yet in the list next to the owner's own (never in their place), says so,
 * and takes them out again with Undo: those the owner removed since stay removed.
 */
export function AddAllSuggestions({ noun: [plural, singular], value, onChange, suggestions, max }: AddAllSuggestionsProps) {
  const [announcement, setAnnouncement] = useState('');
  const [added, setAdded] = useState<string[]>([]);
  const has = (item: string, list: string[]) => list.some((v) => v.toLowerCase() === item.toLowerCase());
  const missing = suggestions.filter((s) => !has(s, value));
  const count = (n: number) => `${n} suggested ${n === 1 ? singular : plural}`;
  // The button says what it adds: as many as the list still takes (the plan's limit), not more.
  const room = Math.max(max - value.length, 0);
  const fits = Math.min(room, missing.length);

  function addAll() {
    const adding = missing.slice(0, room);
    onChange([...value, ...adding]);
    setAdded(adding);
    setAnnouncement(
      adding.length === missing.length
        ? `Added ${count(adding.length)}.`
        : `Added ${adding.length} of ${missing.length} suggested ${plural}: the list holds at most ${max}.`,
    );
  }

  function undo() {
    onChange(value.filter((v) => !has(v, added)));
    setAnnouncement(`Took out the ${count(added.length)} again.`);
    setAdded([]);
  }

  return (
    <>
      <div className={styles.bar}>
        {missing.length > 1 && fits > 0 ? (
          <button type="button" className={formStyles.secondary} onClick={addAll}>
            {fits === missing.length ? `Add all ${count(missing.length)}` : `Add ${fits} of ${count(missing.length)}`}
          </button>
        ) : null}
        {added.some((a) => has(a, value)) ? (
          <button type="button" className={formStyles.secondary} onClick={undo} aria-label={`Undo adding the suggested ${plural}`}>
            Undo
          </button>
        ) : null}
      </div>
      <p role="status" className={`${formStyles.hint} ${styles.status}`}>
        {announcement}
      </p>
    </>
  );
}
