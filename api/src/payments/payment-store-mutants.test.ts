import { writeTransaction } from '../lib/transaction';
import { createTestApp, type TestApp } from '../testing/test-app';
import { ProviderRefused, type PaymentProvider } from '../adapters/payments';
import {
  createPayment,
  listRefunds,
  markPaymentFailed,
  markPaymentPaid,
  markPaymentRefunding,
  paymentById,
  recordRefundOwed,
  refundInPart,
  refundPayment,
  RefundTooLarge,
  retryOwedRefunds,
  sendRefundsDue,
} from './payment-store';

/**
 * The payment store's status moves (payment-store.ts) as its callers rely on them, where mutation
 * testing found no test telling a wrong one from the right one (docs/testing.md): each move only from
 * the statuses it names, so a late or repeated answer never moves a settled payment.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const STATUSES = ['pending', 'failed', 'success', 'refunding', 'refunded'] as const;
let made = 0;

async function paymentIn(status: string, userId?: number) {
  const payment = await createPayment(t.db, {
    reference: `AL-STORE-${++made}`,
    kind: 'order',
    user_id: userId ?? (await t.createUser()).user.id,
    product: 'search_ads',
    ad_id: null,
    profile_id: null,
    amount_cents: 100,
    plan: null,
    promo_id: null,
    description: 'test',
    metadata: '{}',
  });
  await t.db.updateTable('payments').set({ status }).where('id', '=', payment.id).execute();
  return { ...payment, status };
}

/** One payment in each status; answers the statuses each ended in after `move`, and what `move` answered. */
async function moveEach(move: (id: number) => Promise<boolean | void>) {
  const user = await t.createUser();
  const result: Record<string, { now: string; changed: boolean | void }> = {};
  for (const status of STATUSES) {
    const payment = await paymentIn(status, user.user.id);
    const changed = await move(payment.id);
    result[status] = { now: (await paymentById(t.db, payment.id))!.status, changed };
  }
  return result;
}
const statusesAfter = (moved: Awaited<ReturnType<typeof moveEach>>) =>
  Object.fromEntries(Object.entries(moved).map(([k, v]) => [k, v.now]));

describe('a payment', () => {
  it('is marked failed only while pending', async () => {
    const moved = await moveEach((id) => markPaymentFailed(t.db, id));
    expect(statusesAfter(moved)).toEqual({
      pending: 'failed',
      failed: 'failed',
      success: 'success',
      refunding: 'refunding',
      refunded: 'refunded',
    });
  });

  it('is marked kept only while not settled, and says whether it was', async () => {
    const moved = await moveEach((id) => writeTransaction(t.db, (trx) => markPaymentPaid(trx, id, new Date().toISOString())));
    expect(moved).toEqual({
      pending: { now: 'success', changed: true },
      failed: { now: 'success', changed: true },
      success: { now: 'success', changed: false },
      refunding: { now: 'refunding', changed: false },
      refunded: { now: 'refunded', changed: false },
    });
  });

  it('is marked for refund from the statuses named, else from any not settled', async () => {
    const refund = (from: Parameters<typeof markPaymentRefunding>[4]) => (id: number) =>
      writeTransaction(t.db, (trx) => markPaymentRefunding(trx, id, 'test', new Date().toISOString(), from));
    // A card check's answer: from pending or failed (a refunded check is never refunded again).
    expect(await moveEach(refund(['pending', 'failed']))).toEqual({
      pending: { now: 'refunding', changed: true },
      failed: { now: 'refunding', changed: true },
      success: { now: 'success', changed: false },
      refunding: { now: 'refunding', changed: false },
      refunded: { now: 'refunded', changed: false },
    });
    // A staff refund: from kept only.
    expect(statusesAfter(await moveEach(refund(['success'])))).toEqual({
      pending: 'pending',
      failed: 'failed',
      success: 'refunding',
      refunding: 'refunding',
      refunded: 'refunded',
    });
    // A completed payment refused (an order's, the ledger's): from any not settled.
    expect(statusesAfter(await moveEach(refund('unsettled')))).toEqual({
      pending: 'refunding',
      failed: 'refunding',
      success: 'success',
      refunding: 'refunding',
      refunded: 'refunded',
    });
    expect(statusesAfter(await moveEach((id) => writeTransaction(t.db, (trx) => markPaymentRefunding(trx, id, 'test', 'x'))))).toEqual(
      statusesAfter(await moveEach(refund('unsettled'))),
    );
  });
});

/** A provider that takes every refund and records it. */
function refundingProvider() {
  const refunds: { reference: string; amountCents: number }[] = [];
  const provider = {
    refund: async (reference: string, amountCents: number) => void refunds.push({ reference, amountCents }),
  } as unknown as PaymentProvider;
  return { provider, refunds };
}

describe('a whole refund', () => {
  it('gives back what its refunds in part left, and tells the operator only when asked to', async () => {
    const { provider, refunds } = refundingProvider();
    const alerts: string[] = [];
    const alert = (msg: string) => void alerts.push(msg);
    const kept = await paymentIn('success');
    await writeTransaction(t.db, (trx) =>
      refundInPart(trx, { key: `part:${kept.id}`, paymentId: kept.id, amountCents: 30, reason: 'test' }),
    );
    await writeTransaction(t.db, (trx) => markPaymentRefunding(trx, kept.id, 'staff_refund', 'x', ['success']));
    expect(await refundPayment(t.db, provider, kept, alert, 'a staff refund')).toBe(true);
    expect(refunds).toEqual([{ reference: kept.reference, amountCents: 70 }]);
    expect((await paymentById(t.db, kept.id))!.status).toBe('refunded');
    expect(alerts).toEqual([`payment ${kept.reference}: a staff refund; refunded 70 ZAR`]);

    const quiet = await paymentIn('refunding');
    expect(await refundPayment(t.db, provider, quiet, alert, 'refused by the ledger', { reportSuccess: false })).toBe(true);
    expect(alerts).toHaveLength(1);
  });
});

describe('a refund in part', () => {
  it('asked again with its key answers the first, even when less is left now than it asked', async () => {
    const kept = await paymentIn('success');
    const ask = () =>
      writeTransaction(t.db, (trx) => refundInPart(trx, { key: `again:${kept.id}`, paymentId: kept.id, amountCents: 60, reason: 'test' }));
    const first = await ask();
    expect(await ask()).toEqual(first);
  });

  it('of a payment not kept, or of more than is left, is refused saying why', async () => {
    const failed = await paymentIn('failed');
    const ask = (paymentId: number, amountCents: number) =>
      writeTransaction(t.db, (trx) =>
        refundInPart(trx, { key: `why:${paymentId}:${amountCents}`, paymentId, amountCents, reason: 'test' }),
      );
    await expect(ask(failed.id, 10)).rejects.toThrow(new RefundTooLarge(`payment ${failed.id} is not a kept payment`));
    const kept = await paymentIn('success');
    await expect(ask(kept.id, 101)).rejects.toThrow(
      new RefundTooLarge(`payment ${kept.reference}: a refund of 101 cents, 100 left to refund`),
    );
    await expect(ask(kept.id, 0.5)).rejects.toBeInstanceOf(RefundTooLarge);
  });
});

describe('a refund in part sent', () => {
  it('is stamped refunded when the provider takes it, and owed with no refund day when it refuses', async () => {
    const kept = await paymentIn('success');
    const ask = (key: string) =>
      writeTransaction(t.db, (trx) => refundInPart(trx, { key, paymentId: kept.id, amountCents: 10, reason: 'test' }));
    const rowOf = (key: string) => t.db.selectFrom('payment_refunds').selectAll().where('refund_key', '=', key).executeTakeFirstOrThrow();
    await ask(`taken:${kept.id}`);
    const { provider } = refundingProvider();
    await sendRefundsDue(t.db, provider, () => undefined);
    const taken = await rowOf(`taken:${kept.id}`);
    expect(taken.status).toBe('refunded');
    expect(taken.refunded_at).toEqual(expect.any(String));
    await ask(`refused:${kept.id}`);
    const refusing = {
      refund: async () => Promise.reject(new ProviderRefused('Paystack refund: refused', 400)),
    } as unknown as PaymentProvider;
    await sendRefundsDue(t.db, refusing, () => undefined);
    expect(await rowOf(`refused:${kept.id}`)).toMatchObject({ status: 'owed', refunded_at: null });
  });
});

describe('a refund in part sent and never answered', () => {
  it('is sent again when the provider has none with its key, even if it has another of the payment', async () => {
    const kept = await paymentIn('success');
    const key = `unanswered:${kept.id}`;
    await writeTransaction(t.db, (trx) => refundInPart(trx, { key, paymentId: kept.id, amountCents: 10, reason: 'test' }));
    await t.db
      .updateTable('payment_refunds')
      .set({ status: 'sending', sent_at: '2026-01-01T00:00:00.000Z' })
      .where('refund_key', '=', key)
      .execute();
    const { provider, refunds } = refundingProvider();
    const asking = Object.assign(provider, { refundsOf: async () => [{ key: `another:${kept.id}`, amountCents: 20 }] });
    await sendRefundsDue(t.db, asking, () => undefined, { waitMs: 0 });
    expect(refunds).toContainEqual({ reference: kept.reference, amountCents: 10 });
  });
});

describe('a retry of owed refunds', () => {
  it('of a reference no payment has retries nothing', async () => {
    expect(await retryOwedRefunds(t.db, refundingProvider().provider, () => undefined, 'AL-NO-SUCH-PAYMENT')).toBe(0);
  });
});

describe('the refunds list', () => {
  it("holds an owner's refunds whole and in part, with the owner's email, amount, reason and status, newest first", async () => {
    const { user } = await t.createUser();
    const at = (day: number) => `2026-03-${String(day).padStart(2, '0')}T08:00:00.000Z`;
    const payment = async (status: string, day: number, amountCents: number, reason: string | null = null) => {
      const made = await paymentIn(status, user.id);
      await t.db
        .updateTable('payments')
        .set({ created_at: at(day), amount_cents: amountCents, refund_reason: reason })
        .where('id', '=', made.id)
        .execute();
      return made;
    };
    const whole = await payment('refunded', 2, 900, 'staff_refund');
    const onItsWay = await payment('refunding', 6, 800, 'card_check');
    // Two refunded the same moment: the later payment is the newer.
    const first = await payment('refunded', 9, 700, 'payment_mismatch');
    const second = await payment('refunded', 9, 600, 'payment_mismatch');
    // Not refunds: never listed, even with a reason.
    for (const status of ['success', 'pending', 'failed']) await payment(status, 12, 500, 'staff_refund');

    const kept = await payment('success', 1, 10_000);
    const part = async (key: string, status: string, day: number, amountCents: number) => {
      await writeTransaction(t.db, (trx) => refundInPart(trx, { key, paymentId: kept.id, amountCents, reason: 'plan_end_credit' }));
      await t.db
        .updateTable('payment_refunds')
        .set({ status, created_at: at(day) })
        .where('refund_key', '=', key)
        .execute();
    };
    await part(`waiting:${kept.id}`, 'pending', 1, 10);
    await part(`sent:${kept.id}`, 'sending', 5, 20);
    await part(`taken:${kept.id}`, 'refunded', 7, 30);
    await part(`refused:${kept.id}`, 'owed', 4, 40);
    const rest = `rest:${user.id}`;
    await writeTransaction(t.db, (trx) =>
      recordRefundOwed(trx, { key: rest, userId: user.id, subscriptionId: null, amountCents: 50, reason: 'plan_end_credit', why: 'test' }),
    );
    await t.db
      .updateTable('payment_refunds')
      .set({ created_at: at(3) })
      .where('refund_key', '=', rest)
      .execute();

    const row = (reference: string, status: string, reason: string, amountCents: number, day: number) => ({
      reference,
      status,
      reason,
      amountCents,
      currency: 'ZAR',
      email: user.email,
      createdAt: at(day),
    });
    expect((await listRefunds(t.db)).filter((r) => r.email === user.email)).toEqual([
      row(second.reference, 'refunded', 'payment_mismatch', 600, 9),
      row(first.reference, 'refunded', 'payment_mismatch', 700, 9),
      row(kept.reference, 'refunded', 'plan_end_credit', 30, 7),
      row(onItsWay.reference, 'refunding', 'card_check', 800, 6),
      row(kept.reference, 'refunding', 'plan_end_credit', 20, 5),
      row(kept.reference, 'owed', 'plan_end_credit', 40, 4),
      row(rest, 'owed', 'plan_end_credit', 50, 3),
      row(whole.reference, 'refunded', 'staff_refund', 900, 2),
      row(kept.reference, 'refunding', 'plan_end_credit', 10, 1),
    ]);
  });
});
