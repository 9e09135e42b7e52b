import { Outlet, useLocation } from 'react-router-dom';
import { StepIndicator } from '@adlaunch/ui-kit';
import { useLoadSearchAd } from '../lib/use-load-search-ad';
import styles from './wizard-layout.module.css';

export const STEP_LABELS = [
  { id: 'about', label: 'Your business' },
  { id: 'details', label: 'Ad text' },
  { id: 'keywords', label: 'Keywords' },
  { id: 'pay', label: 'Plan & payment' },
] as const;

/** Loads the saved ad first (a deep link must not route on an ad that has not arrived), then shows the step. */
export function WizardLayout() {
  const { state, retry } = useLoadSearchAd();
  const step = useLocation().pathname.split('/').filter(Boolean).pop() ?? 'about';

  if (state.status === 'loading') return <div className={styles.wizard} aria-busy="true" />;
  if (state.status === 'failed') {
    return (
      <div className={styles.wizard}>
        <h1>We could not load your campaign</h1>
        <p role="alert">{state.message}</p>
        <button type="button" className={styles.retry} onClick={retry}>
          Try again
        </button>
      </div>
    );
  }
  return (
    <div className={styles.wizard}>
      <StepIndicator steps={STEP_LABELS} current={step} label="Search ads setup progress" />
      <Outlet />
    </div>
  );
}
