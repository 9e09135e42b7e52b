import { STAFF_API } from '@adlaunch/shared';
import { staffOrderAnswerSchema, staffPastDueAnswerSchema } from '@adlaunch/shared/schemas';
import { runBillDue } from '../../billing/billing-runner';
import { createStandinApp, type PaystackStandin, type StandinApp, type TestApp } from '../../testing/standin-app';
import { signedInStaff } from '../staff-test-kit';

let standin: PaystackStandin;
let t: TestApp;
let app: StandinApp;
beforeAll(async () => {
  app = await createStandinApp({ PUBLIC_ORIGIN: 'https://ads.example.co.za' });
  ({ standin, t } = app);
});
afterAll(() => app?.close());

describe("the order page's history", () => {
  it('shows the actions on its payments and period invoices with the order’s own, and no other order’s', async () => {
    const finance = await signedInStaff(t, ['finance']);
    const owner = await app.paidOwner();
    const other = await app.paidOwner();
    standin.fail('charge', 'refused400');
    await runBillDue(t.db, t.config, { date: owner.due });
    standin.clearFaults();
    const pastDue = staffPastDueAnswerSchema.parse(
      (await t.app.inject({ method: 'GET', url: STAFF_API.pastDue, headers: finance.headers })).json(),
    );
    const row = pastDue.rows.find((r) => r.subscriptionId === owner.subscription.id)!;
    const retry = await t.app.inject({
      method: 'POST',
      url: STAFF_API.retryCharge(row.periodInvoiceId),
      payload: {},
      headers: finance.headers,
    });
    expect(retry.statusCode).toBe(200);

    const [payment] = await t.db
      .selectFrom('payments')
      .select('reference')
      .where('ad_id', '=', owner.adId)
      .where('status', '=', 'success')
      .execute();
    const [othersPayment] = await t.db
      .selectFrom('payments')
      .select('reference')
      .where('ad_id', '=', other.adId)
      .where('status', '=', 'success')
      .execute();
    for (const reference of [payment.reference, othersPayment.reference]) {
      const refund = await t.app.inject({
        method: 'POST',
        url: STAFF_API.refundPayment(reference),
        payload: { reason: 'The set-up took longer than we promised.' },
        headers: finance.headers,
      });
      expect(refund.statusCode).toBe(200);
    }

    const page = staffOrderAnswerSchema.parse(
      (await t.app.inject({ method: 'GET', url: STAFF_API.order('search_ads', owner.adId), headers: finance.headers })).json(),
    );
    expect(page.history.map((a) => [a.action, a.by, a.subject])).toEqual([
      ['refund', finance.email, { type: 'payment', id: payment.reference }],
      ['retry_charge', finance.email, { type: 'period_invoice', id: String(row.periodInvoiceId) }],
    ]);
  }, 120_000);
});
