import type { ApiInstance } from './api-process';
import { details, keywords } from './search-ad-steps';
import { startPaystackStandin } from './paystack-standin';

/** The production settings every API process of these tests runs with, besides its mail server and database. */
const PAYSTACK_SECRET = 'sk_test_instances_secret';

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

/**
 * Paystack as every instance sees it: the stand-in that answers like Paystack (its error answers
 * included), with the few questions these journeys ask of it.
 */
export async function fakePaystack() {
  const standin = await startPaystackStandin({ secret: PAYSTACK_SECRET });
  const charges = () => standin.requests.filter((r) => r.path === '/transaction/charge_authorization');
  return {
    url: standin.url,
    close: standin.close,
    standin,
    /** Transactions initialised: one per checkout the API opened. */
    initialized: () => standin.requests.filter((r) => r.path === '/transaction/initialize'),
    /** From now on, renewals are charged but never answered (until `false`). */
    holdRenewals: (hold: boolean) => standin.holdCharges(hold),
    /** Renewal requests received, accepted or refused. */
    renewalRequests: charges,
    /** Stored cards charged (renewals), one per reference Paystack took. */
    renewals: () =>
      [...standin.transactions.values()]
        .filter((t) => t.createdBy === 'charge_authorization' && t.status === 'success')
        .map((t) => t.reference),
    /** The owner pays at Paystack's checkout; the webhook Paystack then sends (signed). */
    pay(reference: string) {
      standin.payCheckout(reference);
      const { body, signature } = standin.webhook(reference);
      return { body, headers: { 'x-paystack-signature': signature } };
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
