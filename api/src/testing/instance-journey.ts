import { sign } from '../adapters/payments';
import type { ApiInstance } from './api-process';
import { details, keywords } from './search-ad-steps';
import { startFakeServer } from './fake-server';

/** The production settings every API process of these tests runs with, besides its mail server and database. */
export const PAYSTACK_SECRET = 'sk_test_instances_secret';

export function productionEnv({ smtpUrl, paystackUrl }: { smtpUrl: string; paystackUrl: string }): Record<string, string> {
  return {
    SMTP_URL: smtpUrl,
    PAYSTACK_SECRET_KEY: PAYSTACK_SECRET,
    PAYSTACK_PUBLIC_KEY: 'pk_test_instances',
    PAYSTACK_BASE_URL: paystackUrl,
    INVOICE_SUPPLIER_NAME: 'AdLaunch Test (Pty) Ltd',
    INVOICE_SUPPLIER_ADDRESS: '1 Test Street, Cape Town',
    INVOICE_SUPPLIER_VAT_NUMBER: '4999999999',
    // The outbox looks often and retries soon, so the tests take seconds rather than minutes.
    OUTBOX_POLL_MS: '200',
    OUTBOX_RETRY_BASE_MS: '200',
    OUTBOX_CLAIM_MS: '2000',
  };
}

/** The reusable card a checkout leaves behind (renewals charge it). */
const CARD = { authorization_code: 'AUTH_instances', card_type: 'visa', brand: 'visa', last4: '4081', reusable: true };

/**
 * A stand-in for Paystack that every instance calls: it records each transaction initialised (a
 * checkout) and each stored card charged (a renewal), and answers verify with what `pay` recorded.
 */
export async function fakePaystack() {
  const paid = new Map<string, { amount: number; currency: string }>();
  let holdRenewals = false;
  const server = await startFakeServer(({ method, url, body }) => {
    if (method === 'POST' && url === '/transaction/initialize') {
      const { reference } = body as { reference: string };
      return { body: { status: true, message: 'ok', data: { access_code: `ac_${reference}`, reference } } };
    }
    if (method === 'POST' && url === '/transaction/charge_authorization') {
      const { reference, amount, currency } = body as { reference: string; amount: number; currency: string };
      const repeat = server.requests.filter((r) => r.url === url && (r.body as { reference: string }).reference === reference).length > 1;
      if (repeat) return { status: 400, body: { status: false, message: 'Duplicate Transaction Reference' } };
      paid.set(reference, { amount, currency });
      // The card is charged, but the answer never comes back (the caller is killed meanwhile).
      if (holdRenewals) return new Promise<never>(() => undefined);
      return {
        body: { status: true, message: 'Charge attempted', data: { reference, status: 'success', amount, currency, authorization: CARD } },
      };
    }
    const match = /^\/transaction\/verify\/(.+)$/.exec(url);
    if (method === 'GET' && match) {
      const reference = decodeURIComponent(match[1]);
      const charge = paid.get(reference);
      return {
        body: {
          status: true,
          message: 'Verification successful',
          data: charge
            ? { reference, status: 'success', gateway_response: 'Approved', authorization: CARD, ...charge }
            : { reference, status: 'ongoing', amount: 0, currency: 'ZAR' },
        },
      };
    }
    return { status: 404, body: { status: false, message: 'not found' } };
  });
  return {
    url: server.url,
    close: server.close,
    /** Transactions initialised: one per checkout the API opened. */
    initialized: () => server.requests.filter((r) => r.url === '/transaction/initialize'),
    /** From now on, renewals are charged but never answered (until `false`). */
    holdRenewals: (hold: boolean) => (holdRenewals = hold),
    /** Renewal requests received, accepted or refused. */
    renewalRequests: () => server.requests.filter((r) => r.url === '/transaction/charge_authorization'),
    /** Stored cards charged (renewals), one per reference Paystack accepted. */
    renewals: () =>
      [...paid.keys()].filter((reference) =>
        server.requests.some(
          (r) => r.url === '/transaction/charge_authorization' && (r.body as { reference: string }).reference === reference,
        ),
      ),
    /** The owner pays at Paystack's checkout; the webhook Paystack then sends (signed). */
    pay(reference: string, amount: number) {
      paid.set(reference, { amount, currency: 'ZAR' });
      const body = JSON.stringify({
        event: 'charge.success',
        data: { reference, amount, currency: 'ZAR', status: 'success', authorization: CARD },
      });
      return { body, headers: { 'x-paystack-signature': sign(PAYSTACK_SECRET, body) } };
    },
  };
}

export const newOwner = (email: string) => ({
  cid: 'cid-instances',
  first_name: 'Lerato',
  last_name: 'Mokoena',
  email,
  password: 'a long and unusual passphrase',
  extras: [],
});

const adSteps = [
  {
    mobile: '+27 82 555 0101',
    business_name: 'Lerato Plumbing',
    business_url: 'lerato.co.za',
    location_ids: ['co:ZA'],
    address: '1 Long St',
  },
  details,
  keywords,
];

/** Walks the search ads wizard, one step per instance in turn, and opens the checkout on the last one. */
export async function startCheckout(instances: ApiInstance[], token: string) {
  const headers = { authorization: `Bearer ${token}` };
  let id: number | undefined;
  for (const [i, step] of adSteps.entries()) {
    const res = await instances[i % instances.length].post('/v2/search-ads', { ...step, ads_id: id }, headers);
    if (res.status !== 200) throw new Error(`search ad step ${i}: ${res.status} ${JSON.stringify(res.json)}`);
    id = res.json.search_ad.id;
  }
  const order = { product: 'search_ads', plan: 'plan_04', chargeVAT: true, email: 'billing@example.com' };
  const init = await instances[instances.length - 1].post('/v2/payments/initialize', order, headers);
  if (init.status !== 200) throw new Error(`initialize: ${init.status} ${JSON.stringify(init.json)}`);
  return { headers, adId: id!, reference: init.json.reference as string, amountCents: init.json.amountCents as number };
}
