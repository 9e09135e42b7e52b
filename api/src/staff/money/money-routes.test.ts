import { formatMoney, STAFF_API } from '@adlaunch/shared';
import { staffPastDueAnswerSchema, staffRefundsAnswerSchema } from '@adlaunch/shared/schemas';
import { runBillDue } from '../../billing/billing-runner';
import { writeTransaction } from '../../lib/transaction';
import { refundInPart } from '../../payments/payment-store';
import { standinAppPerFile, type PaystackStandin, type StandinApp, type TestApp } from '../../testing/standin-app';
import { signedInStaff } from '../staff-test-kit';

let standin: PaystackStandin;
let t: TestApp;
let app: StandinApp;
standinAppPerFile((made) => {
  app = made;
  ({ standin, t } = made);
});

describe('money (finance)', () => {
  it('lists a declined renewal as past due with each try, and retries the charge now through billing', async () => {
    const finance = await signedInStaff(t, ['finance']);
    const support = await signedInStaff(t, ['support']);
    const owner = await app.paidOwner();
    standin.fail('charge', 'refused400');
    await runBillDue(t.db, t.config, { date: owner.due });
    standin.clearFaults();

    expect((await t.app.inject({ method: 'GET', url: STAFF_API.pastDue, headers: support.headers })).statusCode).toBe(403);
    const res = await t.app.inject({ method: 'GET', url: STAFF_API.pastDue, headers: finance.headers });
    expect(res.statusCode).toBe(200);
    const row = staffPastDueAnswerSchema.parse(res.json()).rows.find((r) => r.subscriptionId === owner.subscription.id)!;
    expect(row).toMatchObject({ product: 'search_ads', orderId: owner.adId, attempts: 1, inFlight: false });
    expect(row.tries.map((tr) => tr.status)).toEqual(['failed']);

    const retry = await t.app.inject({
      method: 'POST',
      url: STAFF_API.retryCharge(row.periodInvoiceId),
      payload: {},
      headers: finance.headers,
    });
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toMatchObject({ outcome: 'paid' });
    const after = staffPastDueAnswerSchema.parse(
      (await t.app.inject({ method: 'GET', url: STAFF_API.pastDue, headers: finance.headers })).json(),
    );
    expect(after.rows.map((r) => r.periodInvoiceId)).not.toContain(row.periodInvoiceId);
    const [action] = await t.db.selectFrom('staff_actions').selectAll().where('action', '=', 'retry_charge').execute();
    expect(action).toMatchObject({ actor: finance.email, subject_id: String(row.periodInvoiceId) });
    expect(JSON.parse(action.after!)).toMatchObject({ status: 'paid', outcome: 'paid' });
    // A paid owner, a bill-due run and a charge: slow on a loaded machine.
  }, 90_000);

  it('lists refunds', async () => {
    const finance = await signedInStaff(t, ['finance']);
    const res = await t.app.inject({ method: 'GET', url: STAFF_API.refunds, headers: finance.headers });
    expect(res.statusCode).toBe(200);
    expect(staffRefundsAnswerSchema.parse(res.json()).rows).toEqual(expect.any(Array));
  });
});

describe('refund a payment (finance)', () => {
  it('refunds through the provider with the reason the owner reads, once; the period stays paid', async () => {
    const finance = await signedInStaff(t, ['finance']);
    const owner = await app.paidOwner();
    const [payment] = await t.db
      .selectFrom('payments')
      .selectAll()
      .where('user_id', '=', owner.user.id)
      .where('status', '=', 'success')
      .execute();
    const url = STAFF_API.refundPayment(payment.reference);

    expect((await t.app.inject({ method: 'POST', url, payload: { reason: '' }, headers: finance.headers })).statusCode).toBe(400);
    const res = await t.app.inject({
      method: 'POST',
      url,
      payload: { reason: 'The set-up took longer than we promised.' },
      headers: finance.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ reference: payment.reference, status: 'refunded' });
    expect((await t.app.inject({ method: 'POST', url, payload: { reason: 'Again' }, headers: finance.headers })).statusCode).toBe(409);

    const events = await t.db
      .selectFrom('money_events')
      .selectAll()
      .where('user_id', '=', owner.user.id)
      .where('kind', '=', 'refunded')
      .execute();
    expect(events).toHaveLength(1);
    expect(events[0].text).toContain('The set-up took longer than we promised. Refunds reach your card within a few days.');
    const mails = await t.db.selectFrom('email_outbox').select('subject').where('to_address', '=', owner.user.email).execute();
    expect(mails.filter((m) => m.subject.includes('refunding'))).toHaveLength(1);
    const sub = (await t.app.inject({ method: 'GET', url: '/v2/subscriptions', headers: owner.headers })).json().subscriptions[0];
    expect(sub.status).toBe('active');

    const refunds = staffRefundsAnswerSchema.parse(
      (await t.app.inject({ method: 'GET', url: STAFF_API.refunds, headers: finance.headers })).json(),
    );
    expect(refunds.rows.find((r) => r.reference === payment.reference)).toMatchObject({ status: 'refunded', reason: 'staff_refund' });
    // The owner reopening the payment's confirmation reads why, not another refund's reason.
    const verified = await t.app.inject({
      method: 'POST',
      url: '/v2/payments/verify',
      payload: { reference: payment.reference },
      headers: owner.headers,
    });
    expect(verified.json()).toMatchObject({ status: 'success', message: expect.stringContaining('the email we sent you says why') });
    const [action] = await t.db.selectFrom('staff_actions').selectAll().where('action', '=', 'refund').execute();
    expect(action).toMatchObject({ actor: finance.email, subject_id: payment.reference, note: 'The set-up took longer than we promised.' });
  });

  it('refunds only what a plan’s end left of a payment it refunded in part, and says that amount', async () => {
    const finance = await signedInStaff(t, ['finance']);
    const owner = await app.paidOwner();
    const payment = await t.db
      .selectFrom('payments')
      .selectAll()
      .where('user_id', '=', owner.user.id)
      .where('status', '=', 'success')
      .executeTakeFirstOrThrow();
    await writeTransaction(t.db, (trx) =>
      refundInPart(trx, { key: `end-credit:${payment.id}`, paymentId: payment.id, amountCents: 100_000, reason: 'end_credit' }),
    );
    const left = payment.amount_cents - 100_000;
    const res = await t.app.inject({
      method: 'POST',
      url: STAFF_API.refundPayment(payment.reference),
      payload: { reason: 'Goodwill' },
      headers: finance.headers,
    });
    expect(res.statusCode).toBe(200);
    const [event] = await t.db
      .selectFrom('money_events')
      .selectAll()
      .where('user_id', '=', owner.user.id)
      .where('kind', '=', 'refunded')
      .execute();
    expect(event).toMatchObject({ amount_cents: left, text: expect.stringContaining(`We are refunding ${formatMoney(left, 'ZAR')} to`) });
    expect(standin.refunds.filter((r) => r.transaction.reference === payment.reference).map((r) => r.amount)).toContain(left);
  });
});
