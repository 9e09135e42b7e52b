import { Modal } from '@adlaunch/ui-kit';
import styles from './session.module.css';

interface NewVersionDialogProps {
  onRefresh: () => void;
  onDismiss: () => void;
}

export default function NewVersionDialog({ onRefresh, onDismiss }: NewVersionDialogProps) {
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onDismiss()}
      title="A new version is available"
      description="We have updated AdLaunch. Refresh to get the latest version; anything you saved is kept."
    >
      <div className={styles.actions}>
        <button type="button" className={styles.primary} onClick={onRefresh}>
          Refresh
        </button>
      </div>
    </Modal>
  );
}
