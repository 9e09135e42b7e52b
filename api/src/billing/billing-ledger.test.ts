import { addDays, formatMoney } from '@adlaunch/shared';
import { runBillDue } from './billing-runner';
import { billDueSummary } from '../ops/commands/bill-due';
import { writeTransaction } from '../lib/transaction';
import { adToggled } from './billing';
import { recordSiteOrigin, siteOriginOf } from '../site/site-origin';
import { standinAppPerFile, type PaystackStandin, type StandinApp, type TestApp } from '../testing/standin-app';

/**
 * The findings of the billing review (decision 029), each as an owner or an operator meets it, against
 * a stand-in that answers like Paystack. On SQLite, and on PostgreSQL with DATABASE_URL.
 */
let standin: PaystackStandin;
let t: TestApp;
let app: StandinApp;
standinAppPerFile((made) => {
  app = made;
  ({ standin, t } = made);
});

const post: StandinApp['post'] = (...args) => app.post(...args);
const get: StandinApp['get'] = (...args) => app.get(...args);
const webhook = (reference: string) => app.webhook(reference);
const billDue = (date: string) => runBillDue(t.db, t.config, { date });
/**
 * Waits for the refunds given back after a commit (no payment left 'refunding'), up to 5 s: a loaded
 * machine's stand-in can take longer than a fixed wait. Past that the assertions say what is left.
 */
async function settleRefunds() {
  for (const deadline = Date.now() + 5_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 50))) {
    const left = await t.db.selectFrom('payments').select('id').where('status', '=', 'refunding').executeTakeFirst();
    if (!left) return;
  }
}

const paidOwner = () => app.paidOwner();
const subscriptionOf = async (headers: Record<string, string>) => (await get('/v2/subscriptions', headers)).json().subscriptions[0];
const paymentsOf = (userId: number) => t.db.selectFrom('payments').selectAll().where('user_id', '=', userId).orderBy('id').execute();
const taxInvoicesOf = (userId: number) => t.db.selectFrom('invoices').select('payment_id').where('user_id', '=', userId).execute();
const mailsTo = (to: string) => t.db.selectFrom('email_outbox').selectAll().where('to_address', '=', to).orderBy('id').execute();

describe('a renewal the provider fails or refuses', () => {
  it('is charged again under a new reference when the provider never took it, and is not stuck', async () => {
    const owner = await paidOwner();
    standin.fail('charge', 'error500');
    await billDue(owner.due);
    let payments = await paymentsOf(owner.user.id);
    expect(payments.filter((p) => p.kind === 'renewal').map((p) => p.status)).toEqual(['failed']);
    // The operator sees it, whatever the cause.
    const { billingForOps } = await import('./billing-runner');
    expect((await (await billingForOps(t.db, t.config)).pastDue()).map((r) => r.subscription_id)).toContain(owner.subscription.id);
    // The next run charges it with a new reference and the period is paid.
    expect((await billDue(owner.due)).paid).toHaveLength(1);
    payments = await paymentsOf(owner.user.id);
    const renewals = payments.filter((p) => p.kind === 'renewal');
    expect(renewals.map((p) => [p.reference.slice(-2), p.status])).toEqual([
      ['-1', 'failed'],
      ['-2', 'success'],
    ]);
    expect((await subscriptionOf(owner.headers)).status).toBe('active');
  });

  it('counts a refusal (HTTP 400 "Invalid authorization code") as a declined try, with its email and the next try', async () => {
    const owner = await paidOwner();
    standin.fail('charge', 'refused400');
    expect((await billDue(owner.due)).declined).toHaveLength(1);
    const sub = await subscriptionOf(owner.headers);
    expect(sub).toMatchObject({ status: 'past_due', pastDue: { failedAttempts: 1, nextRetryOn: addDays(owner.due, 1) } });
    const declined = (await mailsTo(owner.user.email)).filter((m) => m.kind === 'billing-declined');
    expect(declined).toHaveLength(1);
    // One sentence, no doubled punctuation, no amount run into the card.
    expect(declined[0]!.text).toContain('was declined (invalid authorization code). We will try again on');
    expect(declined[0]!.text).not.toMatch(/\)\.\)|\.\)\./);
    expect(declined[0]!.text).toContain('We could not charge R8,280 to your Visa card ending 4081 for');
    expect(declined[0]!.text).not.toMatch(/ending \d{4} R\d/);
    // The dashboard tells it in the email's own words.
    expect(declined[0]!.text.replace(/\s+/g, ' ')).toContain(sub.history[0].text);
  });

  it('makes no try before the next try day, even when asked the day it was declined (a mutant survived without this)', async () => {
    const owner = await paidOwner();
    standin.setCard(owner.auth, false);
    await billDue(owner.due);
    const open = await t.db
      .selectFrom('period_invoices')
      .selectAll()
      .where('subscription_id', '=', owner.subscription.id)
      .where('status', '=', 'open')
      .executeTakeFirstOrThrow();
    expect(open.next_attempt_on).toBe(addDays(owner.due, 1));
    // A second run that listed the invoice before the first declined it reaches it the same day: no second try.
    const { billingForOps } = await import('./billing-runner');
    const billing = await billingForOps(t.db, t.config);
    expect(await billing.chargeInvoice(open.id, owner.subscription.id, owner.due)).toBe('skipped');
    expect((await paymentsOf(owner.user.id)).filter((p) => p.kind === 'renewal')).toHaveLength(1);
    standin.setCard(owner.auth, true);
  });

  it('pays when the answer was lost after the charge: asked again, never charged twice', async () => {
    const owner = await paidOwner();
    standin.fail('charge', 'lost_after_charge');
    expect((await billDue(owner.due)).paid).toHaveLength(1);
    expect((await billDue(owner.due)).paid).toHaveLength(0);
    const kept = (await paymentsOf(owner.user.id)).filter((p) => p.kind === 'renewal' && p.status === 'success');
    expect(kept).toHaveLength(1);
    expect([...standin.transactions.values()].filter((tx) => tx.reference.startsWith(`AL-R${owner.subscription.id}-`))).toHaveLength(1);
  });
});

describe('one period, one payment kept', () => {
  it('refunds a card update that pays a period a retry already paid, with no second tax invoice', async () => {
    const owner = await paidOwner();
    standin.setCard(owner.auth, false);
    await billDue(owner.due);
    expect((await subscriptionOf(owner.headers)).status).toBe('past_due');
    // The owner opens a card update for what is owed; meanwhile the retry goes through on the old card.
    const init = (await post(`/v2/subscriptions/${owner.subscription.id}/card`, owner.headers, { email: owner.user.email })).json();
    standin.setCard(owner.auth, true);
    expect((await billDue(addDays(owner.due, 1))).paid.filter((r) => r.startsWith(`AL-R${owner.subscription.id}-`))).toHaveLength(1);
    standin.payCheckout(init.reference);
    const answer = (await post('/v2/payments/verify', owner.headers, { reference: init.reference })).json();
    expect(answer.message).toMatch(/already paid, so we are refunding/);
    await settleRefunds();
    const payments = await paymentsOf(owner.user.id);
    expect(payments.find((p) => p.reference === init.reference)).toMatchObject({
      status: 'refunded',
      refund_reason: 'period_already_paid',
    });
    expect(standin.refundCalls.filter((r) => r === init.reference)).toHaveLength(1);
    const kept = payments.filter((p) => p.status === 'success' && p.kind === 'renewal');
    expect(kept).toHaveLength(1);
    expect((await taxInvoicesOf(owner.user.id)).map((i) => i.payment_id).sort()).toEqual(
      payments
        .filter((p) => p.status === 'success')
        .map((p) => p.id)
        .sort(),
    );
    const refunded = (await mailsTo(owner.user.email)).filter((m) => m.kind === 'billing-refunded');
    expect(refunded).toHaveLength(1);
  });

  it('calls the provider once to refund a card check, however many webhook replays arrive at once', async () => {
    const owner = await paidOwner();
    const init = (await post(`/v2/subscriptions/${owner.subscription.id}/card`, owner.headers, { email: owner.user.email })).json();
    expect(init.amountCents).toBe(100);
    // The checkout says what the R1 is before it asks for the card.
    expect(init.amountLabel).toBe('Card check: R1, refunded at once');
    standin.payCheckout(init.reference, { last4: '1111' });
    const answers = await Promise.all([
      ...Array.from({ length: 8 }, () => webhook(init.reference)),
      post('/v2/payments/verify', owner.headers, { reference: init.reference }),
    ]);
    for (const a of answers) expect(a.statusCode).toBe(200);
    await settleRefunds();
    expect(standin.refundCalls.filter((r) => r === init.reference)).toHaveLength(1);
    expect((await subscriptionOf(owner.headers)).card).toMatchObject({ last4: '1111' });
    expect((await mailsTo(owner.user.email)).filter((m) => m.kind === 'billing-card_updated')).toHaveLength(1);
  });
});

describe('cancel at the moment of charging', () => {
  it('refunds a renewal that lands after the owner cancelled, and ends the plan on its last day', async () => {
    // The earlier owners' renewals (due the same day) are charged first, so the faults below meet this one.
    await billDue((await paidOwner()).due);
    const owner = await paidOwner();
    // The charge is on its way (the provider has not answered) when the owner cancels.
    standin.fail('charge', 'timeout_charged');
    standin.fail('verify', 'error500');
    const run = billDue(owner.due);
    // Once its payment is made the charge is asked for, and the stand-in holds its answer for the client's
    // timeout: the cancel lands while it is on its way (a fixed wait let a slow run meet the cancel first).
    const charging = () =>
      t.db.selectFrom('payments').select('id').where('user_id', '=', owner.user.id).where('kind', '=', 'renewal').executeTakeFirst();
    for (let tries = 0; tries < 500 && !(await charging()); tries++) await new Promise((r) => setTimeout(r, 10));
    const cancelled = await post(`/v2/subscriptions/${owner.subscription.id}/cancel`, owner.headers);
    expect(cancelled.statusCode).toBe(200);
    await run;
    // The run that learns the charge went through refunds it, and says so (security round 4, finding 10).
    const settled = await billDue(owner.due);
    expect(settled.refunded).toEqual([expect.stringMatching(new RegExp(`^AL-R${owner.subscription.id}-`))]);
    expect(settled.unknown).toEqual([]);
    expect(billDueSummary(owner.due, settled)).toMatch(/, 1 refunded \(AL-R[\d-]+\), 0 awaiting the provider,/);
    await settleRefunds();
    const renewals = (await paymentsOf(owner.user.id)).filter((p) => p.kind === 'renewal');
    expect(renewals.every((p) => p.status !== 'success')).toBe(true);
    expect(renewals.filter((p) => p.refund_reason !== null).map((p) => p.refund_reason)).toEqual(['cancelled']);
    const charged = renewals.filter((p) => standin.transactions.get(p.reference));
    for (const p of charged) expect(standin.transactions.get(p.reference)?.status).not.toBe('success');
    expect((await subscriptionOf(owner.headers)).status).toBe('cancelled');
  });
});

describe('a pause has a stated price', () => {
  it('states the next charge when pausing, and the renewal charges exactly it', async () => {
    const owner = await paidOwner();
    const before = await subscriptionOf(owner.headers);
    expect(before.pausePreview).toMatchObject({ on: owner.due, ifRunningCents: before.nextChargeCents });
    const toggled = await post('/v2/search-ads/toggle', owner.headers, { ads_id: owner.adId, new_state: 'paused' });
    expect(toggled.statusCode).toBe(200);
    const paused = await subscriptionOf(owner.headers);
    // Paused from the period's first day to its end: the management fee, no ad budget, and the whole
    // month's budget credited (more than the fee: nothing is charged and the rest is carried).
    expect(paused.nextChargeCents).toBe(before.pausePreview.ifPausedCents);
    expect(paused.nextChargeCents).toBe(0);
    // Every credit on the charges' basis, incl. VAT: R4,800 of budget is R5,520, the R2,760 fee taken off it.
    expect(paused.pausePreview).toMatchObject({
      ifPausedCents: 0,
      ifRunningCents: before.nextChargeCents,
      creditLeftIfPausedCents: 276000,
      creditLeftIfRunningCents: 0,
    });
    const mail = (await mailsTo(owner.user.email)).find((m) => m.kind === 'billing-ads_paused')!;
    expect(mail.text.replace(/\s+/g, ' ')).toContain(
      'nothing is charged that day: the R5,520 (incl. VAT) of ad budget for the days paused covers the management fee, and the other R2,760 (incl. VAT) comes off later charges.',
    );
    expect(mail.text).not.toMatch(/\bR0\b/);
    await billDue(owner.due);
    // Nothing to charge: no payment, and the period is covered.
    expect((await paymentsOf(owner.user.id)).filter((p) => p.kind === 'renewal')).toHaveLength(0);
    const after = await subscriptionOf(owner.headers);
    expect(after).toMatchObject({ status: 'active', periodStart: owner.due, creditCents: 276000 });
    // A renewal day that charges nothing is told by email too, with the credit left.
    const covered = (await mailsTo(owner.user.email)).filter((m) => m.kind === 'billing-paid');
    expect(covered).toHaveLength(1);
    expect(covered[0]!.text.replace(/\s+/g, ' ')).toContain('Nothing charged for');
    expect(covered[0]!.text.replace(/\s+/g, ' ')).toContain('R2,760 (incl. VAT) credit left for later charges.');

    // Resumed a week into the new period: the next renewal charges the fee and the month's budget,
    // plus the budget of the days run in this month charged without one, less the credit carried.
    const resumed = await post('/v2/search-ads/toggle', owner.headers, { ads_id: owner.adId, new_state: 'active' });
    expect(resumed.statusCode).toBe(200);
    const next = await subscriptionOf(owner.headers);
    expect(next.nextChargeCents).toBeGreaterThan(0);
    await billDue(next.nextChargeOn);
    const renewal = (await paymentsOf(owner.user.id)).find((p) => p.kind === 'renewal')!;
    expect(renewal).toMatchObject({ status: 'success', amount_cents: next.nextChargeCents });
  });
});

describe('a plan that ends settles the ad budget of its last period', () => {
  /** The owner's campaign toggle on a given day, as the route does it on the day it runs. */
  const toggle = (owner: Awaited<ReturnType<typeof paidOwner>>, to: 'active' | 'paused', day: string) =>
    writeTransaction(t.db, async (trx) => {
      await trx.updateTable('search_ads').set({ status: to }).where('id', '=', owner.adId).execute();
      await adToggled(trx, owner.adId, to, 'https://ads.example.co.za', day);
    });

  it('charges the budget of the days run when the ads were paused on the renewal day, says so before, and tells it (security round 4, finding 1)', async () => {
    const owner = await paidOwner();
    // Paused on the renewal day before bill-due: the renewal charges the management fee only.
    await toggle(owner, 'paused', owner.due);
    await billDue(owner.due);
    const renewal = (await paymentsOf(owner.user.id)).find((p) => p.kind === 'renewal')!;
    expect(renewal).toMatchObject({ status: 'success', amount_cents: 276000 });
    // Resumed three days later, then cancelled: the plan ends on its next renewal day.
    await toggle(owner, 'active', addDays(owner.due, 3));
    const cancelled = (await post(`/v2/subscriptions/${owner.subscription.id}/cancel`, owner.headers)).json().subscription;
    const end = addDays(cancelled.cancelAt, 1);
    const days = Math.round((Date.parse(end) - Date.parse(owner.due)) / 86_400_000);
    const owed = Math.round(Math.round((480000 * (days - 3)) / days) * 1.15);
    // The dashboard says what the last charge will be, incl. VAT, and when.
    expect(cancelled.cancelPreview).toEqual({ on: end, amountCents: owed, creditLeftCents: 0 });
    await billDue(end);
    const settlement = (await paymentsOf(owner.user.id)).filter((p) => p.kind === 'renewal').at(-1)!;
    expect(settlement).toMatchObject({ status: 'success', amount_cents: owed });
    expect((await taxInvoicesOf(owner.user.id)).map((i) => i.payment_id)).toContain(settlement.id);
    const sub = await subscriptionOf(owner.headers);
    expect(sub.status).toBe('cancelled');
    expect(sub.cancelPreview).toBeNull();
    const told = sub.history.find((h: { kind: string }) => h.kind === 'paid')!;
    expect(told.text).toMatch(/^Paid R[\d,.]+ for the ad budget of the days your ads ran from .+: tax invoice/);
    // Its email is the tax invoice's, opening with the same words.
    const invoiceMails = (await mailsTo(owner.user.email)).filter((m) => m.kind === 'invoice');
    expect(invoiceMails.at(-1)!.text.replace(/\s+/g, ' ')).toContain(told.text);
    // Run again: nothing more.
    await billDue(end);
    expect((await paymentsOf(owner.user.id)).filter((p) => p.kind === 'renewal')).toHaveLength(2);
  });
});

describe('a plan that ends with credit pays it back', () => {
  const toggle = (owner: Awaited<ReturnType<typeof paidOwner>>, to: 'active' | 'paused', day: string) =>
    writeTransaction(t.db, async (trx) => {
      await trx.updateTable('search_ads').set({ status: to }).where('id', '=', owner.adId).execute();
      await adToggled(trx, owner.adId, to, 'https://ads.example.co.za', day);
    });
  const refundsOf = (userId: number) =>
    t.db.selectFrom('payment_refunds').selectAll().where('user_id', '=', userId).orderBy('id').execute();

  it('refunds the budget of the days paused, incl. VAT, to the card of the last payment, as the cancel dialog said (security round 4, finding 1)', async () => {
    const owner = await paidOwner();
    const start = owner.subscription.periodStart as string;
    // Paused ten days of a month whose budget the order paid, then cancelled: the plan ends owing the owner.
    await toggle(owner, 'paused', addDays(start, 2));
    await toggle(owner, 'active', addDays(start, 12));
    const cancelled = (await post(`/v2/subscriptions/${owner.subscription.id}/cancel`, owner.headers)).json().subscription;
    const end = addDays(cancelled.cancelAt, 1);
    const days = Math.round((Date.parse(end) - Date.parse(start)) / 86_400_000);
    const credit = Math.round(Math.round(480000 * (1 - (days - 10) / days)) * 1.15);
    expect(cancelled.cancelPreview).toEqual({ on: end, amountCents: 0, creditLeftCents: credit });
    await billDue(end);
    const [order] = await paymentsOf(owner.user.id);
    // Given back against the order's payment, which stays kept; the provider refunded exactly that.
    expect(await refundsOf(owner.user.id)).toEqual([
      expect.objectContaining({ payment_id: order!.id, amount_cents: credit, status: 'refunded', reason: 'plan_end_credit' }),
    ]);
    expect(order!.status).toBe('success');
    expect(standin.refundedOf(order!.reference)).toBe(credit);
    const sub = await subscriptionOf(owner.headers);
    expect(sub).toMatchObject({ status: 'cancelled', creditCents: 0 });
    // Told on the dashboard and by the end-of-plan email, in the same words.
    const told = sub.history.find((h: { kind: string }) => h.kind === 'refunded')!;
    expect(told.text).toContain(`${formatMoney(credit, 'ZAR')} (incl. VAT)`);
    expect(told.text).toMatch(/comes back to your Visa card ending 4081/);
    const mail = (await mailsTo(owner.user.email)).filter((m) => m.kind === 'billing-refunded');
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toMatch(/your plan has ended/i);
    expect(mail[0]!.text.replace(/\s+/g, ' ')).toContain(told.text);
    // Run again (or on a second instance): nothing more is given back.
    await billDue(end);
    await billDue(addDays(end, 1));
    expect(await refundsOf(owner.user.id)).toHaveLength(1);
    expect(standin.refundCalls.filter((r) => r === order!.reference)).toHaveLength(1);
  });

  it('spreads it over the last payments when one is not enough, and keeps what the provider refuses as owed for finance', async () => {
    const owner = await paidOwner();
    const [order] = await paymentsOf(owner.user.id);
    // The renewal paid with the month's budget, then the ads paused all that month and the plan cancelled.
    await billDue(owner.due);
    const renewal = (await paymentsOf(owner.user.id)).find((p) => p.kind === 'renewal')!;
    expect(renewal.status).toBe('success');
    await toggle(owner, 'paused', owner.due);
    const cancelled = (await post(`/v2/subscriptions/${owner.subscription.id}/cancel`, owner.headers)).json().subscription;
    const credit = cancelled.cancelPreview.creditLeftCents as number;
    expect(credit).toBe(Math.round(480000 * 1.15));
    // As if the renewal were small (R10) and mostly refunded at the provider by hand: the credit needs the order too,
    // and the provider refuses the renewal's part.
    await t.db.updateTable('payments').set({ amount_cents: 1000 }).where('id', '=', renewal.id).execute();
    standin.transactions.get(renewal.reference)!.amount = 500;
    await billDue(addDays(cancelled.cancelAt, 1));
    const refunds = await refundsOf(owner.user.id);
    expect(refunds.map((r) => [r.payment_id, r.amount_cents, r.status])).toEqual([
      [renewal.id, 1000, 'owed'],
      [order!.id, credit - 1000, 'refunded'],
    ]);
    expect(refunds.reduce((sum, r) => sum + r.amount_cents, 0)).toBe(credit);
    const { listRefunds } = await import('../payments/payment-store');
    expect(await listRefunds(t.db)).toEqual(
      expect.arrayContaining([expect.objectContaining({ reference: renewal.reference, status: 'owed', amountCents: 1000 })]),
    );
  });
});

describe('every money event is told once, by email and on the dashboard', () => {
  it('confirms a cancel with the last day, an undo with the next charge, and links to the configured address', async () => {
    const owner = await paidOwner();
    await post(`/v2/subscriptions/${owner.subscription.id}/cancel`, owner.headers);
    await post(`/v2/subscriptions/${owner.subscription.id}/cancel`, owner.headers);
    await post(`/v2/subscriptions/${owner.subscription.id}/undo-cancel`, owner.headers);
    const mails = await mailsTo(owner.user.email);
    const cancel = mails.filter((m) => m.kind === 'billing-cancelled');
    expect(cancel).toHaveLength(1);
    expect(cancel[0]!.text).toContain('its last day of service');
    expect(mails.filter((m) => m.kind === 'billing-cancel_undone')).toHaveLength(1);
    for (const m of mails.filter((m) => m.kind.startsWith('billing-'))) expect(m.text).toContain('https://ads.example.co.za/dashboard');
    const sub = await subscriptionOf(owner.headers);
    expect(sub.history.map((h: { kind: string }) => h.kind)).toEqual(['cancel_undone', 'cancelled', 'paid']);
  });

  it('lets an ops command link where the server runs when no public address is configured', async () => {
    const config = { ...t.config, publicOrigin: null, port: 3177 };
    await recordSiteOrigin(t.db, config);
    expect(await siteOriginOf(t.db, { ...config, port: 3000 })).toBe('http://localhost:3177');
    expect(await siteOriginOf(t.db, { ...config, publicOrigin: 'https://ads.example.co.za' })).toBe('https://ads.example.co.za');
  });
});

describe('the payments table', () => {
  it('totals only what was paid, and states each row’s period and South African day', async () => {
    const owner = await paidOwner();
    standin.setCard(owner.auth, false);
    await billDue(owner.due);
    await billDue(addDays(owner.due, 1));
    standin.setCard(owner.auth, true);
    await billDue(addDays(owner.due, 3));
    const session = (await post('/v2/token-login', owner.headers)).json();
    const { history, totals } = session.user.transactions;
    expect(history.map((h: { status: string }) => h.status)).toEqual(['success', 'failed', 'failed', 'success']);
    expect(totals.count).toBe(2);
    expect(totals.paidCents).toBe(
      history
        .filter((h: { status: string }) => h.status === 'success')
        .reduce((s: number, h: { amountCents: number }) => s + h.amountCents, 0),
    );
    expect(history[0].period).toEqual({ start: owner.due, end: expect.any(String) });
    expect(history[0].day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
