import { quoteProfile, quoteSearchAds } from '@adlaunch/shared';
import { sessionUserSchema } from '@adlaunch/shared/schemas';
import { promoService } from '../promo-codes/promo-codes';
import { createTestApp, type TestApp } from '../testing/test-app';
import { filledProfile } from '../testing/profile-steps';

// Prices come from what the server stores, never from what the browser claims.
const about = {
  mobile: '+27 82 555 0101',
  business_name: 'Sipho Plumbing',
  business_url: 'sipho.co.za',
  location_ids: ['co:ZA'],
  address: '1 Long St, Cape Town',
};
const details = {
  ad_details: { headline_1: 'Plumber', headline_2: 'Fast Repairs', headline_3: 'Call Today', desc_1: 'Pipes fixed.', desc_2: 'Insured.' },
};
const keywords = { keywords: ['plumber'], competitors: ['Acme Plumbing'] };
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await promoService(t.db).create({ code: 'ONCE10', type: 'percent', percentage: 10 });
  await promoService(t.db).create({ code: 'FIRSTONLY', type: 'percent', percentage: 20, maxUses: 1 });
});
afterAll(() => t.close());

type Fields = Parameters<TestApp['createUser']>[1];
const post = (url: string, headers: Record<string, string>, payload: object) => t.app.inject({ method: 'POST', url, headers, payload });

async function withAd(fields: Fields = {}) {
  const account = await t.createUser(undefined, fields);
  let id: number | undefined;
  for (const step of [about, details, keywords])
    id = (await post('/v2/search-ads', account.headers, { ...step, ads_id: id })).json().search_ad.id;
  return account;
}

async function withProfile(fields: Fields = {}) {
  const account = await t.createUser(undefined, fields);
  const stamp = new Date().toISOString();
  await t.db
    .insertInto('profiles')
    .values({ user_id: account.user.id, status: 'setup', created_at: stamp, updated_at: stamp, ...filledProfile })
    .execute();
  return account;
}

async function pay(headers: Record<string, string>, reference: string, access_code: string) {
  await post('/v2/payments/sandbox/charge', headers, { access_code, card_number: '4084084084084081' });
  expect((await post('/v2/payments/verify', headers, { reference })).json().status).toBe('success');
}

const gbp = { product: 'gbp', chargeVAT: false, email: 'sipho@example.com' };
const search = (plan: string, chargeVAT = false) => ({ product: 'search_ads', plan, chargeVAT, email: 'sipho@example.com' });
const fullProfile = quoteProfile({ hasReferral: false, chargeVAT: false }).chargeZarCents;
const referralProfile = quoteProfile({ hasReferral: true, chargeVAT: false }).chargeZarCents;

describe('referral price', () => {
  it('is refused for a made-up code and for your own code', async () => {
    const made = await withProfile({ charge_vat: 0 });
    expect((await post('/v2/payments/initialize', made.headers, { ...gbp, referrer: 'FRIEND1' })).json().amountCents).toBe(fullProfile);
    const own = await withProfile({ charge_vat: 0 });
    const answer = await post('/v2/payments/initialize', own.headers, { ...gbp, referrer: own.user.referral_code });
    expect(answer.json().amountCents).toBe(fullProfile);
    const stored = await withProfile({ charge_vat: 0, referrer: 'NOBODY1234' });
    expect((await post('/v2/payments/initialize', stored.headers, gbp)).json().amountCents).toBe(fullProfile);
  });

  it("is given for another account's code, sent or stored at registration", async () => {
    const friend = await t.createUser();
    const sent = await withProfile({ charge_vat: 0 });
    const answer = await post('/v2/payments/initialize', sent.headers, { ...gbp, referrer: friend.user.referral_code.toLowerCase() });
    expect(answer.json().amountCents).toBe(referralProfile);
    const stored = await withProfile({ charge_vat: 0, referrer: friend.user.referral_code });
    expect((await post('/v2/payments/initialize', stored.headers, gbp)).json().amountCents).toBe(referralProfile);
  });

  it('is announced in the session only when the stored code is valid, so the browser never shows a price the server refuses', async () => {
    const referralValid = async (headers: Record<string, string>) =>
      sessionUserSchema.parse((await post('/v2/token-login', headers, {})).json()).user.referralValid;
    const friend = await t.createUser();
    expect(await referralValid((await t.createUser(undefined, { referrer: friend.user.referral_code })).headers)).toBe(true);
    expect(await referralValid((await t.createUser(undefined, { referrer: 'NOBODY1234' })).headers)).toBe(false);
    expect(await referralValid((await t.createUser()).headers)).toBe(false);
    const own = await t.createUser();
    await t.db.updateTable('users').set({ referrer: own.user.referral_code }).where('id', '=', own.user.id).execute();
    expect(await referralValid(own.headers)).toBe(false);
    const unverified = await t.createUser(undefined, { email_verified: 0 });
    expect(await referralValid((await t.createUser(undefined, { referrer: unverified.user.referral_code })).headers)).toBe(false);
  });
});

describe('A/B variant', () => {
  it("prices from the account's variant: a variant A plan claimed by a B account costs the B price", async () => {
    const b = await withAd({ ab_variant: 'B', charge_vat: 0 });
    const res = await post('/v2/payments/initialize', b.headers, search('plan_01'));
    expect(res.json().amountCents).toBe(quoteSearchAds({ plan: 'plan_03', chargeVAT: false }).chargeZarCents);
    const row = await t.db.selectFrom('payments').select('plan').where('reference', '=', res.json().reference).executeTakeFirstOrThrow();
    expect(row.plan).toBe('plan_03');

    const a = await withAd({ ab_variant: 'A', charge_vat: 0 });
    const high = await post('/v2/payments/initialize', a.headers, search('plan_04'));
    expect(high.json().amountCents).toBe(quoteSearchAds({ plan: 'plan_02', chargeVAT: false }).chargeZarCents);
  });
});

describe('VAT', () => {
  it('is charged when the account says so, whatever the browser sends', async () => {
    const account = await withAd({ ab_variant: 'B', charge_vat: 1 });
    const res = await post('/v2/payments/initialize', account.headers, search('plan_04', false));
    expect(res.json().amountCents).toBe(quoteSearchAds({ plan: 'plan_04', chargeVAT: true }).chargeZarCents);
  });

  it('a "yes" from the browser is kept on the account, so a later "no" does not remove it', async () => {
    const account = await withProfile({ charge_vat: 0 });
    const yes = await post('/v2/payments/initialize', account.headers, { ...gbp, chargeVAT: true });
    expect(yes.json().amountCents).toBe(quoteProfile({ hasReferral: false, chargeVAT: true }).chargeZarCents);
    const no = await post('/v2/payments/initialize', account.headers, { ...gbp, chargeVAT: false });
    expect(no.json().amountCents).toBe(quoteProfile({ hasReferral: false, chargeVAT: true }).chargeZarCents);
  });

  it("is asked on each wizard's first step: the answer and VAT number are stored with the account, and price the order", async () => {
    const account = await t.createUser(undefined, { charge_vat: 0, ab_variant: 'B' });
    const userRow = () =>
      t.db
        .selectFrom('users')
        .select(['charge_vat', 'vat_answered', 'vat_number'])
        .where('id', '=', account.user.id)
        .executeTakeFirstOrThrow();
    expect(await userRow()).toEqual({ charge_vat: 0, vat_answered: 0, vat_number: null });

    const bad = await post('/v2/search-ads', account.headers, { ...about, charge_vat: 'yes', vat_number: '123' });
    expect(bad.statusCode).toBe(400);
    expect(await userRow()).toEqual({ charge_vat: 0, vat_answered: 0, vat_number: null });

    const no = await post('/v2/search-ads', account.headers, { ...about, charge_vat: 'no', vat_number: '4123456789' });
    expect(no.statusCode).toBe(200);
    // A "no" is an answer; a VAT number only goes with a "yes".
    expect(await userRow()).toEqual({ charge_vat: 0, vat_answered: 1, vat_number: null });
    const id = no.json().search_ad.id;
    const yes = await post('/v2/search-ads', account.headers, { ...about, ads_id: id, charge_vat: 'yes', vat_number: '4123 456 789' });
    expect(yes.statusCode).toBe(200);
    expect(await userRow()).toEqual({ charge_vat: 1, vat_answered: 1, vat_number: '4123456789' });
    // Until the first payment the owner may change their answer: a later "no" takes VAT off; a step
    // without the answer (details) leaves it alone.
    await post('/v2/search-ads', account.headers, { ...about, ads_id: id, charge_vat: 'no' });
    await post('/v2/search-ads', account.headers, { ...details, ads_id: id });
    await post('/v2/search-ads', account.headers, { ...keywords, ads_id: id });
    expect(await userRow()).toMatchObject({ charge_vat: 0, vat_answered: 1 });
    // The pay step sends what the session holds; the server prices from what it stored.
    const res = await post('/v2/payments/initialize', account.headers, search('plan_04', false));
    expect(res.json().amountCents).toBe(quoteSearchAds({ plan: 'plan_04', chargeVAT: false }).chargeZarCents);
    // Once an order is paid with VAT, a "no" cannot take it off its renewals.
    const paidYes = await post('/v2/search-ads', account.headers, { ...about, ads_id: id, charge_vat: 'yes' });
    expect(paidYes.statusCode).toBe(200);
    const init = (await post('/v2/payments/initialize', account.headers, search('plan_04', true))).json();
    await post('/v2/payments/sandbox/charge', account.headers, { access_code: init.access_code, card_number: '4084084084084081' });
    expect((await post('/v2/payments/verify', account.headers, { reference: init.reference })).json().status).toBe('success');
    await post('/v2/search-ads', account.headers, { ...about, ads_id: id, charge_vat: 'no' });
    expect(await userRow()).toMatchObject({ charge_vat: 1 });
  });

  it("is saved with the business profile's first step too", async () => {
    const account = await t.createUser(undefined, { charge_vat: 0 });
    const res = await post('/v2/google-business-profile', account.headers, {
      mobile: '+27 82 555 0101',
      business_name: 'Sipho',
      business_url: 'sipho.co.za',
      category: 'Plumber',
      registration_number: '2019/123456/07',
      charge_vat: 'no',
    });
    expect(res.statusCode).toBe(200);
    const row = await t.db
      .selectFrom('users')
      .select(['charge_vat', 'vat_answered'])
      .where('id', '=', account.user.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ charge_vat: 0, vat_answered: 1 });
    const wrong = await post('/v2/google-business-profile', account.headers, { gbp_id: res.json().profile.id, charge_vat: 'maybe' });
    expect(wrong.statusCode).toBe(400);
  });
});

describe('promo code reuse', () => {
  it('is one use per account per code', async () => {
    const account = await withAd({ ab_variant: 'B', charge_vat: 0 });
    const first = (await post('/v2/payments/initialize', account.headers, { ...search('plan_04'), promo_code: 'ONCE10' })).json();
    // Starting the same order's checkout again is not a second use.
    const retry = (await post('/v2/payments/initialize', account.headers, { ...search('plan_04'), promo_code: 'ONCE10' })).json();
    await pay(account.headers, retry.reference, retry.access_code);
    expect(first.amountCents).toBe(retry.amountCents);

    const stamp = new Date().toISOString();
    await t.db
      .insertInto('profiles')
      .values({ user_id: account.user.id, status: 'setup', created_at: stamp, updated_at: stamp, ...filledProfile })
      .execute();
    const again = await post('/v2/payments/initialize', account.headers, { ...gbp, promo_code: 'once10' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('You have already used this promo code.');
    expect((await post('/v2/promo_code', account.headers, { promo_code: 'ONCE10' })).statusCode).toBe(409);
    expect((await post('/v2/payments/initialize', account.headers, gbp)).statusCode).toBe(200);
  });

  it('stops at the total number of uses a code allows', async () => {
    const first = await withProfile({ charge_vat: 0 });
    const answer = (await post('/v2/payments/initialize', first.headers, { ...gbp, promo_code: 'FIRSTONLY' })).json();
    await pay(first.headers, answer.reference, answer.access_code);
    const second = await withProfile({ charge_vat: 0 });
    const refused = await post('/v2/payments/initialize', second.headers, { ...gbp, promo_code: 'FIRSTONLY' });
    expect(refused.statusCode).toBe(404);
    expect((await post('/v2/promo_code', second.headers, { promo_code: 'FIRSTONLY' })).statusCode).toBe(404);
  });

  it('holds a use while another account is at the checkout with it', async () => {
    await promoService(t.db).create({ code: 'HELD1', type: 'percent', percentage: 5, maxUses: 1 });
    const first = await withProfile({ charge_vat: 0 });
    expect((await post('/v2/payments/initialize', first.headers, { ...gbp, promo_code: 'HELD1' })).statusCode).toBe(200);
    const second = await withProfile({ charge_vat: 0 });
    expect((await post('/v2/payments/initialize', second.headers, { ...gbp, promo_code: 'HELD1' })).statusCode).toBe(404);
  });
});
