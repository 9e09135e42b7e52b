import { STAFF_API } from '@adlaunch/shared';
import { signedInStaff } from '../staff/staff-test-kit';
import { createStandinApp, type StandinApp } from '../testing/standin-app';
import { runBillDue } from './billing-runner';

/**
 * The ledger's transitions (ledger.ts) where mutation testing found no test that told a wrong one from
 * the right one (docs/testing.md): each as an owner or the back office meets it.
 */
let app: StandinApp;
beforeAll(async () => {
  app = await createStandinApp({ PUBLIC_ORIGIN: 'https://ads.example.co.za' });
});
afterAll(() => app?.close());
afterEach(() => app.standin.clearFaults());

const billDue = (date: string) => runBillDue(app.t.db, app.t.config, { date });
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
