import type { Kysely } from 'kysely';
import { formatMoney, type StaffRefundAnswer } from '@adlaunch/shared';
import type { PaymentProvider } from '../../adapters/payments';
import type { Clock } from '../../billing/clock';
import { findSubscription, ownerEmail } from '../../billing/ledger-store';
import { tell } from '../../billing/money-events';
import { toBilling } from '../../billing/owner-wording';
import { now } from '../../db/database';
import type { Database } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { writeTransaction } from '../../lib/transaction';
import { markPaymentRefunding, paymentByReference, refundedInPart, refundPayment } from '../../payments/payment-store';
import { recordAction, type Actor } from '../staff-actions';

const REFUND_MESSAGES = {
  notFound: 'There is no payment with that reference.',
  notPaid: (status: string) => `Only a completed payment can be refunded; this one is ${status}.`,
  cardCheck: 'A card check is refunded at once by itself.',
  changed: 'The payment changed meanwhile. Open the list again.',
  nothingLeft: 'All of this payment was already given back (a plan’s end refunded it in part). Nothing is left to refund.',
  refunded: 'Refunded. The owner is told by email and on the dashboard.',
  waiting: 'The provider did not take the refund yet: it waits on the refunds list below, where Retry refund sends it again.',
} as const;

export interface RefundDeps {
  provider: PaymentProvider;
  siteOrigin: string;
  clock: Clock;
  alert: (message: string) => void;
}

/**
 * Refund a completed payment (finance), with the reason the owner reads: marked 'refunding' and told
 * as a money event ("refunded", once per payment, as the ledger tells its own refunds), then given back
 * by payments' one refund routine. The period it paid stays paid: a refund by staff gives money back,
 * it does not take the service away.
 */
export async function refundByStaff(
  db: Kysely<Database>,
  deps: RefundDeps,
  actor: Actor,
  reference: string,
  reason: string,
): Promise<StaffRefundAnswer> {
  const payment = await paymentByReference(db, reference);
  if (!payment) throw new HttpError(404, REFUND_MESSAGES.notFound);
  if (payment.kind === 'card_check') throw new HttpError(409, REFUND_MESSAGES.cardCheck);
  if (payment.status !== 'success') throw new HttpError(409, REFUND_MESSAGES.notPaid(payment.status));
  const marked = await writeTransaction(db, async (trx) => {
    // What a plan's end already gave back of it in part is not given (nor told) again.
    const left = payment.amount_cents - (await refundedInPart(trx, payment.id));
    if (left <= 0) throw new HttpError(409, REFUND_MESSAGES.nothingLeft);
    if (!(await markPaymentRefunding(trx, payment.id, 'staff_refund', now(), ['success']))) return false;
    const sub = payment.subscription_id ? await findSubscription(trx, payment.subscription_id) : undefined;
    if (sub) {
      const card = sub.card_brand && sub.card_last4 ? `your ${sub.card_brand} card ending ${sub.card_last4}` : 'your card';
      await tell(
        trx,
        {
          subscriptionId: sub.id,
          userId: sub.user_id,
          kind: 'refunded',
          key: `refund:${payment.id}`,
          text: `We are refunding ${formatMoney(left, 'ZAR')} to ${card}: ${reason.replace(/[.\s]+$/, '')}. Refunds reach your card within a few days.`,
          amountCents: left,
          email: {
            to: await ownerEmail(trx, sub),
            subject: 'we are refunding a payment',
            heading: 'A payment is being refunded',
            action: toBilling(deps.siteOrigin, sub),
          },
        },
        deps.clock.today(),
      );
    }
    await recordAction(trx, actor, {
      action: 'refund',
      subject: { type: 'payment', id: reference },
      before: { status: payment.status },
      after: { status: 'refunding' },
      note: reason,
    });
    return true;
  });
  if (!marked) throw new HttpError(409, REFUND_MESSAGES.changed);
  const refunded = await refundPayment(
    db,
    deps.provider,
    { ...payment, status: 'refunding' },
    deps.alert,
    `refunded by ${actor.name} (${reason})`,
  );
  return {
    reference,
    status: refunded ? 'refunded' : 'refunding',
    message: refunded ? REFUND_MESSAGES.refunded : REFUND_MESSAGES.waiting,
  };
}
