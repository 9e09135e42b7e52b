import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { api, errorMessage } from '@adlaunch/session/api';
import { Modal } from '../components/modal';
import { formatMoney, type PromoCode } from '@adlaunch/shared';
import { useOwnerMutation } from '@adlaunch/session/queries';
import type { Quote } from '@adlaunch/shared';
import { TotalsTable } from './totals-table';
import { formStyles } from '../forms/fields';
import styles from './wizard.module.css';

interface PrePaymentDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  quote: Quote;
  /** What is being bought, e.g. a list of the plan, email and business. */
  summary: ReactNode;
  promoLabel?: string | null;
  onConfirm: () => void;
  title?: string;
}

/**
 * Product spec popup "Pre-payment": the whole order once more before the card checkout opens. The amount
 * due stays beside the button that pays it, in a bar kept at the bottom of the dialog, so a phone shows both
 * without scrolling past the order.
 */
export function PrePaymentDialog({
  open,
  onOpenChange,
  quote,
  summary,
  promoLabel,
  onConfirm,
  title = 'Check your order',
}: PrePaymentDialogProps) {
  const dueId = useId();
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={title} description="Please check the details below before you pay." wide>
      <div className={styles.orderSummary}>{summary}</div>
      <TotalsTable quote={quote} caption="Amount due today" promoLabel={promoLabel} />
      <div className={`${styles.actions} ${styles.payBar}`}>
        <p id={dueId} className={styles.due}>
          Due today <strong>{formatMoney(quote.chargeZarCents, 'ZAR')}</strong>
        </p>
        <button type="button" className={styles.secondary} onClick={() => onOpenChange(false)}>
          Back
        </button>
        <button type="button" className={styles.button} onClick={onConfirm} aria-describedby={dueId}>
          Continue to payment
        </button>
      </div>
    </Modal>
  );
}

interface PromoCodeDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The applied code, or null when the code failed (the applied state goes off, product spec §8). */
  onResult: (promo: PromoCode | null, code: string) => void;
}

/**
 * Product spec popup "Promo-code": Apply stays disabled while the code is empty. A code the server
 * refuses (unknown, already used, too many tries) says why inside the dialog, next to the field, and
 * the dialog stays open to correct it (decision 010: the spec's silence reads as a bug).
 */
export function PromoCodeDialog({ open, onOpenChange, onResult }: PromoCodeDialogProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  const changeOpen = (next: boolean) => {
    if (!next) setError(null);
    onOpenChange(next);
  };

  // A refusal is shown in this dialog, next to the code (quiet: no banner behind the dialog).
  const check = useOwnerMutation({ mutationFn: (promo_code: string) => api.promoCode({ promo_code }), meta: { quiet: true } });
  const busy = check.isPending;

  async function apply(event: FormEvent) {
    event.preventDefault();
    const trimmed = code.trim();
    if (!trimmed || busy) return;
    setError(null);
    try {
      onResult(await check.mutateAsync(trimmed), trimmed.toUpperCase());
      changeOpen(false);
    } catch (err) {
      onResult(null, trimmed.toUpperCase());
      setError(errorMessage(err));
    }
  }

  return (
    <Modal
      open={open}
      onOpenChange={changeOpen}
      title="Apply a promo code"
      description="Enter your code to take its discount off your order."
    >
      <form className={formStyles.form} onSubmit={apply} noValidate>
        <div className={styles.field}>
          <label htmlFor={`${id}-code`} className={styles.label}>
            Promo code
          </label>
          <input
            id={`${id}-code`}
            className={styles.input}
            autoComplete="off"
            autoCapitalize="characters"
            value={code}
            onChange={(e) => {
              setCode(e.target.value);
              setError(null);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          {error ? (
            <p id={`${id}-error`} className={styles.error} role="alert">
              {error}
            </p>
          ) : null}
        </div>
        <div className={styles.actions}>
          <button type="button" className={styles.secondary} onClick={() => changeOpen(false)}>
            Cancel
          </button>
          <button type="submit" className={styles.button} disabled={!code.trim() || busy}>
            Apply
          </button>
        </div>
      </form>
    </Modal>
  );
}
