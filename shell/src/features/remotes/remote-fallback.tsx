import { useSessionStore } from '@adlaunch/shared';
import { Modal } from '@adlaunch/shared/ui';
import styles from './remote-view.module.css';

interface RemoteFallbackProps {
  label: string;
  onRetry: () => void;
  variant: 'page' | 'dialog';
}

export function RemoteFallback({ label, onRetry, variant }: RemoteFallbackProps) {
  const closeAuth = useSessionStore((s) => s.closeAuth);
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
      <Modal open onOpenChange={(open) => !open && closeAuth()} title={label}>
        {body}
      </Modal>
    );
  }
  return <section className={styles.page}>{body}</section>;
}
