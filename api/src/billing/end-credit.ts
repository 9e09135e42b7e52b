import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { recordRefundOwed, refundedInPart, refundInPart, RefundTooLarge, sendRefundsDue } from '../payments/payment-store';
import { alertOf, ownerEmail, type BillingDeps, type SubscriptionRow } from './ledger-store';
import { tell } from './money-events';
import { endCreditRefundEvent, withVat } from './owner-wording';

/**
 * A plan that ends with credit (ad budget paid for days the ads were paused, decision 029) gives it
 * back (security round 4, finding 1), in the transaction that ends it: the credit, incl. VAT as it was paid
 * and stated, is refunded in part against the plan's kept payments, the last first, each up to what is
 * left of it; what none can take is recorded as owed for finance. The subscription keeps no credit,
 * the owner is told once (the end-of-plan email), and bill-due sends the refunds after the commit.
 */
export async function refundCreditAtEnd(
  trx: Transaction<Database>,
  deps: Pick<BillingDeps, 'siteOrigin' | 'clock'>,
  sub: SubscriptionRow,
  creditCents: number,
) {
  if (creditCents <= 0) return;
  const amountCents = withVat(sub, creditCents);
  const kept = await trx
    .selectFrom('payments')
    .select(['id', 'amount_cents'])
    .where('subscription_id', '=', sub.id)
    .where('status', '=', 'success')
    .orderBy('id', 'desc')
    .execute();
  let owed = amountCents;
  let refunded = 0;
  for (const payment of kept) {
    const take = Math.min(owed, payment.amount_cents - (await refundedInPart(trx, payment.id)));
    if (take <= 0) continue;
    const key = `end-credit:${sub.id}:${payment.id}`;
    try {
      await refundInPart(trx, { key, paymentId: payment.id, amountCents: take, reason: 'plan_end_credit' });
    } catch (error) {
      // Refunded whole meanwhile (finance): the next payment takes it.
      if (error instanceof RefundTooLarge) continue;
      throw error;
    }
    owed -= take;
    refunded += take;
    if (owed === 0) break;
  }
  // A staff account's payments are test payments: the credit beyond them is figures only, not money.
  if (sub.is_staff === 1) owed = 0;
  else if (owed > 0)
    await recordRefundOwed(trx, {
      key: `end-credit:${sub.id}:rest`,
      userId: sub.user_id,
      subscriptionId: sub.id,
      amountCents: owed,
      reason: 'plan_end_credit',
      why: 'more credit than the plan’s payments can take back',
    });
  await trx.updateTable('subscriptions').set({ credit_cents: 0 }).where('id', '=', sub.id).execute();
  if (refunded + owed === 0) return;
  const email = { to: await ownerEmail(trx, sub), siteOrigin: deps.siteOrigin };
  await tell(trx, endCreditRefundEvent(sub, { amountCents: refunded + owed, owedCents: owed }, email), deps.clock.today());
}

/** After a run's plans ended: their refunds go to the provider (and any a crash or an outage left unsent). */
export const sendEndRefunds = (db: Kysely<Database>, deps: BillingDeps) => sendRefundsDue(db, deps.provider, alertOf(deps));
