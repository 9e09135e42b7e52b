import { selectIsLoading, useSessionStore } from '@adlaunch/session';
import styles from './spinner-overlay.module.css';

export function SpinnerOverlay() {
  const loading = useSessionStore(selectIsLoading);
  if (!loading) return null;
  return (
    <div className={styles.overlay} role="status" aria-busy="true" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span className="sr-only">Loading…</span>
    </div>
  );
}
