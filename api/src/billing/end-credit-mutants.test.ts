import { writeTransaction } from '../lib/transaction';
import { billingDay } from '@adlaunch/shared';
import type * as PaymentStore from '../payments/payment-store';
import { refundInPart } from '../payments/payment-store';
import { standinAppPerFile, type StandinApp } from '../testing/standin-app';
import { refundCreditAtEnd } from './end-credit';

/**
 * A plan's end giving back more credit than its payments can take (end-credit.ts), where mutation testing
 * found no test (docs/testing.md): what is owed beyond them, for an owner and for a staff account, and
 * what the owner is told; a payment refunded in part before, or changed after the end listed it.
 */

/**
 * What happens to one payment between the end's listing of the plan's kept payments and its refund in
 * part: on PostgreSQL finance may refund it whole then (a staff refund locks the payment, not the plan).
 */
let mockMeanwhile: { paymentId: number; happen: (trx: Parameters<typeof refundInPart>[0]) => Promise<unknown> } | undefined;
jest.mock('../payments/payment-store', () => {
  const actual = jest.requireActual<typeof PaymentStore>('../payments/payment-store');
  return {
    ...actual,
    refundInPart: async (...args: Parameters<typeof refundInPart>) => {
      if (args[1].paymentId === mockMeanwhile?.paymentId) await mockMeanwhile.happen(args[0]);
      return actual.refundInPart(...args);
    },
  };
});

// Each test pays an order first: slow on the shared 2-core machine.
jest.setTimeout(120_000);

let app: StandinApp;
standinAppPerFile((made) => (app = made));

// A variable, not a literal: the deps' type gains fields (the clock) while these tests stay as they are.
const DEPS = { siteOrigin: 'https://ads.example.co.za', clock: { today: () => billingDay(), now: () => new Date() } };

/** R100,000 of credit (R115,000 with VAT): far more than the plan's one payment (R9,660) can take back. */
const CREDIT = 10_000_000;

async function endWithCredit(staff: boolean, { refundedWhole = false, credit = CREDIT, refundedBefore = 0 } = {}) {
  const owner = await app.paidOwner();
  if (staff) await app.t.db.updateTable('subscriptions').set({ is_staff: 1 }).where('id', '=', owner.subscription.id).execute();
  if (refundedWhole) await app.t.db.updateTable('payments').set({ status: 'refunded' }).where('user_id', '=', owner.user.id).execute();
  const sub = await app.t.db.selectFrom('subscriptions').selectAll().where('id', '=', owner.subscription.id).executeTakeFirstOrThrow();
  const payment = await app.t.db.selectFrom('payments').selectAll().where('user_id', '=', owner.user.id).executeTakeFirstOrThrow();
  if (refundedBefore)
    await writeTransaction(app.t.db, (trx) =>
      refundInPart(trx, { key: `before:${payment.id}`, paymentId: payment.id, amountCents: refundedBefore, reason: 'test' }),
    );
  await writeTransaction(app.t.db, (trx) => refundCreditAtEnd(trx, DEPS, sub, credit));
  const refunds = await app.t.db.selectFrom('payment_refunds').selectAll().where('subscription_id', '=', sub.id).orderBy('id').execute();
  const events = await app.t.db
    .selectFrom('money_events')
    .selectAll()
    .where('subscription_id', '=', sub.id)
    .orderBy('id', 'desc')
    .execute();
  return { payment, refunds, told: events[0]!, events };
}

describe("a plan's end with more credit than its payments can take back", () => {
  it('refunds what its payment can take, records the rest as owed for finance, and tells the owner the whole', async () => {
    const { payment, refunds, told } = await endWithCredit(false);
    const owed = 11_500_000 - payment.amount_cents;
    expect(refunds.map((r) => ({ status: r.status, amount: r.amount_cents }))).toEqual([
      { status: 'pending', amount: payment.amount_cents },
      { status: 'owed', amount: owed },
    ]);
    // Finance reads why in the row.
    expect(refunds[1]!.last_error).toBe('more credit than the plan’s payments can take back');
    expect(told.amount_cents).toBe(11_500_000);
  });

  it('of two plans records what is owed beyond the payments of each', async () => {
    const ends = [await endWithCredit(false), await endWithCredit(false)];
    for (const { payment, refunds } of ends)
      expect(refunds.filter((r) => r.status === 'owed').map((r) => r.amount_cents)).toEqual([11_500_000 - payment.amount_cents]);
  });

  it('of a staff account gives back its test payment only: the rest is figures, not money', async () => {
    const { payment, refunds, told } = await endWithCredit(true);
    expect(refunds.map((r) => ({ status: r.status, amount: r.amount_cents }))).toEqual([
      { status: 'pending', amount: payment.amount_cents },
    ]);
    expect(told.amount_cents).toBe(payment.amount_cents);
  });

  it('of a staff account whose payment was refunded whole gives nothing back and tells nothing', async () => {
    const { refunds, events } = await endWithCredit(true, { refundedWhole: true });
    expect(refunds).toEqual([]);
    expect(events).toHaveLength(1);
  });

  it('takes from a payment refunded in part before only what is left of it', async () => {
    // R10,000 + VAT = R11,500 owed back; R5,000 of the R9,660 payment was refunded before: R4,660 is left of it.
    const { payment, refunds, told } = await endWithCredit(false, { credit: 1_000_000, refundedBefore: 500_000 });
    expect(refunds.map((r) => ({ status: r.status, amount: r.amount_cents, reason: r.reason }))).toEqual([
      { status: 'pending', amount: 500_000, reason: 'test' },
      { status: 'pending', amount: payment.amount_cents - 500_000, reason: 'plan_end_credit' },
      { status: 'owed', amount: 1_150_000 - (payment.amount_cents - 500_000), reason: 'plan_end_credit' },
    ]);
    expect(told.amount_cents).toBe(1_150_000);
  });

  it('tells the whole when the payment takes back exactly half of it', async () => {
    // R16,800 + VAT = R19,320: twice the payment.
    const { payment, told } = await endWithCredit(false, { credit: 1_680_000 });
    expect(payment.amount_cents * 2).toBe(1_932_000);
    expect(told.amount_cents).toBe(1_932_000);
  });
});

describe("a plan's end when a payment changes after the end listed it", () => {
  afterEach(() => (mockMeanwhile = undefined));

  /** The plan's order (R9,660) and a later renewal of R2,000 kept. */
  async function twoPayments() {
    const owner = await app.paidOwner();
    const order = await app.t.db.selectFrom('payments').selectAll().where('user_id', '=', owner.user.id).executeTakeFirstOrThrow();
    const { id: _id, ...copy } = order;
    const renewal = await app.t.db
      .insertInto('payments')
      .values({ ...copy, reference: `${order.reference}-R`, kind: 'renewal', amount_cents: 200_000 })
      .returningAll()
      .executeTakeFirstOrThrow();
    const sub = await app.t.db.selectFrom('subscriptions').selectAll().where('id', '=', owner.subscription.id).executeTakeFirstOrThrow();
    const end = () => writeTransaction(app.t.db, (trx) => refundCreditAtEnd(trx, DEPS, sub, 100_000));
    const refunds = () =>
      app.t.db
        .selectFrom('payment_refunds')
        .select(['payment_id', 'amount_cents', 'status', 'reason'])
        .where('subscription_id', '=', sub.id)
        .orderBy('id')
        .execute();
    const told = () =>
      app.t.db.selectFrom('money_events').selectAll().where('subscription_id', '=', sub.id).orderBy('id', 'desc').execute();
    return { sub, order, renewal, end, refunds, told };
  }

  it('refunded whole by finance meanwhile: the earlier payment gives the credit back instead', async () => {
    const { sub, order, renewal, end, refunds, told } = await twoPayments();
    mockMeanwhile = {
      paymentId: renewal.id,
      happen: (trx) =>
        trx.updateTable('payments').set({ status: 'refunding', refund_reason: 'staff_refund' }).where('id', '=', renewal.id).execute(),
    };
    await end();
    // R1,000 of credit, R1,150 with VAT: all from the order, nothing owed beyond it.
    expect(await refunds()).toEqual([{ payment_id: order.id, amount_cents: 115_000, status: 'pending', reason: 'plan_end_credit' }]);
    expect((await told())[0]).toMatchObject({ amount_cents: 115_000 });
    const after = await app.t.db.selectFrom('subscriptions').select('credit_cents').where('id', '=', sub.id).executeTakeFirstOrThrow();
    expect(after.credit_cents).toBe(0);
  });

  it('any other failure of a refund ends nothing: no refund recorded, nothing told, the credit kept', async () => {
    const { sub, renewal, end, refunds, told } = await twoPayments();
    const before = await told();
    await app.t.db.updateTable('subscriptions').set({ credit_cents: 100_000 }).where('id', '=', sub.id).execute();
    mockMeanwhile = { paymentId: renewal.id, happen: () => Promise.reject(new Error('connection lost')) };
    await expect(end()).rejects.toThrow('connection lost');
    expect(await refunds()).toEqual([]);
    expect(await told()).toEqual(before);
    const after = await app.t.db.selectFrom('subscriptions').select('credit_cents').where('id', '=', sub.id).executeTakeFirstOrThrow();
    expect(after.credit_cents).toBe(100_000);
  });
});
