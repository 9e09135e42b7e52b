import type { PaymentVerifyAnswer } from '@adlaunch/shared';
import type { PaymentOutcome } from './payment-store';

/** What the owner's browser is told about a payment. */
export const PAYMENT_MESSAGES = {
  paid: 'Payment received. Thank you!',
  declined: 'Your card was declined. Please try another card.',
  pending: 'We are still waiting for your payment to complete.',
  mismatch: 'We could not match this payment to your order, so we are refunding it to your card. Please contact support.',
  notFound: 'We could not find that payment.',
  incomplete: 'Please finish every step before paying.',
  alreadyPaid: 'This order is already paid for.',
  choosePlan: 'Choose a plan.',
  providerDown: 'The card payment service is not reachable. Please try again in a moment.',
  refundedDuplicate: 'This order was already paid for, so we are refunding this second payment to your card.',
  refundedPeriod: 'This month was already paid, so we are refunding this payment to your card.',
  refundedPromo: 'The promo code was used up before this payment completed, so we are refunding it to your card. Please pay again.',
  refundedByUs: 'We are refunding this payment to your card; the email we sent you says why. Your order stays paid.',
} as const;

/** Why a completed order payment is refunded instead of kept. */
export type RefundReason = 'order_already_paid' | 'promo_used_up' | 'amount_mismatch' | 'staff_refund';
const REFUND_MESSAGES: Record<RefundReason, PaymentVerifyAnswer> = {
  order_already_paid: { status: 'success', message: PAYMENT_MESSAGES.refundedDuplicate },
  promo_used_up: { status: 'failed', message: PAYMENT_MESSAGES.refundedPromo },
  amount_mismatch: { status: 'failed', message: PAYMENT_MESSAGES.mismatch },
  // A refund the back office gave (refundByStaff): the period it paid stays paid.
  staff_refund: { status: 'success', message: PAYMENT_MESSAGES.refundedByUs },
};
export const refundReasonOf = (reason: string | null): RefundReason =>
  reason === 'promo_used_up' || reason === 'amount_mismatch' || reason === 'staff_refund' ? reason : 'order_already_paid';
export const refundAnswer = (reason: string | null): PaymentVerifyAnswer => REFUND_MESSAGES[refundReasonOf(reason)];

/** The browser's answer about a subscription's payment, from what the ledger made of it. */
export const SUBSCRIPTION_ANSWERS: Record<PaymentOutcome, PaymentVerifyAnswer> = {
  paid: { status: 'success', message: PAYMENT_MESSAGES.paid },
  refunded: { status: 'success', message: PAYMENT_MESSAGES.refundedPeriod },
  declined: { status: 'failed', message: PAYMENT_MESSAGES.declined },
  not_processed: { status: 'failed', message: PAYMENT_MESSAGES.declined },
  unknown: { status: 'pending', message: PAYMENT_MESSAGES.pending },
  skipped: { status: 'pending', message: PAYMENT_MESSAGES.pending },
};
