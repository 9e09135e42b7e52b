import { useState } from 'react';
import { TextAreaField } from '@adlaunch/ui-kit';
import { useBackoffice } from '../lib/backoffice-context';
import { rand } from '../lib/format';
import { ConfirmDialog } from './confirm-dialog';
import ui from './ui.module.css';

/** Refund one payment, with the reason the owner and the ledger are told: for the finance role. */
export function RefundButton({
  reference,
  amountCents,
  onDone,
}: {
  reference: string;
  amountCents?: number;
  onDone: (message: string) => void;
}) {
  const { api } = useBackoffice();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  return (
    <>
      <button type="button" className={ui.buttonDanger} onClick={() => setOpen(true)}>
        Refund<span className={ui.srOnly}> payment {reference}</span>
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={amountCents === undefined ? 'Refund this payment?' : `Refund ${rand(amountCents)}?`}
        description={`Payment ${reference} goes back to the owner's card, and the owner is told why by email.`}
        confirmLabel="Refund"
        disabled={reason.trim().length < 3}
        onConfirm={async () => {
          const answer = await api.refund(reference, { reason: reason.trim() });
          setReason('');
          onDone(answer.message);
        }}
      >
        <TextAreaField label="Reason for the refund" value={reason} onChange={(event) => setReason(event.target.value)} required rows={3} />
      </ConfirmDialog>
    </>
  );
}
