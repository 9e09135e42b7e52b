import { useCallback, useId, useRef, useState, type FormEvent } from 'react';
import { ApiError, errorMessage } from '@adlaunch/session/api';
import { api } from '@adlaunch/session/api';
import { Modal } from '../components/modal';
import { formatMoney } from '@adlaunch/shared';
import type { PaymentInitAnswer } from '@adlaunch/shared';
import { formStyles } from '../forms/fields';
import styles from './wizard.module.css';

export type CheckoutResult = { status: 'success'; reference: string } | { status: 'cancelled' } | { status: 'declined'; message: string };

interface PaystackCallbacks {
  onSuccess: (transaction: { reference?: string; status?: string }) => void;
  onCancel: () => void;
  onError?: (error: { message?: string }) => void;
}

declare global {
  interface Window {
    PaystackPop?: new () => { resumeTransaction: (accessCode: string, callbacks: PaystackCallbacks) => void };
  }
}

export const PAYSTACK_INLINE_SCRIPT = 'https://js.paystack.co/v2/inline.js';
export const DECLINED_FALLBACK = 'Your card was declined. Please try another card.';
let paystackScript: Promise<void> | null = null;

function loadPaystack(): Promise<void> {
  if (window.PaystackPop) return Promise.resolve();
  paystackScript ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = PAYSTACK_INLINE_SCRIPT;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      paystackScript = null;
      reject(new Error('The card payment window could not be loaded. Please check your connection and try again.'));
    };
    document.head.appendChild(script);
  });
  return paystackScript;
}

/** Paystack's inline checkout, resumed with the access code our server created. */
async function openPaystack(init: PaymentInitAnswer): Promise<CheckoutResult> {
  await loadPaystack();
  const Popup = window.PaystackPop;
  if (!Popup) throw new Error('The card payment window could not be loaded.');
  return new Promise<CheckoutResult>((resolve) => {
    new Popup().resumeTransaction(init.access_code, {
      onSuccess: (tx) => resolve({ status: 'success', reference: tx.reference ?? init.reference }),
      onCancel: () => resolve({ status: 'cancelled' }),
      onError: (error) => resolve({ status: 'declined', message: error.message || DECLINED_FALLBACK }),
    });
  });
}

interface SandboxCheckoutProps {
  init: PaymentInitAnswer;
  onDone: (result: CheckoutResult) => void;
}

/** The sandbox provider's checkout: a dialog in this page (no iframe, no window) that takes a test card. */
export function SandboxCheckout({ init, onDone }: SandboxCheckoutProps) {
  const [card, setCard] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const done = useRef(false);
  const cardInput = useRef<HTMLInputElement>(null);
  const id = useId();

  const finish = (result: CheckoutResult) => {
    if (done.current) return;
    done.current = true;
    onDone(result);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!card.trim()) {
      setError('Enter a card number.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const answer = await api.sandboxCharge({ access_code: init.access_code, card_number: card });
      if (answer.status === 'success') {
        finish({ status: 'success', reference: answer.reference });
        return;
      }
      // A declined card is not the end of the order: the owner tries another card here, without checking the order again.
      setError(answer.message || DECLINED_FALLBACK);
      setBusy(false);
      cardInput.current?.focus();
      cardInput.current?.select();
    } catch (err) {
      setError(err instanceof ApiError || err instanceof Error ? errorMessage(err) : DECLINED_FALLBACK);
      setBusy(false);
    }
  }

  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : finish({ status: 'cancelled' }))}
      title="Test checkout"
      description={`No real card is charged here. Use 4084 0840 8408 4081 to approve the payment, 4000 0000 0000 0002 to see a decline, or 4000 0000 0000 0341 for a card that pays now but declines the monthly renewals.`}
      hideClose
    >
      <form className={formStyles.form} onSubmit={submit} noValidate>
        <p id={`${id}-amount`}>
          {init.amountLabel ?? (
            <>
              Amount: <strong>{formatMoney(init.amountCents, 'ZAR')}</strong>
            </>
          )}
        </p>
        <div className={styles.field}>
          <label htmlFor={`${id}-card`} className={styles.label}>
            Card number
          </label>
          <input
            ref={cardInput}
            id={`${id}-card`}
            className={styles.input}
            inputMode="numeric"
            autoComplete="cc-number"
            value={card}
            onChange={(e) => setCard(e.target.value)}
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
          <button type="button" className={styles.secondary} onClick={() => finish({ status: 'cancelled' })}>
            Cancel
          </button>
          <button type="submit" className={styles.button} disabled={busy} aria-describedby={`${id}-amount`}>
            Pay
          </button>
        </div>
      </form>
    </Modal>
  );
}

/**
 * Opens the checkout for an initialised payment and resolves with its outcome: the sandbox dialog
 * (rendered by `element`) or, with a provider public key, Paystack's inline checkout.
 */
export function useCheckout() {
  const [pending, setPending] = useState<{ init: PaymentInitAnswer; resolve: (result: CheckoutResult) => void } | null>(null);

  const open = useCallback((init: PaymentInitAnswer): Promise<CheckoutResult> => {
    if (init.provider === 'paystack' && init.public_key) return openPaystack(init);
    return new Promise<CheckoutResult>((resolve) => setPending({ init, resolve }));
  }, []);

  const element = pending ? (
    <SandboxCheckout
      key={pending.init.reference}
      init={pending.init}
      onDone={(result) => {
        setPending(null);
        pending.resolve(result);
      }}
    />
  ) : null;

  return { open, element };
}
