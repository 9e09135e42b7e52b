import { useState, type ReactNode } from 'react';
import { Modal } from '@adlaunch/ui-kit';
import { errorMessage } from '@adlaunch/session/api';
import ui from './ui.module.css';
import { FormAlert } from './form-end';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  /** Runs the action; a refusal is shown inside the dialog, which then stays open. */
  onConfirm: () => Promise<void>;
  /** Fields the action needs (a reason), shown above the buttons. */
  children?: ReactNode;
  /** The action cannot run yet (a field is missing). */
  disabled?: boolean;
}

/** A money action (a retry, a refund) runs only after its dialog is confirmed. */
export function ConfirmDialog({ open, onOpenChange, title, description, confirmLabel, onConfirm, children, disabled }: ConfirmDialogProps) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
      onOpenChange(false);
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) setError(null);
        onOpenChange(next);
      }}
      title={title}
      description={description}
    >
      {children}
      <FormAlert error={error} />
      <div className={ui.actions}>
        <button type="button" className={ui.buttonSecondary} onClick={() => onOpenChange(false)}>
          Cancel
        </button>
        {/* aria-disabled while the call runs, not disabled: a disabled button drops the focus to the page
            body, and the keyboard user would land outside the dialog when a refusal shows. */}
        <button
          type="button"
          className={ui.buttonDanger}
          disabled={disabled}
          aria-disabled={busy || undefined}
          onClick={() => void confirm()}
        >
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
