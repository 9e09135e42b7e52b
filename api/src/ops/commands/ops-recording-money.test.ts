import { STAFF_API } from '@adlaunch/shared';
import type { OpsCommand } from '../cli';
import { createStandinApp, type PaystackStandin, type StandinApp, type TestApp } from '../../testing/standin-app';
import { signedInStaff } from '../../staff/staff-test-kit';
import { command as billDue } from './bill-due';
import { command as refunds } from './refunds';

let standin: PaystackStandin;
let t: TestApp;
let app: StandinApp;
const env = { ...process.env };
beforeAll(async () => {
  app = await createStandinApp({ PUBLIC_ORIGIN: 'https://ads.example.co.za' });
  ({ standin, t } = app);
  // The commands read the configuration as a server shell has it: the provider is the stand-in.
  Object.assign(process.env, { PAYSTACK_SECRET_KEY: standin.secret, PAYSTACK_BASE_URL: standin.url });
});
afterAll(async () => {
  process.env = env;
  await app?.close();
});
afterEach(() => standin.clearFaults());

const run = (command: OpsCommand, args: string[]) => command.run(args, { db: t.db, dialect: t.dialect, out: () => undefined });
const actions = (action: string) => t.db.selectFrom('staff_actions').selectAll().where('action', '=', action).orderBy('id').execute();

describe('the money ops commands record what they did as the operator who ran them', () => {
  it('bill-due records each charge it made on its period invoice', async () => {
    const owner = await app.paidOwner();
    standin.fail('charge', 'refused400');
    await run(billDue, ['--date', owner.due, '--as', 'nomsa']);
    const [invoice] = await t.db
      .selectFrom('period_invoices')
      .select(['id', 'subscription_id'])
      .where('subscription_id', '=', owner.subscription.id)
      .where('status', '=', 'open')
      .execute();
    const charges = await actions('bill_due_charge');
    expect(charges.map((a) => [a.actor, a.subject_type, a.subject_id, JSON.parse(a.after!)])).toContainEqual([
      'operator:nomsa',
      'period_invoice',
      String(invoice.id),
      { date: owner.due, result: 'declined', reference: expect.stringMatching(new RegExp(`^AL-R${owner.subscription.id}-`)) },
    ]);
  }, 120_000);

  it('refunds retry goes through the back office’s retry and is recorded as the operator', async () => {
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
    expect(refund.json()).toMatchObject({ status: 'refunding' });
    standin.clearFaults();

    await run(refunds, ['retry', payment.reference, '--as', 'thabo']);
    expect(standin.refundedOf(payment.reference)).toBe(payment.amount_cents);
    const [retried] = await actions('refund_retry');
    expect(retried).toMatchObject({ actor: 'operator:thabo', subject_type: 'payment', subject_id: payment.reference });
    expect(JSON.parse(retried.after!)).toMatchObject({ status: 'refunded', refunded: true });
    // Nothing waits any more: refused, and nothing more recorded.
    await expect(run(refunds, ['retry', payment.reference])).rejects.toThrow(/no refund waiting/);
    expect(await actions('refund_retry')).toHaveLength(1);
  }, 120_000);
});
