import { useState } from 'react';
import { LIMITS } from '@adlaunch/shared';
import styles from '../../../components/form.module.css';
import { TagInput } from '../../../components/tag-input';

interface WordsToExcludeProps {
  value: string[];
  onChange: (words: string[]) => void;
  error?: string;
  /** Proposed for the trade by the AI suggestions. */
  suggestions: string[];
}

/**
 * Negative keywords: searches containing one of them never show the ad. Suggestions are only ever
 * added next to the owner's own words (one by one or all at once), never put in their place.
 */
export function WordsToExclude({ value, onChange, error, suggestions }: WordsToExcludeProps) {
  const [announcement, setAnnouncement] = useState('');
  const has = (word: string) => value.some((v) => v.toLowerCase() === word.toLowerCase());
  const missing = suggestions.filter((s) => !has(s));

  function addAll() {
    const room = LIMITS.negativeKeywordsMax - value.length;
    const added = missing.slice(0, Math.max(room, 0));
    onChange([...value, ...added]);
    setAnnouncement(
      added.length === missing.length
        ? `Added ${added.length} suggested ${added.length === 1 ? 'word' : 'words'} to exclude.`
        : `Added ${added.length} of ${missing.length} suggested words: the list holds at most ${LIMITS.negativeKeywordsMax}.`,
    );
  }

  return (
    <div>
      <TagInput
        label="Words to exclude"
        hint="Searches with these words never show your ad, e.g. free, jobs or diy. Optional."
        value={value}
        onChange={onChange}
        error={error}
        max={LIMITS.negativeKeywordsMax}
        suggestions={suggestions}
        suggestionsLabel="Suggested words to exclude"
      />
      {missing.length > 1 ? (
        <button type="button" className={styles.secondary} onClick={addAll}>
          Add all {missing.length} suggested words to exclude
        </button>
      ) : null}
      <p role="status" className={styles.hint}>
        {announcement}
      </p>
    </div>
  );
}
