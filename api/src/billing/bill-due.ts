import type { Kysely } from 'kysely';
import pLimit from 'p-limit';
import { billingDay } from '@adlaunch/shared';
import { now } from '../db/database';
import type { Database } from '../db/schema';
import { writeTransaction } from '../lib/transaction';
import { chargeInvoice, settlePayment } from './charging';
import { sendEndRefunds } from './end-credit';
import { ensureInvoice, openFinalSettlement } from './ledger';
import { ENDED, lockSubscription, logOf, setCampaign, voidOpenInvoices, type BillingDeps } from './ledger-store';
import { tell } from './money-events';
import { endedEvent } from './owner-wording';

/**
 * Charges everything due on `today`: renewals on their date, retries on theirs; ends cancelled
 * subscriptions whose paid period is over. Safe to run twice, and from two instances at once.
 * A subscription gets one overdue period a run, on purpose: after a server was down for months it
 * catches up one period a day instead of charging several months at once (decision 029).
 */
export async function billDue(db: Kysely<Database>, deps: BillingDeps, today = billingDay()) {
  const refunded = await resolveInFlight(db, deps, today);
  const ended = await endCancelled(db, deps, today);
  await sendEndRefunds(db, deps);
  await openDueInvoices(db, deps, today);
  const due = await db
    .selectFrom('period_invoices')
    .select(['id', 'subscription_id', 'period_start'])
    .where('status', '=', 'open')
    .where('in_flight', 'is', null)
    .where('next_attempt_on', '<=', today)
    .orderBy('id')
    .execute();
  const outcome = { paid: [] as string[], declined: [] as string[], refunded, unknown: [] as string[], skipped: 0, ended };
  // Several at once (BILL_DUE_CONCURRENCY), each invoice under its own locks (chargeInvoice): a provider
  // answering in 300 ms would take 99 s for 330 renewals one by one. Deps made without it charge one by
  // one. Outcomes are told in the invoices' order.
  const limit = pLimit(deps.chargeConcurrency ?? 1);
  const charged = await Promise.allSettled(due.map((inv) => limit(() => chargeInvoice(db, deps, inv.id, inv.subscription_id, today))));
  for (const [i, inv] of due.entries()) {
    const settled = charged[i];
    if (settled.status === 'rejected') throw settled.reason;
    const result = settled.value;
    const ref = `AL-R${inv.subscription_id}-${inv.period_start.replace(/-/g, '')}`;
    if (result === 'paid') outcome.paid.push(ref);
    else if (result === 'declined') outcome.declined.push(ref);
    else if (result === 'refunded') outcome.refunded.push(ref);
    else if (result === 'skipped') outcome.skipped += 1;
    else outcome.unknown.push(ref);
  }
  return outcome;
}

export type BillDueOutcome = Awaited<ReturnType<typeof billDue>>;

/**
 * Charges whose outcome a crash, an outage or a lost answer left unknown: the provider is asked about
 * each reference. Answers the references that went through for a period no longer owed (refunded).
 */
async function resolveInFlight(db: Kysely<Database>, deps: BillingDeps, today: string): Promise<string[]> {
  const refunded: string[] = [];
  const rows = await db
    .selectFrom('period_invoices')
    .innerJoin('payments', 'payments.reference', 'period_invoices.in_flight')
    .selectAll('payments')
    .where('period_invoices.in_flight', 'is not', null)
    .execute();
  const cutoff = new Date(Date.now() - (deps.inFlightGraceMs ?? 120_000)).toISOString();
  for (const payment of rows) {
    try {
      const tx = await deps.provider.verify(payment.reference);
      // A charge the provider does not know yet may still be on its way there (another run's call in progress).
      if (tx.status === 'not_found' && payment.created_at > cutoff) continue;
      if ((await settlePayment(db, deps, payment, tx, today)) === 'refunded') refunded.push(payment.reference);
    } catch (error) {
      logOf(deps)(`renewal ${payment.reference}: still unknown: ${String(error)}`);
    }
  }
  return refunded;
}

async function endCancelled(db: Kysely<Database>, deps: BillingDeps, today: string): Promise<number> {
  const ending = await db
    .selectFrom('subscriptions')
    .select('id')
    .where('status', '!=', ENDED)
    .where('cancel_at', 'is not', null)
    .where('cancel_at', '<=', today)
    .execute();
  let ended = 0;
  for (const { id } of ending)
    await writeTransaction(db, async (trx) => {
      const sub = await lockSubscription(trx, id);
      if (!sub || sub.status === ENDED || !sub.cancel_at || sub.cancel_at > today) return;
      await trx.updateTable('subscriptions').set({ status: ENDED, ended_at: now(), updated_at: now() }).where('id', '=', sub.id).execute();
      await voidOpenInvoices(trx, sub, sub.cancel_at);
      await setCampaign(trx, sub, 'ended');
      await tell(trx, endedEvent(sub, sub.cancel_at));
      // Its last month's ad budget is settled now: charged by this run (the loop below), or its credit refunded.
      if (sub.period_end === sub.cancel_at) await openFinalSettlement(trx, deps, sub, today);
      ended += 1;
    });
  return ended;
}

/** Makes the invoice of every period that is due (its subscription active or past due, not cancelled from then). */
async function openDueInvoices(db: Kysely<Database>, deps: BillingDeps, today: string) {
  const due = await db
    .selectFrom('subscriptions')
    .select('id')
    .where('status', 'in', ['active', 'past_due'])
    .where('period_end', '<=', today)
    .execute();
  for (const { id } of due)
    await writeTransaction(db, async (trx) => {
      const sub = await lockSubscription(trx, id);
      if (!sub || !['active', 'past_due'].includes(sub.status) || sub.period_end > today) return;
      if (sub.cancel_at !== null && sub.cancel_at <= sub.period_end) return;
      await ensureInvoice(trx, deps, sub);
    });
}
