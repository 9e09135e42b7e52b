import { useState } from 'react';
import { Modal } from '@adlaunch/ui-kit';
import ui from '../../../components/ui.module.css';
import styles from './campaigns.module.css';

interface ToggleAdDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The state the ad would move to. */
  target: 'active' | 'paused';
  /** Which campaign, in the owner's words: several may be running. */
  campaign: string;
  onConfirm: () => Promise<void>;
}

const COPY = {
  paused: {
    title: 'Pause your search ads?',
    description:
      'Your ads stop showing on Google and Bing within a few minutes and no more ad spend is used. You can resume them at any time.',
    confirm: 'Pause ads',
    cancel: 'Keep ads running',
  },
  active: {
    title: 'Resume your search ads?',
    description: 'Your ads start showing again to people searching for your keywords, and ad spend continues against your monthly budget.',
    confirm: 'Resume ads',
    cancel: 'Keep ads paused',
  },
} as const;

export function ToggleAdDialog({ open, onOpenChange, target, campaign, onConfirm }: ToggleAdDialogProps) {
  const [busy, setBusy] = useState(false);
  const copy = COPY[target];
  async function confirm() {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
    }
  }
  return (
    <Modal open={open} onOpenChange={(next) => !busy && onOpenChange(next)} title={copy.title} description={copy.description}>
      <p className={styles.dialogCampaign}>{campaign}</p>
      <div className={styles.dialogActions}>
        <button type="button" className={ui.buttonSecondary} onClick={() => onOpenChange(false)} disabled={busy}>
          {copy.cancel}
        </button>
        <button type="button" className={target === 'paused' ? ui.buttonDanger : ui.button} onClick={confirm} disabled={busy}>
          {copy.confirm}
        </button>
      </div>
    </Modal>
  );
}
