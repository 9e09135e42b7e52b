import { STAFF_API } from '@adlaunch/shared';
import { STAFF_WORK_API, staffOwnerPlansAnswerSchema, staffRefundsAnswerSchema } from '@adlaunch/shared/schemas';
import { runBillDue } from '../../billing/billing-runner';
import { CREDIT_MESSAGES, heldCreditOf } from '../../billing/staff-credit';
import { standinAppPerFile, type PaystackStandin, type StandinApp, type TestApp } from '../../testing/standin-app';
import { signedInStaff } from '../staff-test-kit';

let standin: PaystackStandin;
let t: TestApp;
let app: StandinApp;
standinAppPerFile((made) => {
  app = made;
  ({ standin, t } = made);
});

const subscriptionOf = async (headers: Record<string, string>) =>
  (await t.app.inject({ method: 'GET', url: '/v2/subscriptions', headers })).json().subscriptions[0];

describe('a credit given by finance', () => {
  it('takes a credit incl. VAT off the next renewal’s charge, tells the owner once, and records it', async () => {
    const finance = await signedInStaff(t, ['finance']);
    const owner = await app.paidOwner();
    const before = await subscriptionOf(owner.headers);

    const plans = await t.app.inject({
      method: 'GET',
      url: `${STAFF_WORK_API.ownerPlans}?email=${encodeURIComponent(owner.user.email)}`,
      headers: finance.headers,
    });
    expect(plans.statusCode).toBe(200);
    const [plan] = staffOwnerPlansAnswerSchema.parse(plans.json()).plans;
    expect(plan).toMatchObject({ subscriptionId: owner.subscription.id, chargeVAT: true, creditCents: 0 });

    const url = STAFF_WORK_API.credit(owner.subscription.id);
    const send = (payload: object, headers = finance.headers) => t.app.inject({ method: 'POST', url, payload, headers });
    // R115.00 incl. VAT is R100.00 held before VAT: the renewal takes it off before its VAT.
    const res = await send({ amount_cents: 11_500, reason: 'Your ads started two days late.' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ grantedCents: 11_500, creditCents: 11_500 });

    const after = await subscriptionOf(owner.headers);
    expect(after.creditCents).toBe(11_500);
    expect(after.nextChargeCents).toBe(before.nextChargeCents - 11_500);
    expect(after.history[0]).toMatchObject({
      kind: 'credited',
      text: expect.stringContaining('R115 (incl. VAT): Your ads started two days late.'),
    });
    const mails = await t.db.selectFrom('email_outbox').select(['subject', 'kind']).where('to_address', '=', owner.user.email).execute();
    expect(mails.filter((m) => m.kind === 'billing-credited')).toHaveLength(1);
    const [action] = await t.db.selectFrom('staff_actions').selectAll().where('action', '=', 'credit').execute();
    expect(action).toMatchObject({ actor: finance.email, subject_type: 'subscription', subject_id: String(owner.subscription.id) });
    expect(JSON.parse(action.before!)).toEqual({ creditCents: 0 });
    expect(JSON.parse(action.after!)).toMatchObject({ creditCents: 10_000, grantedCents: 11_500 });

    await runBillDue(t.db, t.config, { date: owner.due });
    const renewal = await t.db
      .selectFrom('period_invoices')
      .select(['amount_cents', 'status'])
      .where('subscription_id', '=', owner.subscription.id)
      .where('period_start', '=', owner.due)
      .executeTakeFirstOrThrow();
    expect(renewal).toEqual({ amount_cents: before.nextChargeCents - 11_500, status: 'paid' });
    expect((await subscriptionOf(owner.headers)).creditCents).toBe(0);
  }, 90_000);

  it('refuses a figure that is not whole cents, nothing, too much, no reason, and the wrong role', async () => {
    const finance = await signedInStaff(t, ['finance']);
    const support = await signedInStaff(t, ['support']);
    const owner = await app.paidOwner();
    const url = STAFF_WORK_API.credit(owner.subscription.id);
    const send = (payload: object, headers = finance.headers) => t.app.inject({ method: 'POST', url, payload, headers });
    for (const payload of [
      { amount_cents: 10.5, reason: 'Late start' },
      { amount_cents: 0, reason: 'Late start' },
      { amount_cents: 5_000_001, reason: 'Late start' },
      { amount_cents: 1000, reason: ' ' },
    ])
      expect([payload, (await send(payload)).statusCode]).toEqual([payload, 400]);
    const refused = await send({ amount_cents: 0, reason: 'Late start' });
    expect(refused.json().fields).toHaveProperty('amount_cents');
    expect((await send({ amount_cents: 1000, reason: 'Late start' }, support.headers)).statusCode).toBe(403);
    expect((await subscriptionOf(owner.headers)).creditCents).toBe(0);
    await t.db.updateTable('subscriptions').set({ status: 'cancelled' }).where('id', '=', owner.subscription.id).execute();
    const ended = await send({ amount_cents: 1000, reason: 'Late start' });
    expect([ended.statusCode, ended.json().error]).toEqual([409, CREDIT_MESSAGES.ended]);
    const none = { method: 'POST' as const, url: STAFF_WORK_API.credit(987654), headers: finance.headers };
    expect((await t.app.inject({ ...none, payload: { amount_cents: 100, reason: 'Late start' } })).statusCode).toBe(404);
  });

  it('holds the ex-VAT cent whose stated figure is nearest to what finance typed', () => {
    expect(heldCreditOf({ charge_vat: 1 }, 11_500)).toBe(10_000);
    expect(heldCreditOf({ charge_vat: 0 }, 11_500)).toBe(11_500);
    expect(heldCreditOf({ charge_vat: 1 }, 1)).toBe(1);
    // R10.00 has no ex-VAT cent of its own (869 states R9.99, 870 states R10.01): the owner gets the cent more.
    expect(heldCreditOf({ charge_vat: 1 }, 1000)).toBe(870);
  });
});

describe('a refund the provider refused, sent again (finance)', () => {
  it('goes through payments’ retryRefund, as the ops command does, and is recorded', async () => {
    const finance = await signedInStaff(t, ['finance']);
    const owner = await app.paidOwner();
    const payment = await t.db
      .selectFrom('payments')
      .selectAll()
      .where('user_id', '=', owner.user.id)
      .where('status', '=', 'success')
      .executeTakeFirstOrThrow();
    standin.fail('refund', 'error500');
    const refund = await t.app.inject({
      method: 'POST',
      url: STAFF_API.refundPayment(payment.reference),
      payload: { reason: 'Goodwill' },
      headers: finance.headers,
    });
    expect(refund.json()).toMatchObject({ status: 'refunding', message: expect.stringContaining('Retry refund sends it again') });
    standin.clearFaults();
    const list = staffRefundsAnswerSchema.parse(
      (await t.app.inject({ method: 'GET', url: STAFF_API.refunds, headers: finance.headers })).json(),
    );
    expect(list.rows.find((r) => r.reference === payment.reference)).toMatchObject({ status: 'refunding' });

    const url = STAFF_WORK_API.retryRefund(payment.reference);
    const res = await t.app.inject({ method: 'POST', url, payload: {}, headers: finance.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ reference: payment.reference, refunded: true });
    expect(standin.refundedOf(payment.reference)).toBe(payment.amount_cents);
    const [action] = await t.db.selectFrom('staff_actions').selectAll().where('action', '=', 'refund_retry').execute();
    expect(action).toMatchObject({ actor: finance.email, subject_id: payment.reference });
    expect(JSON.parse(action.before!)).toMatchObject({ status: 'refunding' });
    expect(JSON.parse(action.after!)).toMatchObject({ status: 'refunded', refunded: true });
    // Nothing waits any more: a second retry is refused.
    expect((await t.app.inject({ method: 'POST', url, payload: {}, headers: finance.headers })).statusCode).toBe(409);
  }, 60_000);
});
