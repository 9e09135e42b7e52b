import { addDays, STAFF_API } from '@adlaunch/shared';
import { signedInStaff } from '../staff/staff-test-kit';
import { writeTransaction } from '../lib/transaction';
import { standinAppPerFile, type StandinApp } from '../testing/standin-app';
import { adToggled } from './billing';
import { runBillDue } from './billing-runner';

/**
 * The ledger's transitions (ledger.ts) where mutation testing found no test that told a wrong one from
 * the right one (docs/testing.md): each as an owner or the back office meets it.
 */
// Each test pays an order and runs bill-due more than once: slow on the shared 2-core machine.
jest.setTimeout(120_000);

let app: StandinApp;
standinAppPerFile((made) => (app = made));

const billDue = (date: string) => runBillDue(app.t.db, app.t.config, { date });
const paymentsOf = (userId: number) => app.t.db.selectFrom('payments').selectAll().where('user_id', '=', userId).orderBy('id').execute();
/**
 * Waits for the refunds given back after a commit (no payment left 'refunding'), up to 5 s: a loaded
 * machine's stand-in can take longer than a fixed wait. Past that the assertions say what is left.
 */
async function settleRefunds() {
  for (const deadline = Date.now() + 5_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 50))) {
    const left = await app.t.db.selectFrom('payments').select('id').where('status', '=', 'refunding').executeTakeFirst();
    if (!left) return;
  }
}
const subscriptionOf = async (headers: Record<string, string>) => (await app.get('/v2/subscriptions', headers)).json().subscriptions[0];
/** The periods of an order as the back office's order page lists them, newest first. */
async function periodsOnOrderPage(adId: number) {
  const finance = await signedInStaff(app.t, ['finance']);
  const page = await app.get(STAFF_API.order('search_ads', adId), finance.headers);
  expect(page.statusCode).toBe(200);
  return page.json().invoices as { periodStart: string; amountCents: number; status: string; nextAttemptOn: string | null }[];
}

describe('a renewal covered by credit', () => {
  it('is a paid period with no try left, on the back office order page', async () => {
    const owner = await app.paidOwner();
    // Paused all month: the month's budget is credited, more than the fee, so the renewal charges nothing.
    expect((await app.post('/v2/search-ads/toggle', owner.headers, { ads_id: owner.adId, new_state: 'paused' })).statusCode).toBe(200);
    await billDue(owner.due);
    const [renewed] = await periodsOnOrderPage(owner.adId);
    expect(renewed).toMatchObject({ periodStart: owner.due, amountCents: 0, status: 'paid', nextAttemptOn: null });
  });
});

describe('a card update that pays while a retry is in flight', () => {
  it('still gives back the retry when it turns out to have gone through', async () => {
    const owner = await app.paidOwner();
    app.standin.setCard(owner.auth, false);
    await billDue(owner.due);
    const init = (await app.post(`/v2/subscriptions/${owner.subscription.id}/card`, owner.headers, { email: owner.user.email })).json();
    // The retry goes through at the provider, but its answer is lost and the provider cannot be asked.
    app.standin.setCard(owner.auth, true);
    app.standin.fail('charge', 'timeout_charged');
    app.standin.fail('verify', 'error500');
    await billDue(addDays(owner.due, 1));
    const retry = (await paymentsOf(owner.user.id)).filter((p) => p.kind === 'renewal').at(-1)!;
    expect(retry.status).toBe('pending');
    // Meanwhile the owner pays what is owed through the card update.
    app.standin.payCheckout(init.reference);
    expect((await app.post('/v2/payments/verify', owner.headers, { reference: init.reference })).json().status).toBe('success');
    // The next run asks the provider about the retry: it went through for a period now paid, so it is
    // refunded (a run the provider answers too slowly leaves it to the next: a loaded machine's stand-in can).
    const refunded: string[] = [];
    for (let run = 0; run < 3 && !refunded.includes(retry.reference); run++)
      refunded.push(...(await billDue(addDays(owner.due, 1))).refunded);
    expect(refunded).toContain(retry.reference);
    await settleRefunds();
    expect(app.standin.refundCalls).toContain(retry.reference);
    const kept = (await paymentsOf(owner.user.id)).filter((p) => p.status === 'success' && p.kind !== 'order');
    expect(kept.map((p) => p.reference)).toEqual([init.reference]);
  });
});

describe('a provider outage on the last retry day', () => {
  it('pauses the campaign as a last decline would, and is not counted as a declined try', async () => {
    const owner = await app.paidOwner();
    app.standin.setCard(owner.auth, false);
    for (const day of [0, 1, 3]) await billDue(addDays(owner.due, day));
    expect((await subscriptionOf(owner.headers)).pastDue).toMatchObject({ failedAttempts: 3, nextRetryOn: addDays(owner.due, 7) });
    // The last try never reaches the provider (it answers 500 and does not know the reference).
    app.standin.fail('charge', 'error500');
    await billDue(addDays(owner.due, 7));
    expect(await subscriptionOf(owner.headers)).toMatchObject({ status: 'paused', pastDue: { failedAttempts: 3, nextRetryOn: null } });
  });
});

describe('a retry made late (no bill-due ran on its day)', () => {
  it('declined again, is tried the next day, never twice the same day', async () => {
    const owner = await app.paidOwner();
    app.standin.setCard(owner.auth, false);
    await billDue(owner.due);
    // The retry of day 1 runs only on day 3, the day the second retry would be due.
    await billDue(addDays(owner.due, 3));
    expect((await subscriptionOf(owner.headers)).pastDue).toMatchObject({ failedAttempts: 2, nextRetryOn: addDays(owner.due, 4) });
    await billDue(addDays(owner.due, 3));
    expect((await paymentsOf(owner.user.id)).filter((p) => p.kind === 'renewal')).toHaveLength(2);
  });
});

describe('a plan whose last charge is declined at every try', () => {
  it('stays ended, its campaign too, and the charge is left uncollectible for the back office', async () => {
    const owner = await app.paidOwner();
    // Paused on the renewal day (the renewal charges no budget), resumed three days later, then cancelled:
    // the end charges the budget of the days run.
    const toggle = (to: 'active' | 'paused', day: string) =>
      writeTransaction(app.t.db, async (trx) => {
        await trx.updateTable('search_ads').set({ status: to }).where('id', '=', owner.adId).execute();
        await adToggled(trx, owner.adId, to, 'https://ads.example.co.za', day);
      });
    await toggle('paused', owner.due);
    await billDue(owner.due);
    await toggle('active', addDays(owner.due, 3));
    const cancelled = (await app.post(`/v2/subscriptions/${owner.subscription.id}/cancel`, owner.headers)).json().subscription;
    const end = cancelled.cancelPreview.on as string;
    expect(cancelled.cancelPreview.amountCents).toBeGreaterThan(0);
    app.standin.setCard(owner.auth, false);
    for (let day = 0; day <= 8; day++) await billDue(addDays(end, day));
    const sub = await subscriptionOf(owner.headers);
    expect(sub.status).toBe('cancelled');
    const ad = await app.t.db.selectFrom('search_ads').select('status').where('id', '=', owner.adId).executeTakeFirstOrThrow();
    expect(ad.status).toBe('cancelled');
    const [last] = await periodsOnOrderPage(owner.adId);
    expect(last).toMatchObject({ amountCents: cancelled.cancelPreview.amountCents, status: 'uncollectible', nextAttemptOn: null });
    expect((await paymentsOf(owner.user.id)).filter((p) => p.kind === 'renewal' && p.status === 'failed')).toHaveLength(4);
  });
});

describe('a card update with another email', () => {
  it('charges the next renewal with that email', async () => {
    const owner = await app.paidOwner();
    const email = `billing-${owner.user.id}@example.com`;
    const init = (await app.post(`/v2/subscriptions/${owner.subscription.id}/card`, owner.headers, { email })).json();
    app.standin.payCheckout(init.reference, { last4: '1111' });
    expect((await app.post('/v2/payments/verify', owner.headers, { reference: init.reference })).statusCode).toBe(200);
    expect((await billDue(owner.due)).paid).toHaveLength(1);
    const renewal = (await paymentsOf(owner.user.id)).find((p) => p.kind === 'renewal')!;
    expect(app.standin.transactions.get(renewal.reference)?.email).toBe(email);
  });
});
