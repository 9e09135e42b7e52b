import { Outlet, useLocation } from 'react-router-dom';
import { StepIndicator } from '@adlaunch/ui-kit';
import formStyles from '../components/form.module.css';
import { useLoadProfile } from '../lib/use-load-profile';
import styles from './wizard-layout.module.css';

export const STEP_LABELS = [
  { id: 'about', label: 'About' },
  { id: 'business', label: 'Business' },
  { id: 'address', label: 'Address' },
  { id: 'pay', label: 'Payment' },
] as const;

/** Loads the saved profile first (routing depends on it), then shows the step indicator and the step. */
export function WizardLayout() {
  const { state, retry } = useLoadProfile();
  const step = useLocation().pathname.split('/').filter(Boolean).pop() ?? 'about';

  if (state.status === 'loading') return <div className={styles.layout} aria-busy="true" aria-label="Loading your business profile" />;
  if (state.status === 'failed') {
    return (
      <div className={styles.layout}>
        <div className={styles.failed} role="alert">
          <h1>We could not load your business profile</h1>
          <p>{state.message}</p>
          <button type="button" className={formStyles.primary} onClick={retry}>
            Try again
          </button>
        </div>
      </div>
    );
  }
  return (
    <div className={styles.layout}>
      <StepIndicator steps={STEP_LABELS} current={step} />
      <Outlet />
    </div>
  );
}
