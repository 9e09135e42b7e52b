import { useState } from 'react';
import { useBackoffice } from '../../lib/backoffice-context';
import { rand } from '../../lib/format';
import { ConfirmDialog } from '../../components/confirm-dialog';
import ui from '../../components/ui.module.css';

/** A refund the provider refused (or has not taken), sent again: what `npm run ops -- refunds retry` does. */
export function RetryRefundButton({
  reference,
  amountCents,
  onDone,
}: {
  reference: string;
  amountCents: number;
  onDone: (message: string) => void;
}) {
  const { api } = useBackoffice();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={ui.button} onClick={() => setOpen(true)}>
        Retry refund<span className={ui.srOnly}> {reference}</span>
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={`Send the refund of ${rand(amountCents)} again?`}
        description={`The provider is asked again to refund payment ${reference} to the owner's card.`}
        confirmLabel="Retry refund"
        onConfirm={async () => onDone((await api.retryRefund(reference)).message)}
      />
    </>
  );
}
