import { lazy, Suspense } from 'react';
import styles from './remote-view.module.css';

const RemoteFallbackDialog = lazy(() => import('./remote-fallback-dialog'));

interface RemoteFallbackProps {
  label: string;
  onRetry: () => void;
  variant: 'page' | 'dialog';
}

export function RemoteFallback({ label, onRetry, variant }: RemoteFallbackProps) {
  const body = (
    <div className={styles.fallback} role="alert">
      <p className={styles.fallbackTitle}>{label} is temporarily unavailable.</p>
      <p>The rest of the site still works. Please try again in a moment.</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        Retry
      </button>
    </div>
  );
  if (variant === 'dialog') {
    return (
      <Suspense fallback={null}>
        <RemoteFallbackDialog title={label}>{body}</RemoteFallbackDialog>
      </Suspense>
    );
  }
  return <section className={styles.page}>{body}</section>;
}
