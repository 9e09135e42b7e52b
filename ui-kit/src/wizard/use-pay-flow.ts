import { useState } from 'react';
import type { z } from 'zod';
import { errorMessage } from '@adlaunch/session/api';
import { api } from '@adlaunch/session/api';
import { MESSAGES } from '@adlaunch/shared';
import type { paymentInitRequestSchema } from '@adlaunch/shared';
import { useSessionStore } from '@adlaunch/session';
import { useCheckout } from './checkout';

export const PAYMENT_CANCELLED = 'Payment cancelled. You have not been charged.';

interface PayFlowOptions {
  /** Called after the server has verified the payment (e.g. reload the ad and go to the status step). */
  onPaid: () => Promise<void> | void;
}

/**
 * The pay button's whole journey: the server prices and opens the transaction, the checkout takes
 * the card, the server verifies it. Declines and cancellations leave a message and the spinner off.
 */
export function usePayFlow({ onPaid }: PayFlowOptions) {
  const checkout = useCheckout();
  const [message, setMessage] = useState<string | null>(null);

  async function pay(body: z.input<typeof paymentInitRequestSchema>, chargeCents?: number): Promise<boolean> {
    const store = useSessionStore.getState();
    setMessage(null);
    if (chargeCents !== undefined && chargeCents <= 0) {
      setMessage(MESSAGES.zeroTotal);
      return false;
    }
    store.startLoading();
    let init;
    try {
      init = await api.initializePayment(body);
    } catch (error) {
      const text = errorMessage(error);
      store.showError(text);
      setMessage(text);
      return false;
    } finally {
      store.stopLoading();
    }

    let result;
    try {
      result = await checkout.open(init);
    } catch (error) {
      setMessage(error instanceof Error ? error.message : MESSAGES.genericError);
      return false;
    }
    if (result.status === 'cancelled') {
      setMessage(PAYMENT_CANCELLED);
      return false;
    }
    if (result.status === 'declined') {
      setMessage(result.message);
      return false;
    }

    store.startLoading();
    try {
      const verified = await api.verifyPayment({ reference: result.reference });
      if (verified.status !== 'success') {
        setMessage(verified.message);
        return false;
      }
      await onPaid();
      return true;
    } catch (error) {
      const text = errorMessage(error);
      store.showError(text);
      setMessage(text);
      return false;
    } finally {
      store.stopLoading();
    }
  }

  return { pay, message, setMessage, checkoutElement: checkout.element };
}
