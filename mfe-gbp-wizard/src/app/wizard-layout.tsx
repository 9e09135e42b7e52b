import { Outlet, useLocation } from 'react-router-dom';
import formStyles from '../components/form.module.css';
import { useLoadProfile } from '../lib/use-load-profile';
import { WizardProgress } from './wizard-progress';
import styles from './wizard-layout.module.css';

export function WizardLayout() {
  const { state, retry } = useLoadProfile();
  const { pathname } = useLocation();
  const step = pathname.split('/').filter(Boolean).pop() ?? '';

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
      <WizardProgress step={step} />
      <Outlet />
    </div>
  );
}
