import { writeTransaction } from '../lib/transaction';
import { standinAppPerFile, type StandinApp } from '../testing/standin-app';
import { refundCreditAtEnd } from './end-credit';

/**
 * A plan's end giving back more credit than its payments can take (end-credit.ts), where mutation testing
 * found no test (docs/testing.md): what is owed beyond them, for an owner and for a staff account, and
 * what the owner is told.
 */
// Each test pays an order first: slow on the shared 2-core machine.
jest.setTimeout(120_000);

let app: StandinApp;
standinAppPerFile((made) => (app = made));

/** R100,000 of credit (R115,000 with VAT): far more than the plan's one payment (R9,660) can take back. */
const CREDIT = 10_000_000;

async function endWithCredit(staff: boolean, { refundedWhole = false, credit = CREDIT } = {}) {
  const owner = await app.paidOwner();
  if (staff) await app.t.db.updateTable('subscriptions').set({ is_staff: 1 }).where('id', '=', owner.subscription.id).execute();
  if (refundedWhole) await app.t.db.updateTable('payments').set({ status: 'refunded' }).where('user_id', '=', owner.user.id).execute();
  const sub = await app.t.db.selectFrom('subscriptions').selectAll().where('id', '=', owner.subscription.id).executeTakeFirstOrThrow();
  const payment = await app.t.db.selectFrom('payments').selectAll().where('user_id', '=', owner.user.id).executeTakeFirstOrThrow();
  await writeTransaction(app.t.db, (trx) => refundCreditAtEnd(trx, { siteOrigin: 'https://ads.example.co.za' }, sub, credit));
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
    expect(told.amount_cents).toBe(11_500_000);
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

  it('tells the whole when the payment takes back exactly half of it', async () => {
    // R16,800 + VAT = R19,320: twice the payment.
    const { payment, told } = await endWithCredit(false, { credit: 1_680_000 });
    expect(payment.amount_cents * 2).toBe(1_932_000);
    expect(told.amount_cents).toBe(1_932_000);
  });
});
