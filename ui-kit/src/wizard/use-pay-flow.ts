import { useState } from 'react';
import type { z } from 'zod';
import { api, errorMessage } from '@adlaunch/session/api';
import { MESSAGES } from '@adlaunch/shared';
import type { paymentInitRequestSchema } from '@adlaunch/shared';
import { useOwnerMutation } from '@adlaunch/session/queries';
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
  // The server's two calls run as mutations: the shell's spinner while each runs, a failure in its banner.
  const initialize = useOwnerMutation({ mutationFn: (body: z.input<typeof paymentInitRequestSchema>) => api.initializePayment(body) });
  const verify = useOwnerMutation({
    mutationFn: async (reference: string) => {
      const verified = await api.verifyPayment({ reference });
      if (verified.status === 'success') await onPaid();
      return verified;
    },
  });

  async function pay(body: z.input<typeof paymentInitRequestSchema>, chargeCents?: number): Promise<boolean> {
    setMessage(null);
    if (chargeCents !== undefined && chargeCents <= 0) {
      setMessage(MESSAGES.zeroTotal);
      return false;
    }
    let init;
    try {
      init = await initialize.mutateAsync(body);
    } catch (error) {
      setMessage(errorMessage(error));
      return false;
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

    try {
      const verified = await verify.mutateAsync(result.reference);
      if (verified.status !== 'success') setMessage(verified.message);
      return verified.status === 'success';
    } catch (error) {
      setMessage(errorMessage(error));
      return false;
    }
  }

  return { pay, message, setMessage, checkoutElement: checkout.element };
}
