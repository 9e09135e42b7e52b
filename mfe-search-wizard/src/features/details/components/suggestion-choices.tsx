import { useId } from 'react';
import styles from './suggestion-choices.module.css';

interface SuggestionChoicesProps {
  /** The field the choices are for, e.g. "Headline 1". */
  label: string;
  suggestions: string[];
  onPick: (text: string) => void;
}

/**
 * One field's suggestions as a compact picker under it: a native list (the phone's own picker), one
 * line high however many there are. Choosing one puts it in the field; the picker is ready again.
 */
export function SuggestionChoices({ label, suggestions, onPick }: SuggestionChoicesProps) {
  const id = useId();
  if (!suggestions.length) return null;
  return (
    <div className={styles.choices}>
      <label htmlFor={id} className={styles.caption}>
        <span className={styles.srOnly}>{label}: </span>Suggestions
      </label>
      <select
        id={id}
        className={styles.picker}
        value=""
        onChange={(event) => {
          if (event.target.value) onPick(event.target.value);
        }}
      >
        <option value="">{`Choose one of ${suggestions.length}…`}</option>
        {suggestions.map((text) => (
          <option key={text} value={text}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}
