import { Modal } from '@adlaunch/shared/ui';
import { useVersionCheck } from './use-version-check';
import styles from './session.module.css';

export function NewVersionPopup() {
  const { newVersion, refresh, dismiss } = useVersionCheck();
  return (
    <Modal
      open={Boolean(newVersion)}
      onOpenChange={(open) => !open && dismiss()}
      title="A new version is available"
      description="We have updated AdLaunch. Refresh to get the latest version; anything you saved is kept."
    >
      <div className={styles.actions}>
        <button type="button" className={styles.primary} onClick={refresh}>
          Refresh
        </button>
      </div>
    </Modal>
  );
}
