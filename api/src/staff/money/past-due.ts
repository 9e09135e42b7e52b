import type { Kysely } from 'kysely';
import type { StaffPastDueRow } from '@adlaunch/shared';
import type { BillingService } from '../../billing/billing';
import type { Database } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { recordAction, type Actor } from '../staff-actions';

/** The ops `past-due` list (billing's own query), with each order and every try of each invoice. */
export async function pastDueRows(db: Kysely<Database>, billing: BillingService): Promise<StaffPastDueRow[]> {
  const rows = await billing.pastDue();
  if (rows.length === 0) return [];
  const invoiceIds = rows.map((r) => r.id);
  const [tries, subscriptions] = await Promise.all([
    db
      .selectFrom('payments')
      .select(['reference', 'created_at', 'status', 'amount_cents', 'period_invoice_id'])
      .where('period_invoice_id', 'in', invoiceIds)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('subscriptions')
      .leftJoin('search_ads', 'search_ads.id', 'subscriptions.ad_id')
      .leftJoin('profiles', 'profiles.id', 'subscriptions.profile_id')
      .select([
        'subscriptions.id',
        'subscriptions.product',
        'subscriptions.ad_id',
        'subscriptions.profile_id',
        'search_ads.business_name as ad_business',
        'profiles.business_name as profile_business',
      ])
      .where(
        'subscriptions.id',
        'in',
        rows.map((r) => r.subscription_id),
      )
      .execute(),
  ]);
  return rows.map((r) => {
    const sub = subscriptions.find((s) => s.id === r.subscription_id);
    const gbp = sub?.product === 'gbp';
    return {
      periodInvoiceId: r.id,
      subscriptionId: r.subscription_id,
      subscriptionStatus: r.status,
      product: gbp ? 'gbp' : 'search_ads',
      orderId: (gbp ? sub?.profile_id : sub?.ad_id) ?? null,
      ownerEmail: r.email,
      businessName: (gbp ? sub?.profile_business : sub?.ad_business) ?? null,
      periodStart: r.period_start,
      owedCents: Number(r.amount_cents),
      attempts: Number(r.attempts),
      nextAttemptOn: r.next_attempt_on,
      inFlight: r.in_flight_payment_id !== null,
      tries: tries
        .filter((p) => p.period_invoice_id === r.id)
        .map((p) => ({ reference: p.reference, at: p.created_at, status: p.status, amountCents: Number(p.amount_cents) })),
    };
  });
}

const RETRY_ANSWERS: Record<string, string> = {
  paid: 'Paid. The owner is emailed a tax invoice and the campaign runs on.',
  declined: 'Declined again. The owner is told, as after every declined try.',
  not_processed: 'The provider did not process the charge; nothing was taken. Try again later.',
  unknown: 'The provider has not answered yet: the charge settles when it does.',
  refunded: 'The charge went through but the period was no longer owed: it is refunded.',
  skipped:
    'Nothing was charged: the invoice is no longer open, a charge is already with the provider, or the plan is paused until the owner updates their card.',
};

/**
 * Retry a charge now (finance): the invoice's next try is brought forward to today and billing charges
 * it as the scheduler would (its own lock, payment, ledger entry and email to the owner).
 */
export async function retryChargeNow(db: Kysely<Database>, billing: BillingService, actor: Actor, invoiceId: number) {
  const invoice = await db.selectFrom('period_invoices').selectAll().where('id', '=', invoiceId).executeTakeFirst();
  if (!invoice || invoice.status !== 'open') throw new HttpError(404, 'There is no unpaid invoice with that number.');
  if (invoice.in_flight_payment_id !== null) throw new HttpError(409, 'A charge of this invoice is already with the provider.');
  const today = billing.clock.today();
  if (!invoice.next_attempt_on || invoice.next_attempt_on > today)
    await db
      .updateTable('period_invoices')
      .set({ next_attempt_on: today })
      .where('id', '=', invoiceId)
      .where('status', '=', 'open')
      .execute();
  const outcome = await billing.chargeInvoice(invoiceId, invoice.subscription_id, today);
  const after = await db
    .selectFrom('period_invoices')
    .select(['status', 'attempts', 'next_attempt_on'])
    .where('id', '=', invoiceId)
    .executeTakeFirstOrThrow();
  await recordAction(db, actor, {
    action: 'retry_charge',
    subject: { type: 'period_invoice', id: invoiceId },
    before: { status: invoice.status, attempts: invoice.attempts, nextAttemptOn: invoice.next_attempt_on },
    after: { status: after.status, attempts: after.attempts, nextAttemptOn: after.next_attempt_on, outcome },
  });
  return { outcome, message: RETRY_ANSWERS[outcome] ?? outcome };
}
