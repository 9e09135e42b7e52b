import type { Kysely } from 'kysely';
import { addDays, BILLING_MESSAGES, type Subscription, type SubscriptionStatus } from '@adlaunch/shared';
import { subscriptionSchema } from '@adlaunch/shared/schemas';
import type { Database } from '../db/schema';
import { HttpError } from '../lib/http-error';
import { ENDED, findSubscription, openInvoiceOf, type SubscriptionRow } from './ledger-store';
import { moneyEventsOf } from './money-events';
import { labelOf, withVat } from './owner-wording';
import { priceEndOf, priceNext } from './renewal-price';

/** The owner's view of one subscription on `today` (the wired clock's day): every figure read from the ledger. */
export async function toSubscription(db: Kysely<Database>, sub: SubscriptionRow, today: string): Promise<Subscription> {
  const status = sub.status as SubscriptionStatus;
  const open = await openInvoiceOf(db, sub.id);
  const owing = (status === 'past_due' || status === 'paused') && open;
  const renews = status === 'active' && !sub.cancel_at;
  const next = renews ? (open ? { amountCents: open.amount_cents } : await priceNext(db, sub)) : null;
  let pausePreview: Subscription['pausePreview'] = null;
  if (renews && !open && sub.product === 'search_ads' && sub.ad_id) {
    const [paused, running] = await Promise.all([
      priceNext(db, sub, { running: false, from: today }),
      priceNext(db, sub, { running: true, from: today }),
    ]);
    pausePreview = {
      ifPausedCents: paused.amountCents,
      ifRunningCents: running.amountCents,
      on: sub.period_end,
      creditLeftIfPausedCents: withVat(sub, paused.creditLeftCents),
      creditLeftIfRunningCents: withVat(sub, running.creditLeftCents),
    };
  }
  // What cancelling now (or the cancel already made) charges when the paid period ends.
  const ends = status === 'active' && sub.product === 'search_ads' && Boolean(sub.ad_id) && !open;
  const end = ends ? await priceEndOf(db, sub) : null;
  const cancelPreview = end
    ? { on: sub.period_end, amountCents: end.amountCents, creditLeftCents: withVat(sub, end.creditLeftCents) }
    : null;
  const events = (await moneyEventsOf(db, sub.user_id)).filter((e) => e.subscription_id === sub.id).slice(0, 12);
  return subscriptionSchema.parse({
    id: sub.id,
    product: sub.product === 'gbp' ? 'gbp' : 'search_ads',
    label: await labelOf(db, sub),
    status,
    amountCents: owing ? open.amount_cents : (next?.amountCents ?? 0),
    chargeVAT: sub.charge_vat === 1,
    anchorDay: sub.anchor_day,
    adId: sub.product === 'search_ads' ? sub.ad_id : null,
    periodStart: sub.period_start,
    periodEnd: addDays(sub.period_end, -1),
    nextChargeOn: renews ? (open?.next_attempt_on ?? sub.period_end) : status === 'past_due' ? (open?.next_attempt_on ?? null) : null,
    nextChargeCents: renews ? next!.amountCents : status === 'past_due' && open ? open.amount_cents : null,
    creditCents: withVat(sub, sub.credit_cents),
    pausePreview,
    cancelPreview,
    cancelAt: sub.cancel_at ? addDays(sub.cancel_at, -1) : null,
    canUndoCancel: Boolean(sub.cancel_at) && status !== ENDED && today < sub.cancel_at!,
    card: sub.card_last4 ? { brand: sub.card_brand ?? 'card', last4: sub.card_last4 } : null,
    pastDue: owing
      ? {
          owedCents: open.amount_cents,
          failedAttempts: open.attempts,
          nextRetryOn: status === 'past_due' ? open.next_attempt_on : null,
          since: open.period_start,
        }
      : null,
    history: events.map((e) => ({ day: e.day, kind: e.kind, text: e.text })),
  });
}

/** One of the owner's subscriptions; another owner's, or none, is a 404. */
export async function ownerSubscription(db: Kysely<Database>, userId: number, id: number): Promise<SubscriptionRow> {
  const sub = await findSubscription(db, id);
  if (!sub || sub.user_id !== userId) throw new HttpError(404, BILLING_MESSAGES.notFound);
  return sub;
}

export async function listForOwner(db: Kysely<Database>, userId: number, today: string): Promise<Subscription[]> {
  const rows = await db.selectFrom('subscriptions').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').execute();
  return Promise.all(rows.map((row) => toSubscription(db, row, today)));
}
