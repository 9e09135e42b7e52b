import { paystackProvider } from '../adapters/paystack';
import type { PaymentProvider } from '../adapters/payments';
import { createStandinApp, type StandinApp } from '../testing/standin-app';
import { billDue } from './bill-due';
import { systemClock } from './clock';
import { invoiceService } from './invoices';

/** bill-due charges several invoices at once (BILL_DUE_CONCURRENCY), never more, each once. On SQLite, and on PostgreSQL with DATABASE_URL. */
let app: StandinApp;
beforeAll(async () => {
  app = await createStandinApp();
});
afterAll(() => app?.close());

/** The stand-in's provider, each charge answered 100 ms late, counting the charges in flight at once. */
function slowProvider() {
  const { standin } = app;
  const real = paystackProvider({ secretKey: standin.secret, publicKey: null, baseUrl: standin.url, timeoutMs: 5000 });
  const seen = { inFlight: 0, most: 0, charges: 0 };
  const provider: PaymentProvider = {
    ...real,
    name: real.name,
    publicKey: real.publicKey,
    async chargeAuthorization(input) {
      seen.charges += 1;
      seen.most = Math.max(seen.most, ++seen.inFlight);
      await new Promise((r) => setTimeout(r, 100));
      try {
        return await real.chargeAuthorization(input);
      } finally {
        seen.inFlight -= 1;
      }
    },
  };
  return { provider, seen };
}

it('charges up to its concurrency at once, tells the outcomes in the invoices order, and charges each period once', async () => {
  const owners = [await app.paidOwner(), await app.paidOwner(), await app.paidOwner()];
  const { provider, seen } = slowProvider();
  const invoices = invoiceService(app.t.db, app.t.config.invoiceSupplier);
  const deps = {
    provider,
    issueInvoice: invoices.issue,
    wake: () => undefined,
    siteOrigin: 'https://ads.example.co.za',
    clock: systemClock,
    chargeConcurrency: 2,
  };
  const outcome = await billDue(app.t.db, deps, owners[0]!.due);
  expect(seen.most).toBe(2);
  const subIds = owners.map((o) => o.subscription.id).sort((a, b) => a - b);
  const day = owners[0]!.due.replace(/-/g, '');
  expect(outcome.paid).toEqual(subIds.map((id) => `AL-R${id}-${day}`));
  // Each charge by its invoice's and its payment's ids (the operator's records use them, not the label).
  const made = await app.t.db
    .selectFrom('payments')
    .select(['id', 'period_invoice_id'])
    .where('kind', '=', 'renewal')
    .orderBy('period_invoice_id')
    .execute();
  expect(outcome.charges).toEqual(
    made.map((p, i) => ({ result: 'paid', invoiceId: p.period_invoice_id, paymentId: p.id, label: `AL-R${subIds[i]}-${day}` })),
  );

  // Run again, and twice at once: nothing more is charged.
  const again = await Promise.all([billDue(app.t.db, deps, owners[0]!.due), billDue(app.t.db, deps, owners[0]!.due)]);
  expect(again.map((o) => o.paid)).toEqual([[], []]);
  expect(seen.charges).toBe(3);
  const renewals = await app.t.db.selectFrom('payments').select(['subscription_id', 'status']).where('kind', '=', 'renewal').execute();
  expect(renewals.map((p) => [p.subscription_id, p.status]).sort()).toEqual(subIds.map((id) => [id, 'success']).sort());
}, 90_000);
