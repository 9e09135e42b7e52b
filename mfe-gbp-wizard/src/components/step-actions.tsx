import { Link } from 'react-router-dom';
import { gbpStepPath, type GbpStep } from '@adlaunch/shared';
import styles from './form.module.css';

interface StepActionsProps {
  back?: GbpStep;
  submitLabel?: string;
  disabled?: boolean;
}

/** Back to the previous step and the submit button of a step form. */
export function StepActions({ back, submitLabel = 'Save and continue', disabled }: StepActionsProps) {
  return (
    <div className={styles.actions}>
      {back ? (
        <Link className={styles.secondary} to={gbpStepPath(back)}>
          Back
        </Link>
      ) : (
        <span />
      )}
      <button className={styles.primary} type="submit" disabled={disabled}>
        {submitLabel}
      </button>
    </div>
  );
}
