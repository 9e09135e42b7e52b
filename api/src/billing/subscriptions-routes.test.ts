import { addBillingMonths, addDays, BILLING_MESSAGES, billingDay, quoteSearchAdsRenewal } from '@adlaunch/shared';
import { SANDBOX_CARDS } from '../adapters/sandbox-payments';
import { runBillDue } from './billing-runner';
import { createTestApp, type TestApp } from '../testing/test-app';
import { about, details, keywords } from '../testing/search-ad-steps';

/** Recurring billing (decision 016), every state change, on SQLite and (with DATABASE_URL) PostgreSQL. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, headers: Record<string, string>, payload: unknown = {}) =>
  t.app.inject({ method: 'POST', url, headers, payload: payload as object });

/** Pays through the sandbox checkout like the browser does. */
async function checkout(headers: Record<string, string>, init: { access_code: string; reference: string }, card: string) {
  const charged = await post('/v2/payments/sandbox/charge', headers, { access_code: init.access_code, card_number: card });
  expect(charged.statusCode).toBe(200);
  return post('/v2/payments/verify', headers, { reference: init.reference });
}

/** An owner who has paid a Growth search ads order with `card`: their subscription. */
async function paidOwner(card: string = SANDBOX_CARDS.success) {
  const account = await t.createUser(undefined, { charge_vat: 1 });
  let id: number | undefined;
  for (const step of [about, details, keywords]) {
    const res = await post('/v2/search-ads', account.headers, { ...step, ads_id: id });
    id = res.json().search_ad.id;
  }
  const init = await post('/v2/payments/initialize', account.headers, {
    product: 'search_ads',
    plan: 'plan_04',
    chargeVAT: true,
    email: account.user.email,
    vatNumber: '4123456789',
  });
  expect(init.statusCode).toBe(200);
  expect((await checkout(account.headers, init.json(), card)).json().status).toBe('success');
  // The operator launches the campaign.
  await t.db.updateTable('search_ads').set({ status: 'active' }).where('id', '=', id!).execute();
  const list = await t.app.inject({ method: 'GET', url: '/v2/subscriptions', headers: account.headers });
  expect(list.statusCode).toBe(200);
  const [subscription] = list.json().subscriptions;
  return { ...account, adId: id!, subscription };
}

const subscriptionOf = async (headers: Record<string, string>) =>
  (await t.app.inject({ method: 'GET', url: '/v2/subscriptions', headers })).json().subscriptions[0];
const renewalsOf = (userId: number) =>
  t.db.selectFrom('payments').selectAll().where('user_id', '=', userId).where('kind', '=', 'renewal').orderBy('id').execute();
const adOf = (id: number) => t.db.selectFrom('search_ads').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const mailTo = (to: string) => t.db.selectFrom('email_outbox').selectAll().where('to_address', '=', to).orderBy('id').execute();
/** Runs bill-due; answers what it did for this owner's subscription (others in this file are due on the same days). */
const billDue = async (date: string, subscriptionId?: number) => {
  const outcome = await runBillDue(t.db, t.config, { date });
  const mine = (refs: string[]) => (subscriptionId === undefined ? refs : refs.filter((r) => r.startsWith(`AL-R${subscriptionId}-`)));
  return { ...outcome, paid: mine(outcome.paid), declined: mine(outcome.declined) };
};

// The South African day the server bills on (from 22:00 UTC it is the next day).
const today = billingDay();
const monthly = quoteSearchAdsRenewal({ plan: 'plan_04', chargeVAT: true }).chargeZarCents;

describe('a paid order becomes a subscription', () => {
  it('renews on the day it was paid, for the management fee and ad budget with VAT, on the card it was paid with', async () => {
    const { subscription } = await paidOwner();
    expect(subscription).toMatchObject({
      status: 'active',
      amountCents: monthly,
      chargeVAT: true,
      anchorDay: Number(today.slice(8, 10)),
      nextChargeOn: addBillingMonths(today, 1),
      cancelAt: null,
      card: { brand: 'visa', last4: '4081' },
      pastDue: null,
    });
    expect(monthly).toBe((2400 + 4800) * 115);
  });

  it('prints the owner VAT number on the tax invoice', async () => {
    const owner = await paidOwner();
    const row = await t.db.selectFrom('invoices').select('document').where('user_id', '=', owner.user.id).executeTakeFirstOrThrow();
    expect(JSON.parse(row.document).customer.vatNumber).toBe('4123456789');
  });
});

describe('bill-due', () => {
  it('charges a renewal once on its date, however often and from however many instances it runs', async () => {
    const owner = await paidOwner();
    const due = owner.subscription.nextChargeOn as string;
    expect((await billDue(addDays(due, -1), owner.subscription.id)).paid).toHaveLength(0);
    const runs = await Promise.all([
      billDue(due, owner.subscription.id),
      billDue(due, owner.subscription.id),
      billDue(due, owner.subscription.id),
    ]);
    expect(runs.flatMap((r) => r.paid)).toHaveLength(1);
    await billDue(due, owner.subscription.id);
    const renewals = await renewalsOf(owner.user.id);
    expect(renewals).toHaveLength(1);
    expect(renewals[0]).toMatchObject({ status: 'success', amount_cents: monthly });
    const after = await subscriptionOf(owner.headers);
    expect(after).toMatchObject({ status: 'active', periodStart: due, nextChargeOn: addBillingMonths(due, 1, Number(today.slice(8, 10))) });

    // Its own tax invoice, in the payments list, and by email.
    const account = (await post('/v2/token-login', owner.headers)).json().user;
    const listed = account.transactions.history.find((h: { reference: string }) => h.reference === renewals[0].reference);
    expect(listed).toMatchObject({
      kind: 'renewal',
      status: 'success',
      amountCents: monthly,
      invoiceNumber: expect.stringMatching(/^INV-/),
    });
    const invoice = (await t.app.inject({ method: 'GET', url: `/v2/invoices/${listed.invoiceNumber}`, headers: owner.headers })).json()
      .invoice;
    expect(invoice.totalCents).toBe(monthly);
    expect(invoice.lines.map((l: { label: string }) => l.label).join(' ')).toMatch(/for \d+ \w+ \d{4} to \d+ \w+ \d{4}/);
    await t.settle();
    expect((await mailTo(owner.user.email)).some((m) => m.subject.includes(listed.invoiceNumber))).toBe(true);
  });

  it('gives invoice numbers without gaps across first payments and renewals', async () => {
    const rows = await t.db.selectFrom('invoices').select('number').orderBy('number').execute();
    rows.forEach((r, i) => expect(Number(r.number)).toBe(i + 1));
  });
});

describe('a declined renewal (dunning)', () => {
  it('is retried on days 1, 3 and 7 with an email each time, then the campaign pauses; a card update pays what is owed', async () => {
    const owner = await paidOwner(SANDBOX_CARDS.renewalDeclines);
    const due = owner.subscription.nextChargeOn as string;
    expect((await billDue(due, owner.subscription.id)).declined).toHaveLength(1);
    let sub = await subscriptionOf(owner.headers);
    expect(sub).toMatchObject({ status: 'past_due', nextChargeOn: addDays(due, 1), pastDue: { owedCents: monthly, failedAttempts: 1 } });
    expect((await adOf(owner.adId)).status).toBe('active');
    // Not before its day, and once on it.
    expect((await billDue(due, owner.subscription.id)).declined).toHaveLength(0);
    await Promise.all([billDue(addDays(due, 1), owner.subscription.id), billDue(addDays(due, 1), owner.subscription.id)]);
    expect((await subscriptionOf(owner.headers)).pastDue.nextRetryOn).toBe(addDays(due, 3));
    await billDue(addDays(due, 3), owner.subscription.id);
    expect((await subscriptionOf(owner.headers)).pastDue.nextRetryOn).toBe(addDays(due, 7));
    await billDue(addDays(due, 7), owner.subscription.id);
    sub = await subscriptionOf(owner.headers);
    expect(sub).toMatchObject({ status: 'paused', nextChargeOn: null, pastDue: { failedAttempts: 4, nextRetryOn: null } });
    expect((await adOf(owner.adId)).status).toBe('paused');
    expect(await renewalsOf(owner.user.id)).toHaveLength(4);
    await t.settle();
    const mails = await mailTo(owner.user.email);
    expect(mails.filter((m) => /declined/.test(m.subject))).toHaveLength(3);
    expect(mails.filter((m) => /paused/.test(m.subject))).toHaveLength(1);
    expect(mails.every((m) => !/declined|paused/.test(m.subject) || m.text.includes(`/dashboard?billing=${sub.id}`))).toBe(true);

    // The owner cannot restart the paused campaign without paying.
    const toggled = await post('/v2/search-ads/toggle', owner.headers, { ads_id: owner.adId, new_state: 'active' });
    expect(toggled.statusCode).toBe(409);

    // A card update charges what is owed: active again, the campaign runs, a new card on file.
    const init = await post(`/v2/subscriptions/${sub.id}/card`, owner.headers, { email: owner.user.email });
    expect(init.statusCode).toBe(200);
    expect(init.json().amountCents).toBe(monthly);
    expect((await checkout(owner.headers, init.json(), SANDBOX_CARDS.success)).json().status).toBe('success');
    sub = await subscriptionOf(owner.headers);
    expect(sub).toMatchObject({ status: 'active', pastDue: null, card: { last4: '4081' }, periodStart: due });
    expect((await adOf(owner.adId)).status).toBe('active');
    // The next renewal goes on the new card.
    expect((await billDue(sub.nextChargeOn, owner.subscription.id)).paid).toHaveLength(1);
  });

  it('recovers with the retry when the card works again, and lists past-due accounts for the operator', async () => {
    const owner = await paidOwner(SANDBOX_CARDS.renewalDeclines);
    const due = owner.subscription.nextChargeOn as string;
    await billDue(due, owner.subscription.id);
    const { billingForOps } = await import('./billing-runner');
    const pastDue = await (await billingForOps(t.db, t.config)).pastDue();
    expect(pastDue.map((r) => r.subscription_id)).toContain(owner.subscription.id);
    // Nothing owed: updating the card is a refunded card check.
    await t.db
      .updateTable('subscriptions')
      .set({ card_authorization: 'sbx_auth_ok_0123456789abcdef' })
      .where('id', '=', owner.subscription.id)
      .execute();
    expect((await billDue(addDays(due, 1), owner.subscription.id)).paid).toHaveLength(1);
    expect((await subscriptionOf(owner.headers)).status).toBe('active');
    const check = await post(`/v2/subscriptions/${owner.subscription.id}/card`, owner.headers, { email: owner.user.email });
    expect(check.json().amountCents).toBe(100);
  });
});

describe('cancel any month', () => {
  it('stops every charge from the end of the paid period, can be undone until then, and ends the campaign', async () => {
    const owner = await paidOwner();
    const due = owner.subscription.nextChargeOn as string;
    const cancelled = await post(`/v2/subscriptions/${owner.subscription.id}/cancel`, owner.headers);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({
      message: BILLING_MESSAGES.cancelled,
      subscription: { status: 'active', cancelAt: addDays(due, -1), nextChargeOn: null, canUndoCancel: true },
    });
    // Undo, then cancel again.
    const undone = await post(`/v2/subscriptions/${owner.subscription.id}/undo-cancel`, owner.headers);
    expect(undone.json().subscription).toMatchObject({ cancelAt: null, nextChargeOn: due });
    await post(`/v2/subscriptions/${owner.subscription.id}/cancel`, owner.headers);

    const run = await billDue(due, owner.subscription.id);
    expect(run.paid).toHaveLength(0);
    expect(await renewalsOf(owner.user.id)).toHaveLength(0);
    const ended = await subscriptionOf(owner.headers);
    expect(ended).toMatchObject({ status: 'cancelled', nextChargeOn: null, canUndoCancel: false });
    expect((await adOf(owner.adId)).status).toBe('cancelled');
    expect((await post(`/v2/subscriptions/${owner.subscription.id}/undo-cancel`, owner.headers)).statusCode).toBe(409);
    expect((await billDue(addBillingMonths(due, 1), owner.subscription.id)).paid).toHaveLength(0);

    const { billingForOps } = await import('./billing-runner');
    expect((await (await billingForOps(t.db, t.config)).cancellations()).map((r) => r.id)).toContain(owner.subscription.id);
  });

  it('ends a past-due subscription at once, forgiving what was owed', async () => {
    const owner = await paidOwner(SANDBOX_CARDS.renewalDeclines);
    await billDue(owner.subscription.nextChargeOn, owner.subscription.id);
    const res = await post(`/v2/subscriptions/${owner.subscription.id}/cancel`, owner.headers);
    expect(res.json().subscription).toMatchObject({ status: 'cancelled', nextChargeOn: null, pastDue: null });
    expect((await billDue(addDays(owner.subscription.nextChargeOn, 1), owner.subscription.id)).declined).toHaveLength(0);
  });

  it("answers another owner's subscription like a missing one", async () => {
    const owner = await paidOwner();
    const other = await t.createUser();
    expect((await post(`/v2/subscriptions/${owner.subscription.id}/cancel`, other.headers)).statusCode).toBe(404);
    expect((await post(`/v2/subscriptions/${owner.subscription.id}/card`, other.headers, { email: other.user.email })).statusCode).toBe(
      404,
    );
    expect((await post('/v2/subscriptions/abc/cancel', other.headers)).statusCode).toBe(400);
  });
});
