import { paystackProvider } from '../adapters/paystack';
import { sandboxProvider } from '../adapters/sandbox-payments';
import { ProviderRefused } from '../adapters/payments';
import { writeTransaction } from '../lib/transaction';
import { createStandinApp, type PaystackStandin, type StandinApp, type TestApp } from '../testing/standin-app';
import {
  listRefunds,
  markPaymentRefunding,
  paymentById,
  refundInPart,
  refundPayment,
  RefundTooLarge,
  sendRefundsDue,
} from './payment-store';
import { paymentService } from './payments';

/**
 * A kept payment refunded in part (a plan's end credit), against a stand-in that
 * answers like Paystack's Refund API: never more than is left, once per key, whatever the provider does.
 */
let standin: PaystackStandin;
let t: TestApp;
let app: StandinApp;
beforeAll(async () => {
  app = await createStandinApp();
  ({ standin, t } = app);
});
afterAll(() => app?.close());
afterEach(() => standin.clearFaults());

const provider = () => paystackProvider({ secretKey: standin.secret, publicKey: null, baseUrl: standin.url, timeoutMs: standin.timeoutMs });
const alerts: string[] = [];
const alert = (msg: string) => void alerts.push(msg);

/** An owner's first payment, kept (R8,400-odd incl. VAT), and its reference. */
async function keptPayment() {
  const owner = await app.paidOwner();
  const payment = await t.db.selectFrom('payments').selectAll().where('user_id', '=', owner.user.id).executeTakeFirstOrThrow();
  expect(payment.status).toBe('success');
  return payment;
}
const ask = (key: string, paymentId: number, amountCents: number) =>
  writeTransaction(t.db, (trx) => refundInPart(trx, { key, paymentId, amountCents, reason: 'plan_end_credit' }));
const rowOf = (key: string) => t.db.selectFrom('payment_refunds').selectAll().where('refund_key', '=', key).executeTakeFirstOrThrow();

describe('a refund in part of a kept payment', () => {
  it('gives the amount back once per key, with the key on the refund, and the payment stays kept', async () => {
    const payment = await keptPayment();
    const first = await ask(`k1:${payment.id}`, payment.id, 12345);
    const again = await ask(`k1:${payment.id}`, payment.id, 12345);
    expect(again.id).toBe(first.id);
    expect(await sendRefundsDue(t.db, provider(), alert)).toEqual({ refunded: 1, owed: 0, unknown: 0 });
    expect(await sendRefundsDue(t.db, provider(), alert)).toEqual({ refunded: 0, owed: 0, unknown: 0 });
    expect(standin.refunds.filter((r) => r.transaction.reference === payment.reference)).toEqual([
      expect.objectContaining({ amount: 12345, merchant_note: `k1:${payment.id}` }),
    ]);
    expect(await rowOf(`k1:${payment.id}`)).toMatchObject({ status: 'refunded', attempts: 1 });
    expect((await paymentById(t.db, payment.id))!.status).toBe('success');
    expect(standin.transactions.get(payment.reference)!.status).toBe('success');
  });

  it('is never more than what is left of the payment across all its refunds, nor of a payment not kept', async () => {
    const payment = await keptPayment();
    await ask(`a:${payment.id}`, payment.id, payment.amount_cents - 1000);
    await expect(ask(`b:${payment.id}`, payment.id, 1001)).rejects.toBeInstanceOf(RefundTooLarge);
    await expect(ask(`c:${payment.id}`, payment.id, 0)).rejects.toBeInstanceOf(RefundTooLarge);
    await ask(`d:${payment.id}`, payment.id, 1000);
    await expect(ask(`e:${payment.id}`, payment.id, 1)).rejects.toBeInstanceOf(RefundTooLarge);
    await sendRefundsDue(t.db, provider(), alert);
    expect(standin.refundedOf(payment.reference)).toBe(payment.amount_cents);

    const other = await keptPayment();
    await writeTransaction(t.db, (trx) => markPaymentRefunding(trx, other.id, 'staff_refund', new Date().toISOString(), ['success']));
    await expect(ask(`f:${other.id}`, other.id, 100)).rejects.toBeInstanceOf(RefundTooLarge);
  });

  it('is sent by one of two instances running at once', async () => {
    const payment = await keptPayment();
    await ask(`twice:${payment.id}`, payment.id, 5000);
    const calls = standin.refundCalls.length;
    const runs = await Promise.all([sendRefundsDue(t.db, provider(), alert), sendRefundsDue(t.db, provider(), alert)]);
    expect(standin.refundCalls.length - calls).toBe(1);
    // One run counts it (refunded, or unknown when a loaded machine's stand-in answers late); the other
    // found it claimed, or already sending, and counts nothing.
    expect(runs.map((run) => Object.keys(run).sort())).toEqual([
      ['owed', 'refunded', 'unknown'],
      ['owed', 'refunded', 'unknown'],
    ]);
    expect(runs.reduce((sum, run) => sum + run.refunded + run.unknown + run.owed, 0)).toBe(1);
    expect(standin.refundedOf(payment.reference)).toBe(5000);
  });

  it('whose answer was lost is found at the provider by its key, not sent again', async () => {
    const payment = await keptPayment();
    await ask(`lost:${payment.id}`, payment.id, 7000);
    standin.fail('refund', 'timeout_charged');
    expect(await sendRefundsDue(t.db, provider(), alert)).toEqual({ refunded: 0, owed: 0, unknown: 1 });
    expect(await rowOf(`lost:${payment.id}`)).toMatchObject({ status: 'sending' });
    // Too soon to ask: another run may still be waiting for the answer.
    expect(await sendRefundsDue(t.db, provider(), alert)).toEqual({ refunded: 0, owed: 0, unknown: 0 });
    expect(await sendRefundsDue(t.db, provider(), alert, { waitMs: 0 })).toEqual({ refunded: 1, owed: 0, unknown: 0 });
    expect(standin.refundedOf(payment.reference)).toBe(7000);
    expect(standin.refundCalls.filter((r) => r === payment.reference)).toHaveLength(1);
  });

  it('that the provider never took is sent again later, once', async () => {
    const payment = await keptPayment();
    await ask(`down:${payment.id}`, payment.id, 7000);
    standin.fail('refund', 'error500');
    expect((await sendRefundsDue(t.db, provider(), alert)).unknown).toBe(1);
    expect((await sendRefundsDue(t.db, provider(), alert, { waitMs: 0 })).refunded).toBe(1);
    expect(standin.refundedOf(payment.reference)).toBe(7000);
  });

  it('that the provider refuses is kept as owed, listed for finance, and can be retried', async () => {
    const payment = await keptPayment();
    // Most of it refunded at the provider by someone else (its dashboard): ours is now more than is left there.
    await provider().refund(payment.reference, payment.amount_cents - 500, { key: 'by-hand' });
    await ask(`refused:${payment.id}`, payment.id, 2000);
    expect(await sendRefundsDue(t.db, provider(), alert)).toEqual({ refunded: 0, owed: 1, unknown: 0 });
    expect(alerts.at(-1)).toMatch(/refused by the provider.*owed to the owner/);
    expect(await listRefunds(t.db)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ reference: payment.reference, status: 'owed', amountCents: 2000, reason: 'plan_end_credit' }),
      ]),
    );
    // Not sent again by itself.
    expect((await sendRefundsDue(t.db, provider(), alert)).owed).toBe(0);
    // Once the provider would take it (here: a smaller row cannot be made, so the test lowers the provider's own refund), finance retries it.
    standin.refunds.find((r) => r.merchant_note === 'by-hand')!.amount = 0;
    expect(await paymentService(t.db, provider()).retryRefund(payment.reference)).toBe(true);
    expect(await rowOf(`refused:${payment.id}`)).toMatchObject({ status: 'refunded' });
  });

  it('leaves a later whole refund only what is left', async () => {
    const payment = await keptPayment();
    await ask(`before:${payment.id}`, payment.id, 10000);
    await sendRefundsDue(t.db, provider(), alert);
    await writeTransaction(t.db, (trx) => markPaymentRefunding(trx, payment.id, 'staff_refund', new Date().toISOString(), ['success']));
    expect(await refundPayment(t.db, provider(), (await paymentById(t.db, payment.id))!, alert, 'test')).toBe(true);
    expect(standin.refundedOf(payment.reference)).toBe(payment.amount_cents);
    expect(standin.transactions.get(payment.reference)!.status).toBe('reversed');
  });
});

describe('the sandbox', () => {
  it('refunds in part, never more than is left, and lists each refund with its key', async () => {
    const sandbox = sandboxProvider();
    const { accessCode } = await sandbox.initialize({
      reference: 'SBX-1',
      amountCents: 10000,
      currency: 'ZAR',
      email: 'a@b.co',
      metadata: {},
    });
    sandbox.charge(accessCode, '4084084084084081');
    await sandbox.refund('SBX-1', 4000, { key: 'k' });
    await expect(sandbox.refund('SBX-1', 6001, { key: 'k2' })).rejects.toBeInstanceOf(ProviderRefused);
    expect(await sandbox.refundsOf('SBX-1')).toEqual([{ amountCents: 4000, key: 'k' }]);
    expect((await sandbox.verify('SBX-1')).status).toBe('success');
    await sandbox.refund('SBX-1', 6000);
    expect((await sandbox.verify('SBX-1')).status).toBe('failed');
  });
});
