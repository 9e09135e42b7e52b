import { useState } from 'react';
import { Modal } from '@adlaunch/ui-kit';
import { subscriptionsQuery, useOwnerQuery } from '@adlaunch/session/queries';
import type { SearchAd } from '@adlaunch/shared';
import ui from '../../../components/ui.module.css';
import { nextChargeAfterToggle, subscriptionOfAd } from '../status-copy';
import styles from './campaigns.module.css';

interface ToggleAdDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The state the ad would move to. */
  target: 'active' | 'paused';
  ad: SearchAd;
  /** Which campaign, in the owner's words: several may be running. */
  campaign: string;
  onConfirm: () => Promise<void>;
}

const COPY = {
  paused: {
    title: 'Pause your search ads?',
    description: 'Your ads stop showing on Google and Bing within a few minutes. You can resume them at any time.',
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

/** The next charge after the change, read when the dialog opens (the billing section has usually loaded it). */
function NextCharge({ target, ad }: { target: 'active' | 'paused'; ad: SearchAd }) {
  const query = useOwnerQuery(subscriptionsQuery);
  if (query.isPending) return <p className={styles.dialogCharge}>Checking your next charge…</p>;
  const text = query.data ? nextChargeAfterToggle(target, ad, subscriptionOfAd(query.data, ad)) : null;
  return text ? (
    <p className={styles.dialogCharge} data-testid="toggle-next-charge">
      {text}
    </p>
  ) : null;
}

export function ToggleAdDialog({ open, onOpenChange, target, ad, campaign, onConfirm }: ToggleAdDialogProps) {
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
      <NextCharge target={target} ad={ad} />
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
