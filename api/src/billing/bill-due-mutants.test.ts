import { addBillingMonths } from '@adlaunch/shared';
import { standinAppPerFile, type StandinApp } from '../testing/standin-app';
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
