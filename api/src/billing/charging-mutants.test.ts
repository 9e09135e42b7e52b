import { addDays } from '@adlaunch/shared';
import { standinAppPerFile, type StandinApp } from '../testing/standin-app';
import { opsServices } from '../wiring';
import { runBillDue } from './billing-runner';

/**
 * settlePayment's and chargeInvoice's transitions (charging.ts) mutation testing found no test for
 * (docs/testing.md): a card update paying what is owed answered before it is paid, or twice, and a
 * plan with no card to charge.
 */
// Each test pays an order and runs bill-due: slow on the shared 2-core machine.
jest.setTimeout(120_000);

let app: StandinApp;
standinAppPerFile((made) => (app = made));

const billDue = (date: string) => runBillDue(app.t.db, app.t.config, { date });
const subscriptionOf = async (headers: Record<string, string>) => (await app.get('/v2/subscriptions', headers)).json().subscriptions[0];
const verify = (owner: { headers: Record<string, string> }, reference: string) =>
  app.post('/v2/payments/verify', owner.headers, { reference });

/** An owner whose renewal was declined: past due, a card update open for what is owed. */
async function owingWithCardUpdate() {
  const owner = await app.paidOwner();
  app.standin.setCard(owner.auth, false);
  await billDue(owner.due);
  const init = (await app.post(`/v2/subscriptions/${owner.subscription.id}/card`, owner.headers, { email: owner.user.email })).json();
  expect(init.amountCents).toBeGreaterThan(100);
  return { owner, reference: init.reference as string };
}

describe('a card update paying what is owed', () => {
  it('asked about before the owner paid is still waiting, and pays when paid', async () => {
    const { owner, reference } = await owingWithCardUpdate();
    expect((await verify(owner, reference)).json().status).toBe('pending');
    const payment = await app.t.db.selectFrom('payments').selectAll().where('reference', '=', reference).executeTakeFirstOrThrow();
    expect(payment.status).toBe('pending');
    expect((await subscriptionOf(owner.headers)).status).toBe('past_due');
    app.standin.payCheckout(reference);
    expect((await verify(owner, reference)).json().status).toBe('success');
    expect((await subscriptionOf(owner.headers)).status).toBe('active');
  });

  it('declined, asked about again, is declined again and changes nothing twice', async () => {
    const { owner, reference } = await owingWithCardUpdate();
    app.standin.payCheckout(reference, { approve: false });
    const first = (await verify(owner, reference)).json();
    const again = await verify(owner, reference);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first);
    expect(first.status).toBe('failed');
    expect((await subscriptionOf(owner.headers)).pastDue).toMatchObject({ failedAttempts: 1, nextRetryOn: addDays(owner.due, 1) });
  });

  it('answered twice from one read (a webhook and the browser that both found it waiting) is paid once, both told paid', async () => {
    const { owner, reference } = await owingWithCardUpdate();
    app.standin.payCheckout(reference);
    const services = await opsServices(app.t.db, app.t.config);
    const read = await app.t.db.selectFrom('payments').selectAll().where('reference', '=', reference).executeTakeFirstOrThrow();
    const tx = await services.provider.verify(reference);
    expect(await services.billing.settlePayment(read, tx)).toBe('paid');
    expect(await services.billing.settlePayment(read, tx)).toBe('paid');
    const invoices = await app.t.db.selectFrom('invoices').select('id').where('payment_id', '=', read.id).execute();
    expect(invoices).toHaveLength(1);
    expect((await subscriptionOf(owner.headers)).status).toBe('active');
  });
});

describe('a plan whose card cannot be charged again', () => {
  it('is declined at its renewal for having no card on file, and told so', async () => {
    const owner = await app.paidOwner();
    await app.t.db.updateTable('subscriptions').set({ card_authorization: null }).where('id', '=', owner.subscription.id).execute();
    const run = await billDue(owner.due);
    expect(run.declined).toEqual([expect.stringMatching(new RegExp(`^AL-R${owner.subscription.id}-`))]);
    const sub = await subscriptionOf(owner.headers);
    expect(sub.status).toBe('past_due');
    expect(sub.history.map((e: { text: string }) => e.text).join('\n')).toMatch(/No card on file/i);
  });
});

describe('a renewal charge the provider never took', () => {
  it('is no decline: the run counts it awaiting the provider, and no try is counted against the owner', async () => {
    const owner = await app.paidOwner();
    // The charge never reaches the provider, which says so when asked at once.
    app.standin.fail('charge', 'timeout_dropped');
    const run = await billDue(owner.due);
    const mine = (refs: string[]) => refs.filter((r) => r.startsWith(`AL-R${owner.subscription.id}-`));
    expect(mine(run.declined)).toEqual([]);
    expect(mine(run.unknown)).toHaveLength(1);
    expect((await subscriptionOf(owner.headers)).pastDue).toMatchObject({ failedAttempts: 0, nextRetryOn: owner.due });
  });
});

describe('a declined renewal told again', () => {
  it("(a verify after the charge's own answer) counts no second try", async () => {
    const owner = await app.paidOwner();
    app.standin.setCard(owner.auth, false);
    await billDue(owner.due);
    expect((await subscriptionOf(owner.headers)).pastDue).toMatchObject({ failedAttempts: 1 });
    const renewal = await app.t.db
      .selectFrom('payments')
      .selectAll()
      .where('user_id', '=', owner.user.id)
      .where('kind', '=', 'renewal')
      .executeTakeFirstOrThrow();
    const services = await opsServices(app.t.db, app.t.config);
    expect(await services.billing.settlePayment(renewal, await services.provider.verify(renewal.reference), owner.due)).toBe('declined');
    expect((await subscriptionOf(owner.headers)).pastDue).toMatchObject({ failedAttempts: 1, nextRetryOn: addDays(owner.due, 1) });
  });
});

describe('a retry declined after the owner paid the period another way', () => {
  it('leaves the plan active: a decline of an invoice no longer open is no try', async () => {
    const { owner, reference } = await owingWithCardUpdate();
    // The retry is on its way (no answer, the provider cannot be asked) when the owner pays through the card
    // update. Every charge of the run, as the earlier tests' owners are due the same day.
    app.standin.fail('charge', ...Array.from({ length: 20 }, () => 'timeout_dropped' as const));
    app.standin.fail('verify', ...Array.from({ length: 20 }, () => 'error500' as const));
    await billDue(addDays(owner.due, 1));
    app.standin.clearFaults();
    app.standin.payCheckout(reference);
    expect((await verify(owner, reference)).json().status).toBe('success');
    const retry = await app.t.db
      .selectFrom('payments')
      .selectAll()
      .where('user_id', '=', owner.user.id)
      .where('kind', '=', 'renewal')
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow();
    const services = await opsServices(app.t.db, app.t.config);
    const declined = { status: 'failed' as const, amountCents: 0, currency: 'ZAR', message: 'Declined' };
    expect(await services.billing.settlePayment(retry, declined, addDays(owner.due, 1))).toBe('declined');
    const sub = await subscriptionOf(owner.headers);
    expect(sub.status).toBe('active');
    expect(sub.pastDue).toBeNull();
  });
});
