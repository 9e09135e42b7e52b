import { addBillingMonths } from '@adlaunch/shared';
import type { PaymentProvider } from '../adapters/payments';
import { writeTransaction } from '../lib/transaction';
import { refundInPart } from '../payments/payment-store';
import { standinAppPerFile, type StandinApp } from '../testing/standin-app';
import { opsServices } from '../wiring';
import { billDue as billDueWith } from './bill-due';
import { runBillDue } from './billing-runner';

/**
 * bill-due's transitions (bill-due.ts) mutation testing found no test for (docs/testing.md), as the
 * provider and the payments table see them.
 */
// Each test pays an order and runs bill-due more than once: slow on the shared 2-core machine.
jest.setTimeout(120_000);

let app: StandinApp;
standinAppPerFile((made) => (app = made));

const billDue = (date: string) => runBillDue(app.t.db, app.t.config, { date });
const renewalsOf = (userId: number) =>
  app.t.db.selectFrom('payments').selectAll().where('user_id', '=', userId).where('kind', '=', 'renewal').orderBy('id').execute();

describe('a charge in flight the provider does not know yet', () => {
  it('is left alone while it may still be on its way, then charged again under a new reference', async () => {
    const owner = await app.paidOwner();
    // The charge never reaches the provider and the provider cannot be asked: its outcome is unknown.
    app.standin.fail('charge', 'timeout_dropped');
    app.standin.fail('verify', 'error500');
    await billDue(owner.due);
    const [first] = await renewalsOf(owner.user.id);
    expect(first!.status).toBe('pending');
    // A run moments later (another instance's call could still be in progress): no second charge.
    expect((await billDue(owner.due)).paid).toHaveLength(0);
    expect((await renewalsOf(owner.user.id)).map((p) => p.status)).toEqual(['pending']);
    // Minutes later the provider still does not know it: it never got there, so it is charged again.
    const earlier = new Date(Date.now() - 10 * 60_000).toISOString();
    await app.t.db.updateTable('payments').set({ created_at: earlier }).where('id', '=', first!.id).execute();
    expect((await billDue(owner.due)).paid).toHaveLength(1);
    expect((await renewalsOf(owner.user.id)).map((p) => p.status)).toEqual(['failed', 'success']);
  });
});

describe('a cancelled plan on its end day', () => {
  it('is ended once however many runs reach it at the same moment', async () => {
    const owner = await app.paidOwner();
    expect((await app.post(`/v2/subscriptions/${owner.subscription.id}/cancel`, owner.headers)).statusCode).toBe(200);
    const runs = await Promise.all([billDue(owner.due), billDue(owner.due), billDue(owner.due)]);
    expect(runs.reduce((sum, run) => sum + run.ended, 0)).toBe(1);
    const sub = (await app.get('/v2/subscriptions', owner.headers)).json().subscriptions[0];
    expect(sub.status).toBe('cancelled');
  });
});

describe('a renewal covered by credit, reached by several runs at once', () => {
  it('moves the plan on one month, not one month per run', async () => {
    const owner = await app.paidOwner();
    // Paused all month: the renewal is covered by the month's budget credited.
    expect((await app.post('/v2/search-ads/toggle', owner.headers, { ads_id: owner.adId, new_state: 'paused' })).statusCode).toBe(200);
    await Promise.all([billDue(owner.due), billDue(owner.due), billDue(owner.due)]);
    const sub = (await app.get('/v2/subscriptions', owner.headers)).json().subscriptions[0];
    expect(sub).toMatchObject({ periodStart: owner.due, nextChargeOn: addBillingMonths(owner.due, 1, owner.subscription.anchorDay) });
  });
});

describe('a cancel that lands while a run is under way', () => {
  it('is never charged: the plan is ended by the next run, its period neither charged nor refunded', async () => {
    const other = await app.paidOwner();
    const owner = await app.paidOwner();
    // A refund in part waiting (as a plan's end leaves one): the run sends it between ending plans and
    // charging, and the owner's cancel lands while the provider is asked for it.
    const kept = await app.t.db.selectFrom('payments').select('id').where('user_id', '=', other.user.id).executeTakeFirstOrThrow();
    await writeTransaction(app.t.db, (trx) =>
      refundInPart(trx, { key: `race:${kept.id}`, paymentId: kept.id, amountCents: 100, reason: 'test' }),
    );
    const services = await opsServices(app.t.db, app.t.config);
    let cancelled = 0;
    const provider: PaymentProvider = Object.assign(Object.create(services.provider) as PaymentProvider, {
      refund: async (...args: Parameters<PaymentProvider['refund']>) => {
        if (cancelled++ === 0)
          expect((await app.post(`/v2/subscriptions/${owner.subscription.id}/cancel`, owner.headers)).statusCode).toBe(200);
        return services.provider.refund(...args);
      },
    });
    const deps = {
      provider,
      issueInvoice: services.invoices.issue.bind(services.invoices),
      wake: () => undefined,
      siteOrigin: services.siteOrigin,
      clock: services.clock,
    };
    await billDueWith(app.t.db, deps, owner.due);
    expect(cancelled).toBeGreaterThan(0);
    expect(await renewalsOf(owner.user.id)).toEqual([]);
    expect((await billDue(owner.due)).ended).toBeGreaterThanOrEqual(1);
    expect(await renewalsOf(owner.user.id)).toEqual([]);
    const sub = (await app.get('/v2/subscriptions', owner.headers)).json().subscriptions[0];
    expect(sub.status).toBe('cancelled');
  });
});
