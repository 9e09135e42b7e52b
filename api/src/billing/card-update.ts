import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { BILLING, BILLING_MESSAGES, CARD_CHECK_LABEL, type PaymentInitAnswer } from '@adlaunch/shared';
import { now } from '../db/database';
import type { Database } from '../db/schema';
import { HttpError } from '../lib/http-error';
import { writeTransaction } from '../lib/transaction';
import type { ProviderTransaction } from '../adapters/payments';
import { figuresJson, readFigures, type PaymentFiguresInput } from '../payments/payment-figures';
import { openCheckout } from '../payments/checkout';
import { createPayment, markPaymentFailed, markPaymentRefunding, type PaymentOutcome, type PaymentRow } from '../payments/payment-store';
import { refundAfterCommit } from './charging';
import { storeCard } from './ledger';
import { ENDED, lockSubscription, openInvoiceOf, type BillingDeps } from './ledger-store';
import { ownerSubscription } from './owner-view';

/**
 * A card update opens a checkout with the provider: for what is owed when past due or paused (a
 * payment of the open invoice, kind `card_update`), else a card check (kind `card_check`) refunded at once.
 */
export async function startCardUpdate(
  db: Kysely<Database>,
  deps: BillingDeps,
  userId: number,
  id: number,
  email: string,
): Promise<PaymentInitAnswer> {
  const sub = await ownerSubscription(db, userId, id);
  if (sub.status === ENDED) throw new HttpError(409, BILLING_MESSAGES.alreadyEnded);
  const open = sub.status === 'past_due' || sub.status === 'paused' ? await openInvoiceOf(db, sub.id) : undefined;
  const metadata: PaymentFiguresInput = open
    ? { ...readFigures(open.figures), card_email: email }
    : {
        description: 'AdLaunch card check (refunded)',
        flow_name: 'card-check',
        product: sub.product === 'gbp' ? 'gbp' : 'search_ads',
        plan: sub.plan,
        vat: false,
        vat_cents: 0,
        setup_cost: 0,
        subscription_cost: 0,
        ads_cost: 0,
        discount_cents: 0,
        subscription_id: sub.id,
        card_email: email,
      };
  const payment = await createPayment(db, {
    reference: `AL-C${sub.id}-${randomBytes(6).toString('hex').toUpperCase()}`,
    kind: open ? 'card_update' : 'card_check',
    user_id: userId,
    product: sub.product,
    ad_id: sub.ad_id,
    profile_id: sub.profile_id,
    amount_cents: open ? open.amount_cents : BILLING.cardCheckCents,
    plan: sub.plan,
    promo_id: null,
    description: open ? readFigures(open.figures).description : 'AdLaunch card check (refunded)',
    metadata: figuresJson(metadata),
    subscription_id: sub.id,
    period_invoice_id: open?.id ?? null,
  });
  const init = await openCheckout(deps.provider, payment, email, readFigures(payment.metadata), async () => {
    await markPaymentFailed(db, payment.id);
  });
  return open ? init : { ...init, amountLabel: CARD_CHECK_LABEL };
}

/**
 * A card check's checkout: the card is stored and the check refunded, once however often the answer
 * arrives. Only startCardUpdate makes a card check, always for a subscription.
 */
export async function settleCardCheck(
  db: Kysely<Database>,
  deps: BillingDeps,
  payment: PaymentRow,
  tx: ProviderTransaction,
): Promise<PaymentOutcome> {
  if (tx.status !== 'success') {
    if (tx.status === 'failed' || tx.status === 'not_found') await markPaymentFailed(db, payment.id);
    return tx.status === 'pending' ? 'unknown' : 'declined';
  }
  const refund = await writeTransaction(db, async (trx) => {
    const sub = (await lockSubscription(trx, payment.subscription_id!))!;
    if (!(await markPaymentRefunding(trx, payment.id, 'card_check', now(), ['pending', 'failed']))) return null;
    if (tx.authorization?.reusable) await storeCard(trx, deps, sub, tx.authorization, payment);
    return () => void refundAfterCommit(db, deps, payment).then(deps.wake);
  });
  refund?.();
  return 'paid';
}
