import { Link } from 'react-router-dom';
import { searchStepPath, type SearchStep } from '@adlaunch/shared';
import styles from './form.module.css';

/** Back to the previous step (a link) and the step's submit button. */
export function StepActions({ back, submitLabel = 'Save and continue' }: { back?: SearchStep; submitLabel?: string }) {
  return (
    <div className={styles.actions}>
      {back ? (
        <Link to={searchStepPath(back)} className={styles.back}>
          Back
        </Link>
      ) : (
        <span />
      )}
      <button type="submit" className={styles.primary}>
        {submitLabel}
      </button>
    </div>
  );
}
