import { useId, useState, type KeyboardEvent } from 'react';
import { FieldLabel } from '@adlaunch/ui-kit';
import formStyles from '@adlaunch/ui-kit/form.module.css';
import styles from './chips.module.css';

interface TagInputProps {
  label: string;
  value: string[];
  onChange: (tags: string[]) => void;
  hint?: string;
  error?: string;
  max?: number;
  /** Offered as one-click additions (those already added are hidden). */
  suggestions?: string[];
  suggestionsLabel?: string;
  /** At least one is needed: the label says so. */
  required?: boolean;
}

/** Type and press Enter (or Add) to add; each tag has its own Remove button. */
export function TagInput({
  label,
  value,
  onChange,
  hint,
  error,
  max = 50,
  suggestions = [],
  suggestionsLabel = 'Suggestions',
  required,
}: TagInputProps) {
  const [draft, setDraft] = useState('');
  const id = useId();
  const has = (tag: string) => value.some((v) => v.toLowerCase() === tag.toLowerCase());

  function add(raw: string) {
    const tag = raw.trim().replace(/\s+/g, ' ').slice(0, 80);
    if (!tag || has(tag) || value.length >= max) return;
    onChange([...value, tag]);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      // Enter adds the tag instead of submitting the step.
      event.preventDefault();
      add(draft);
      setDraft('');
    } else if (event.key === 'Backspace' && !draft && value.length) {
      onChange(value.slice(0, -1));
    }
  }

  const offered = suggestions.filter((s) => !has(s));
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;

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
          id={`${id}-input`}
          className={formStyles.input}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={onKeyDown}
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={describedBy}
          autoComplete="off"
        />
        <button
          type="button"
          className={formStyles.secondary}
          onClick={() => {
            add(draft);
            setDraft('');
          }}
          aria-label={`Add to ${label.toLowerCase()}`}
        >
          Add
        </button>
      </div>
      {error ? (
        <p id={`${id}-error`} className={formStyles.error} data-field-error="">
          {error}
        </p>
      ) : null}
      {value.length ? (
        <ul className={styles.chips} aria-label={`${label} added`}>
          {value.map((tag) => (
            <li key={tag} className={styles.chip}>
              {tag}
              <button
                type="button"
                className={styles.chipRemove}
                aria-label={`Remove ${tag}`}
                onClick={() => onChange(value.filter((v) => v !== tag))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {offered.length ? (
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
