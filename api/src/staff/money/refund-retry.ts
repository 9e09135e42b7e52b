import type { Kysely } from 'kysely';
import type { StaffRefundRetryAnswer } from '@adlaunch/shared';
import type { Database } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { paymentByReference, refundedInPart } from '../../payments/payment-store';
import { recordAction, type Actor } from '../staff-actions';

const RETRY_MESSAGES = {
  notFound: 'No payment has that reference: a refund owed with no payment to go back through is paid by hand (a bank transfer).',
  notWaiting: 'This payment has no refund waiting: it was refunded meanwhile, or nothing is owed back on it.',
  refunded: 'Refunded. The money is on its way to the owner’s card.',
  refusedAgain: 'The provider refused the refund again. It stays on the list; try later or ask the provider why.',
} as const;

/**
 * Sends again a refund the provider refused (finance): payments' `retryRefund`, the function
 * `npm run ops -- refunds retry` calls, recorded with the payment's state before and after.
 */
export async function retryRefundByStaff(
  db: Kysely<Database>,
  retryRefund: (reference: string) => Promise<boolean>,
  actor: Actor,
  reference: string,
): Promise<StaffRefundRetryAnswer> {
  const payment = await paymentByReference(db, reference);
  if (!payment) throw new HttpError(404, RETRY_MESSAGES.notFound);
  // A refunding payment, or a kept one with a part refund owed (a plan's end credit), is what the ops command retries.
  if (payment.status !== 'refunding' && payment.status !== 'success') throw new HttpError(409, RETRY_MESSAGES.notWaiting);
  const partBefore = await refundedInPart(db, payment.id);
  const refunded = await retryRefund(reference);
  const after = await paymentByReference(db, reference);
  if (!refunded && payment.status === 'success') throw new HttpError(409, RETRY_MESSAGES.notWaiting);
  await recordAction(db, actor, {
    action: 'refund_retry',
    subject: { type: 'payment', id: reference },
    before: { status: payment.status, refundedInPartCents: partBefore },
    after: { status: after?.status ?? payment.status, refundedInPartCents: await refundedInPart(db, payment.id), refunded },
  });
  return { reference, refunded, message: refunded ? RETRY_MESSAGES.refunded : RETRY_MESSAGES.refusedAgain };
}
