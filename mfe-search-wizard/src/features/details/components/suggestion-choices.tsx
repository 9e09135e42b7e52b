import styles from './suggestion-choices.module.css';

interface SuggestionChoicesProps {
  /** The field the choices are for, e.g. "Headline 1". */
  label: string;
  suggestions: string[];
  onPick: (text: string) => void;
}

/** One field's suggestions, each a button that puts it in that field. */
export function SuggestionChoices({ label, suggestions, onPick }: SuggestionChoicesProps) {
  if (!suggestions.length) return null;
  return (
    <div className={styles.choices}>
      <p className={styles.caption} aria-hidden="true">
        Suggestions for {label}
      </p>
      <ul className={styles.list} aria-label={`Suggestions for ${label}`}>
        {suggestions.map((text) => (
          <li key={text}>
            <button type="button" className={styles.choice} aria-label={`Use “${text}” in ${label}`} onClick={() => onPick(text)}>
              {text}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
