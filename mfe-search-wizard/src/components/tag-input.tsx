import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { FieldLabel } from '@adlaunch/ui-kit';
import formStyles from '@adlaunch/ui-kit/form.module.css';
import styles from './chips.module.css';

interface TagInputProps {
  label: string;
  /** The text field's name (what is typed before it becomes a tag). */
  name: string;
  value: string[];
  onChange: (tags: string[]) => void;
  hint?: string;
  error?: string;
  max?: number;
  /** Offered as one-click additions (those already added are hidden). */
  suggestions?: string[];
  suggestionsLabel?: string;
  /** Stands where the tags will be while they are not known (a served frame), e.g. "Loading your keywords…". */
  loading?: string;
  /** Stands where the suggestions will be while they are on their way, keeping their room. */
  suggestionsLoading?: string;
  /** At least one is needed: the label says so. */
  required?: boolean;
  /** Why a typed tag cannot be added (null: it can); the draft stays so the owner can correct it. */
  check?: (tag: string) => string | null;
  /** Why nothing more can be added once the list holds `max` (else a tag past the limit is refused with "At most N."). */
  fullMessage?: string;
  /** A line under the field that follows the list as it grows, e.g. "12 of 20 keywords left on Essentials.". */
  remaining?: string;
}

/** Type and press Enter (or Add) to add; each tag has its own Remove button. */
export function TagInput({
  label,
  name,
  value,
  onChange,
  hint,
  error,
  max = 50,
  suggestions = [],
  suggestionsLabel = 'Suggestions',
  loading,
  suggestionsLoading,
  required,
  check,
  fullMessage,
  remaining,
}: TagInputProps) {
  const [draft, setDraft] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const has = (tag: string) => value.some((v) => v.toLowerCase() === tag.toLowerCase());

  /** Adds a tag; answers false (and says why) when it is refused, so a typed draft is kept. */
  function add(raw: string): boolean {
    const tag = raw.trim().replace(/\s+/g, ' ');
    if (!tag) return false;
    const full = !has(tag) && value.length >= max ? (fullMessage ?? `At most ${max}.`) : null;
    const problem = tag.length > 80 ? 'At most 80 characters.' : (check?.(tag) ?? full);
    setRefusal(problem);
    if (problem) return false;
    if (!has(tag)) onChange([...value, tag]);
    return true;
  }

  function addDraft() {
    if (add(draft)) setDraft('');
  }

  function remove(tag: string) {
    onChange(value.filter((v) => v !== tag));
    // The removed chip's button leaves the page: focus stays in the field instead of falling to the top.
    input.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      // Enter adds the tag instead of submitting the step.
      event.preventDefault();
      addDraft();
    } else if (event.key === 'Backspace' && !draft && value.length) {
      onChange(value.slice(0, -1));
    }
  }

  const offered = suggestions.filter((s) => !has(s));
  const shownError = refusal ?? error;
  const describedBy =
    [hint ? `${id}-hint` : null, shownError ? `${id}-error` : null, remaining ? `${id}-remaining` : null].filter(Boolean).join(' ') ||
    undefined;

  return (
    <div className={styles.field} data-field="">
      <FieldLabel htmlFor={`${id}-input`} required={required}>
        {label}
      </FieldLabel>
      {hint ? (
        <p id={`${id}-hint`} className={formStyles.hint}>
          {hint}
        </p>
      ) : null}
      <div className={styles.row}>
        <input
          ref={input}
          id={`${id}-input`}
          name={name}
          className={formStyles.input}
          value={draft}
          onChange={(e) => {
            setDraft(e.target.value);
            setRefusal(null);
          }}
          onKeyDown={onKeyDown}
          aria-invalid={shownError ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={describedBy}
          autoComplete="off"
        />
        <button type="button" className={formStyles.secondary} onClick={addDraft} aria-label={`Add to ${label.toLowerCase()}`}>
          Add
        </button>
      </div>
      {shownError ? (
        <p id={`${id}-error`} className={formStyles.error} data-field-error="" role={refusal ? 'alert' : undefined}>
          {shownError}
        </p>
      ) : null}
      {remaining && !loading ? (
        <p id={`${id}-remaining`} className={formStyles.counter} aria-live="polite">
          {remaining}
        </p>
      ) : null}
      {loading ? (
        <p className={styles.chipsLoading} role="status">
          {loading}
        </p>
      ) : value.length ? (
        <ul className={styles.chips} aria-label={`${label} added`}>
          {value.map((tag) => (
            <li key={tag} className={styles.chip}>
              {tag}
              <button type="button" className={styles.chipRemove} aria-label={`Remove ${tag}`} onClick={() => remove(tag)}>
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {suggestionsLoading ? (
        <p className={styles.suggestionsLoading} role="status">
          {suggestionsLoading}
        </p>
      ) : offered.length ? (
        <div>
          <p className={formStyles.hint}>{suggestionsLabel}</p>
          <ul className={styles.chips} aria-label={suggestionsLabel}>
            {offered.map((s) => (
              <li key={s}>
                <button type="button" className={styles.suggestion} onClick={() => add(s)} aria-label={`Add ${s}`}>
                  + {s}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
