import { addDays } from '@adlaunch/shared';
import { listRefunds } from '../payments/payment-store';
import { standinAppPerFile, type StandinApp } from '../testing/standin-app';
import { runBillDue } from './billing-runner';

/**
 * The card update's transitions (card-update.ts) mutation testing found no test for (docs/testing.md):
 * a card check that is not approved, or not finished yet, as the owner and the payments table meet it.
 */
// Each test pays an order first: slow on the shared 2-core machine.
jest.setTimeout(120_000);

let app: StandinApp;
standinAppPerFile((made) => (app = made));

const billDue = (date: string) => runBillDue(app.t.db, app.t.config, { date });
const cardUpdate = (owner: Awaited<ReturnType<StandinApp['paidOwner']>>) =>
  app.post(`/v2/subscriptions/${owner.subscription.id}/card`, owner.headers, { email: owner.user.email });

const paymentOf = (reference: string) =>
  app.t.db.selectFrom('payments').selectAll().where('reference', '=', reference).executeTakeFirstOrThrow();
const subscriptionOf = async (headers: Record<string, string>) => (await app.get('/v2/subscriptions', headers)).json().subscriptions[0];

describe('a card check', () => {
  it('not finished yet is still waiting, and pays when it is', async () => {
    const owner = await app.paidOwner();
    const init = (await app.post(`/v2/subscriptions/${owner.subscription.id}/card`, owner.headers, { email: owner.user.email })).json();
    const waiting = (await app.post('/v2/payments/verify', owner.headers, { reference: init.reference })).json();
    expect(waiting.status).toBe('pending');
    expect((await paymentOf(init.reference)).status).toBe('pending');
    app.standin.payCheckout(init.reference, { last4: '1111' });
    expect((await app.post('/v2/payments/verify', owner.headers, { reference: init.reference })).json().status).toBe('success');
    expect((await subscriptionOf(owner.headers)).card).toMatchObject({ last4: '1111' });
    // The operator's refunds list (npm run ops -- refunds) says why its R1 went back.
    expect((await listRefunds(app.t.db)).find((r) => r.reference === init.reference)).toMatchObject({ reason: 'card_check' });
  });

  it('declined in the checkout is declined and closed, the card on file kept', async () => {
    const owner = await app.paidOwner();
    const init = (await cardUpdate(owner)).json();
    app.standin.payCheckout(init.reference, { approve: false });
    expect((await app.post('/v2/payments/verify', owner.headers, { reference: init.reference })).json().status).toBe('failed');
    expect((await paymentOf(init.reference)).status).toBe('failed');
    expect((await subscriptionOf(owner.headers)).card).toMatchObject({ last4: '4081' });
    // Another card in the same checkout goes through: it is the plan's card, and its R1 goes back.
    app.standin.payCheckout(init.reference, { last4: '2222' });
    expect((await app.post('/v2/payments/verify', owner.headers, { reference: init.reference })).json().status).toBe('success');
    expect((await subscriptionOf(owner.headers)).card).toMatchObject({ last4: '2222' });
    await new Promise((r) => setTimeout(r, 150));
    expect(app.standin.refundCalls).toContain(init.reference);
  });

  it('paid with a method that cannot be charged again refunds its R1 and keeps the card on file', async () => {
    const owner = await app.paidOwner();
    const init = (await cardUpdate(owner)).json();
    app.standin.payCheckout(init.reference);
    app.standin.transactions.get(init.reference)!.authorization = null;
    expect((await app.post('/v2/payments/verify', owner.headers, { reference: init.reference })).statusCode).toBe(200);
    expect((await subscriptionOf(owner.headers)).card).toMatchObject({ last4: '4081' });
    await new Promise((r) => setTimeout(r, 150));
    expect(app.standin.refundCalls).toContain(init.reference);
  });

  it('the provider no longer knows is declined and closed, the card on file kept', async () => {
    const owner = await app.paidOwner();
    const init = (await app.post(`/v2/subscriptions/${owner.subscription.id}/card`, owner.headers, { email: owner.user.email })).json();
    app.standin.transactions.delete(init.reference);
    expect((await app.post('/v2/payments/verify', owner.headers, { reference: init.reference })).json().status).toBe('failed');
    expect((await paymentOf(init.reference)).status).toBe('failed');
    expect((await subscriptionOf(owner.headers)).card).toMatchObject({ last4: '4081' });
  });
});

describe('a card update', () => {
  it('on a plan that has ended is refused', async () => {
    const owner = await app.paidOwner();
    app.standin.setCard(owner.auth, false);
    await billDue(owner.due);
    // Cancelling a past-due plan ends it at once.
    expect((await app.post(`/v2/subscriptions/${owner.subscription.id}/cancel`, owner.headers)).statusCode).toBe(200);
    expect((await cardUpdate(owner)).statusCode).toBe(409);
  });

  it('while a renewal charge is on its way is a card check, not a second charge of what the renewal charges', async () => {
    const owner = await app.paidOwner();
    app.standin.fail('charge', 'timeout_charged');
    app.standin.fail('verify', 'error500');
    await billDue(owner.due);
    expect((await subscriptionOf(owner.headers)).status).toBe('active');
    const init = await cardUpdate(owner);
    expect(init.json()).toMatchObject({ amountCents: 100, amountLabel: 'Card check: R1, refunded at once' });
    await billDue(addDays(owner.due, 1));
  });
});

describe('a card stored by a card check while a renewal charge is on its way', () => {
  it("stays the plan's card when the renewal turns out paid on the card before it", async () => {
    const owner = await app.paidOwner();
    // The renewal is charged on the card on file (4081), but its answer is lost and the provider cannot be asked.
    app.standin.fail('charge', 'timeout_charged');
    app.standin.fail('verify', 'error500');
    await billDue(owner.due);
    const init = (await cardUpdate(owner)).json();
    app.standin.payCheckout(init.reference, { last4: '3333' });
    expect((await app.post('/v2/payments/verify', owner.headers, { reference: init.reference })).json().status).toBe('success');
    expect((await subscriptionOf(owner.headers)).card).toMatchObject({ last4: '3333' });
    // The next run learns the renewal went through: the period is paid, the newer card stays on file.
    // (A run the provider answers too slowly leaves it to the next: a loaded machine's stand-in can.)
    let sub = await subscriptionOf(owner.headers);
    for (let run = 0; run < 3 && sub.periodStart !== owner.due; run++) {
      await billDue(addDays(owner.due, 1));
      sub = await subscriptionOf(owner.headers);
    }
    expect(sub.periodStart).toBe(owner.due);
    expect(sub.card).toMatchObject({ last4: '3333' });
  });
});

describe('a card update paying what is owed', () => {
  it('declined in the checkout is no declined try of the plan: its retries stay as they were', async () => {
    const owner = await app.paidOwner();
    app.standin.setCard(owner.auth, false);
    await billDue(owner.due);
    const before = (await subscriptionOf(owner.headers)).pastDue;
    expect(before).toMatchObject({ failedAttempts: 1, nextRetryOn: addDays(owner.due, 1) });
    const init = (await cardUpdate(owner)).json();
    app.standin.payCheckout(init.reference, { approve: false });
    expect((await app.post('/v2/payments/verify', owner.headers, { reference: init.reference })).json().status).toBe('failed');
    expect((await subscriptionOf(owner.headers)).pastDue).toMatchObject({ failedAttempts: 1, nextRetryOn: addDays(owner.due, 1) });
  });
});
