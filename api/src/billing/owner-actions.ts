import type { Kysely, Transaction } from 'kysely';
import { BILLING_MESSAGES, type Subscription } from '@adlaunch/shared';
import { now } from '../db/database';
import type { Database } from '../db/schema';
import { HttpError } from '../lib/http-error';
import { writeTransaction } from '../lib/transaction';
import {
  ENDED,
  findSubscription,
  lockSubscription,
  openInvoiceOf,
  ownerEmail,
  setCampaign,
  voidOpenInvoices,
  type BillingDeps,
} from './ledger-store';
import { refundCreditAtEnd } from './end-credit';
import { tell } from './money-events';
import { adsToggledEvent, cancelledAtPeriodEndEvent, cancelledNowEvent, cancelUndoneEvent, labelOf } from './owner-wording';
import { ownerSubscription, toSubscription } from './owner-view';
import { priceNext } from './renewal-price';

/**
 * What the owner changes about a plan: pausing or resuming the ads (logged for the next price),
 * cancelling and undoing a cancel. Each checks the state under the subscription's lock.
 */

/**
 * The owner paused or resumed their ads (the campaign's toggle) on `today` (the wired clock's day): the
 * pause is logged for the next renewal's price, and the owner is told what that renewal charges.
 */
export async function adToggled(trx: Transaction<Database>, adId: number, to: 'active' | 'paused', siteOrigin: string, today: string) {
  if (to === 'paused') await trx.insertInto('ad_pauses').values({ ad_id: adId, paused_on: today, resumed_on: null }).execute();
  else await trx.updateTable('ad_pauses').set({ resumed_on: today }).where('ad_id', '=', adId).where('resumed_on', 'is', null).execute();
  const sub = await trx
    .selectFrom('subscriptions')
    .selectAll()
    .where('ad_id', '=', adId)
    .where('status', '!=', ENDED)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!sub) return;
  const renews = sub.status === 'active' && !sub.cancel_at;
  const price = await priceNext(trx, sub);
  const email = { to: await ownerEmail(trx, sub), siteOrigin };
  await tell(trx, adsToggledEvent(sub, { adId, to, today, price, renews, stamp: now() }, email), today);
}

/**
 * Cancel: nothing more is charged. An active subscription runs to the end of its paid period (undo
 * until then); one past due or paused ends now and what was owed is forgiven. A charge already on
 * its way when the owner cancels is refunded when it lands (its invoice is void).
 */
export async function cancel(
  db: Kysely<Database>,
  deps: Pick<BillingDeps, 'siteOrigin' | 'clock'>,
  userId: number,
  id: number,
  today: string,
): Promise<Subscription> {
  await ownerSubscription(db, userId, id);
  await writeTransaction(db, async (trx) => {
    const sub = (await lockSubscription(trx, id))!;
    if (sub.status === ENDED) throw new HttpError(409, BILLING_MESSAGES.alreadyEnded);
    if (sub.cancel_at) return;
    const stamp = now();
    const label = await labelOf(trx, sub);
    const email = { to: await ownerEmail(trx, sub), siteOrigin: deps.siteOrigin };
    if (sub.status === 'active') {
      await trx
        .updateTable('subscriptions')
        .set({ cancel_at: sub.period_end, cancelled_at: stamp, updated_at: stamp })
        .where('id', '=', sub.id)
        .execute();
      await voidOpenInvoices(trx, sub, sub.period_end);
      await tell(trx, cancelledAtPeriodEndEvent(sub, label, stamp, email), deps.clock.today());
      return;
    }
    const open = await openInvoiceOf(trx, sub.id);
    await trx
      .updateTable('subscriptions')
      .set({ status: ENDED, cancel_at: today, cancelled_at: stamp, ended_at: stamp, updated_at: stamp })
      .where('id', '=', sub.id)
      .execute();
    await voidOpenInvoices(trx, sub, '0000-00-00');
    await setCampaign(trx, sub, 'ended');
    await tell(trx, cancelledNowEvent(sub, { label, stamp, today, owedCents: open ? open.amount_cents : null }, email), deps.clock.today());
    // Credit carried from before goes back too (the next bill-due sends it).
    await refundCreditAtEnd(trx, deps, sub, sub.credit_cents);
  });
  return toSubscription(db, (await findSubscription(db, id))!, today);
}

/** Undo a cancellation before its last day: the plan renews as before. */
export async function undoCancel(
  db: Kysely<Database>,
  deps: Pick<BillingDeps, 'siteOrigin' | 'clock'>,
  userId: number,
  id: number,
  today: string,
): Promise<Subscription> {
  await ownerSubscription(db, userId, id);
  await writeTransaction(db, async (trx) => {
    const sub = (await lockSubscription(trx, id))!;
    if (!sub.cancel_at) return;
    if (sub.status === ENDED || today >= sub.cancel_at) throw new HttpError(409, BILLING_MESSAGES.cannotUndo);
    const stamp = now();
    await trx
      .updateTable('subscriptions')
      .set({ cancel_at: null, cancelled_at: null, updated_at: stamp })
      .where('id', '=', sub.id)
      .execute();
    const next = await priceNext(trx, sub);
    const email = { to: await ownerEmail(trx, sub), siteOrigin: deps.siteOrigin };
    await tell(trx, cancelUndoneEvent(sub, next, stamp, email), deps.clock.today());
  });
  return toSubscription(db, (await findSubscription(db, id))!, today);
}
