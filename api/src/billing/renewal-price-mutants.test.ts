import { addDays, PRICES } from '@adlaunch/shared';
import { writeTransaction } from '../lib/transaction';
import { standinAppPerFile, type StandinApp } from '../testing/standin-app';
import { adToggled } from './billing';

/**
 * The renewal price's reading of the ledger (renewal-price.ts) where mutation testing found no test
 * (docs/testing.md): the pause dialog's "if they are still paused / running again then".
 */
// The test pays an order first: slow on the shared 2-core machine.
jest.setTimeout(120_000);

let app: StandinApp;
standinAppPerFile((made) => (app = made));

const subscriptionOf = async (headers: Record<string, string>) => (await app.get('/v2/subscriptions', headers)).json().subscriptions[0];

describe('the pause dialog of ads paused later in the period', () => {
  it('states the next charge as it stands when they stay paused, and without the later pauses when they run again', async () => {
    const owner = await app.paidOwner();
    const toggle = (to: 'active' | 'paused', day: string) =>
      writeTransaction(app.t.db, async (trx) => {
        await trx.updateTable('search_ads').set({ status: to }).where('id', '=', owner.adId).execute();
        await adToggled(trx, owner.adId, to, 'https://ads.example.co.za', day);
      });
    // Paused for five days, then (scheduled) paused again three days before the renewal.
    await toggle('paused', addDays(owner.due, -20));
    await toggle('active', addDays(owner.due, -15));
    const withFirstPause = (await subscriptionOf(owner.headers)).nextChargeCents;
    await toggle('paused', addDays(owner.due, -3));
    const sub = await subscriptionOf(owner.headers);
    expect(sub.nextChargeCents).toBeLessThan(withFirstPause);
    // Still paused then: the charge as it stands. Running again from today: only the first pause counts.
    expect(sub.pausePreview).toMatchObject({ ifPausedCents: sub.nextChargeCents, ifRunningCents: withFirstPause });
  });
});

describe('the next charge of an owner who charges no VAT, and of a staff account', () => {
  it('adds no VAT for an owner outside South Africa, and a staff account renews at the test amount', async () => {
    const owner = await app.paidOwner();
    const set = (values: { charge_vat?: 0 | 1; is_staff?: 0 | 1 }) =>
      app.t.db.updateTable('subscriptions').set(values).where('id', '=', owner.sub.id).execute();
    const withVat = (await subscriptionOf(owner.headers)).nextChargeCents as number;
    await set({ charge_vat: 0 });
    const withoutVat = (await subscriptionOf(owner.headers)).nextChargeCents as number;
    expect(withVat).toBe(withoutVat + Math.round(withoutVat * PRICES.vatRate));
    await set({ is_staff: 1 });
    expect((await subscriptionOf(owner.headers)).nextChargeCents).toBe(PRICES.testPaymentUnits * 100);
  });
});

describe('the last charge of a plan whose period was charged no budget', () => {
  it('settles the days run with VAT only for an owner who charges VAT', async () => {
    const owner = await app.paidOwner();
    // As when the ads were paused on the renewal day: that period's charge held no ad budget.
    const invoice = await app.t.db
      .selectFrom('period_invoices')
      .select(['id', 'figures'])
      .where('subscription_id', '=', owner.sub.id)
      .where('period_start', '=', owner.sub.period_start)
      .executeTakeFirstOrThrow();
    const figures = { ...JSON.parse(invoice.figures), ads_cost: 0 };
    await app.t.db
      .updateTable('period_invoices')
      .set({ figures: JSON.stringify(figures) })
      .where('id', '=', invoice.id)
      .execute();
    const lastCharge = async () => (await subscriptionOf(owner.headers)).cancelPreview.amountCents as number;
    const withVat = await lastCharge();
    await app.t.db.updateTable('subscriptions').set({ charge_vat: 0 }).where('id', '=', owner.sub.id).execute();
    const withoutVat = await lastCharge();
    expect(withoutVat).toBeGreaterThan(0);
    expect(withVat).toBe(withoutVat + Math.round(withoutVat * PRICES.vatRate));
  });
});
