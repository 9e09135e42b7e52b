import type { Kysely, Transaction } from 'kysely';
import pLimit from 'p-limit';
import { now } from '../db/database';
import type { Database } from '../db/schema';
import { writeTransaction } from '../lib/transaction';
import { chargeInvoiceFor, settlePayment } from './charging';
import { sendEndRefunds } from './end-credit';
import { ensureInvoice, openFinalSettlement } from './ledger';
import { ENDED, lockSubscription, logOf, setCampaign, voidOpenInvoices, type BillingDeps, type SubscriptionRow } from './ledger-store';
import { tell } from './money-events';
import { endedEvent } from './owner-wording';

/**
 * A charge a run made, or a charge in flight it found gone through for a period no longer owed: its
 * invoice and payment by id, and the label the operator's summary names it by.
 */
export interface BillDueCharge {
  result: 'paid' | 'declined' | 'refunded' | 'unknown';
  invoiceId: number;
  paymentId: number;
  label: string;
}

/**
 * Charges everything due on `today`: renewals on their date, retries on theirs; ends cancelled
 * subscriptions whose paid period is over. Safe to run twice, and from two instances at once.
 * A subscription gets one overdue period a run, on purpose: after a server was down for months it
 * catches up one period a day instead of charging several months at once (decision 029).
 */
export async function billDue(db: Kysely<Database>, deps: BillingDeps, today: string) {
  const charges = await resolveInFlight(db, deps, today);
  const ended = await endOrRenew(db, deps, today);
  await sendEndRefunds(db, deps);
  const due = await db
    .selectFrom('period_invoices')
    .select(['id', 'subscription_id', 'period_start'])
    .where('status', '=', 'open')
    .where('in_flight_payment_id', 'is', null)
    .where('next_attempt_on', '<=', today)
    .orderBy('id')
    .execute();
  const outcome = {
    paid: [] as string[],
    declined: [] as string[],
    refunded: charges.map((c) => c.label),
    unknown: [] as string[],
    skipped: 0,
    ended,
    charges,
  };
  // Several at once (BILL_DUE_CONCURRENCY), each invoice under its own locks (chargeInvoice): a provider
  // answering in 300 ms would take 99 s for 330 renewals one by one. Deps made without it charge one by
  // one. Outcomes are told in the invoices' order.
  const limit = pLimit(deps.chargeConcurrency ?? 1);
  const charged = await Promise.allSettled(due.map((inv) => limit(() => chargeInvoiceFor(db, deps, inv.id, inv.subscription_id, today))));
  for (const [i, inv] of due.entries()) {
    const settled = charged[i];
    if (settled.status === 'rejected') throw settled.reason;
    const { outcome: answer, paymentId } = settled.value;
    const label = `AL-R${inv.subscription_id}-${inv.period_start.replace(/-/g, '')}`;
    if (answer === 'skipped' || paymentId === null) {
      outcome.skipped += 1;
      continue;
    }
    const result = answer === 'paid' || answer === 'declined' || answer === 'refunded' ? answer : 'unknown';
    outcome[result].push(label);
    charges.push({ result, invoiceId: inv.id, paymentId, label });
  }
  return outcome;
}

export type BillDueOutcome = Awaited<ReturnType<typeof billDue>>;

/**
 * Charges whose outcome a crash, an outage or a lost answer left unknown: the provider is asked about
 * each reference. Answers those that went through for a period no longer owed (refunded), labelled by
 * their reference.
 */
async function resolveInFlight(db: Kysely<Database>, deps: BillingDeps, today: string): Promise<BillDueCharge[]> {
  const refunded: BillDueCharge[] = [];
  const rows = await db
    .selectFrom('period_invoices')
    .innerJoin('payments', 'payments.id', 'period_invoices.in_flight_payment_id')
    .selectAll('payments')
    .execute();
  const cutoff = new Date(deps.clock.now().getTime() - (deps.inFlightGraceMs ?? 120_000)).toISOString();
  for (const payment of rows) {
    try {
      const tx = await deps.provider.verify(payment.reference);
      // A charge the provider does not know yet may still be on its way there (another run's call in progress).
      if (tx.status === 'not_found' && payment.created_at > cutoff) continue;
      if ((await settlePayment(db, deps, payment, tx, today)) === 'refunded')
        refunded.push({ result: 'refunded', invoiceId: payment.period_invoice_id!, paymentId: payment.id, label: payment.reference });
    } catch (error) {
      logOf(deps)(`renewal ${payment.reference}: still unknown: ${String(error)}`);
    }
  }
  return refunded;
}

/**
 * Each plan whose cancel takes effect by today is ended; each other plan whose paid period is over gets
 * the invoice of its next period. Both in one transaction per plan, under its lock: a cancel lands before
 * it (the plan ends here) or after it (the cancel voids the invoice it covers), never in between, so no
 * invoice of a period a cancel covers is opened (the window a guard of its own used to cover).
 */
async function endOrRenew(db: Kysely<Database>, deps: BillingDeps, today: string): Promise<number> {
  const plans = await db
    .selectFrom('subscriptions')
    .select('id')
    .where('status', '!=', ENDED)
    .where((eb) =>
      eb.or([
        eb.and([eb('cancel_at', 'is not', null), eb('cancel_at', '<=', today)]),
        eb.and([eb('status', 'in', ['active', 'past_due']), eb('period_end', '<=', today)]),
      ]),
    )
    .orderBy('id')
    .execute();
  let ended = 0;
  for (const { id } of plans)
    await writeTransaction(db, async (trx) => {
      // Never deleted (no delete path): the row is there.
      const sub = (await lockSubscription(trx, id))!;
      // Another run got there first.
      if (sub.status === ENDED) return;
      if (sub.cancel_at !== null && sub.cancel_at <= today) {
        await endPlan(trx, deps, sub, today);
        ended += 1;
        return;
      }
      // No cancel check: a cancel from this period's start on has cancel_at <= period_end <= today and
      // ended the plan just above. No status check: a plan paused since the select already has this
      // period's invoice (the declined one), which ensureInvoice answers unchanged.
      if (sub.period_end <= today) await ensureInvoice(trx, deps, sub);
    });
  return ended;
}

async function endPlan(trx: Transaction<Database>, deps: BillingDeps, sub: SubscriptionRow, today: string) {
  const cancelAt = sub.cancel_at!;
  await trx.updateTable('subscriptions').set({ status: ENDED, ended_at: now(), updated_at: now() }).where('id', '=', sub.id).execute();
  await voidOpenInvoices(trx, sub, cancelAt);
  await setCampaign(trx, sub, 'ended');
  await tell(trx, endedEvent(sub, cancelAt), deps.clock.today());
  // Its last month's ad budget is settled now: charged by this run (the loop below), or its credit refunded.
  if (sub.period_end === cancelAt) await openFinalSettlement(trx, deps, sub, today);
}
