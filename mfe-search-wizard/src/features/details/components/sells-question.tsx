import { useId, useState } from 'react';
import { LIMITS } from '@adlaunch/shared';
import { TextField } from '@adlaunch/ui-kit';
import formStyles from '@adlaunch/ui-kit/form.module.css';
import styles from './details-step.module.css';

const EMPTY = 'Say in a few words what you sell, such as “meat pies”.';

/**
 * The question an answer asks when nothing says what the business sells (`question`): the owner's
 * words go back with the next ask (`sells`), for suggestions that fit.
 */
export function SellsQuestion({ question, sells, onAsk }: { question: string; sells: string; onAsk: (sells: string) => void }) {
  const questionId = useId();
  const fieldId = useId();
  const [text, setText] = useState(sells);
  const [error, setError] = useState<string | undefined>();

  function ask() {
    if (!text.trim()) return setError(EMPTY);
    setError(undefined);
    onAsk(text.trim());
  }

  return (
    <div className={styles.question}>
      <p id={questionId} className={styles.hint}>
        {question}
      </p>
      <TextField
        id={fieldId}
        label="What do you sell?"
        // The question says why it is asked; the field's own message follows it.
        aria-describedby={[questionId, error ? `${fieldId}-error` : ''].filter(Boolean).join(' ')}
        maxLength={LIMITS.suggestionSellsMax}
        autoComplete="off"
        value={text}
        error={error}
        onChange={(event) => setText(event.target.value)}
        // The panel is outside the step's form: Enter asks again rather than saving the step.
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          ask();
        }}
      />
      <button type="button" className={formStyles.secondary} onClick={ask}>
        Suggest again
      </button>
    </div>
  );
}
