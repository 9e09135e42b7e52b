import * as cheerio from 'cheerio';
import { formatMoney, planFor, quoteProfile, quoteSearchAds } from '@adlaunch/shared';
import { promoService } from '../../promo-codes/promo-codes';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { PAY_NEEDS_SCRIPTS } from '../no-script-notes';
import { ownerFrameFile } from '../snapshot-files';
import { ORIGIN, postForm, servedSite } from './forms-test-kit';
import { filledProfile } from '../../testing/profile-steps';

let t: TestApp;
let site: ReturnType<typeof servedSite>;

/** The kit's pending TotalsTable and the pay step's rows of buttons, as a served frame renders them (trimmed). */
const table = (caption: string, lines: string[]) =>
  `<table><caption>${caption}</caption><tbody>` +
  [...lines, 'vat', 'total']
    .map((id) => `<tr><th scope="row">${id}</th><td data-amount="${id}:zar">…</td><td data-amount="${id}:usd">…</td></tr>`)
    .join('') +
  '</tbody></table>';
const buttons =
  '<div class="actions"><button type="button" class="secondary">Have a promo code?</button></div>' +
  '<div class="actions"><a href="/back">Back</a><button type="submit" class="primary">Pay</button></div>';
const plans =
  '<fieldset><legend>Your plan</legend><label><input type="radio" name="tier" value="low">Essentials</label>' +
  '<label><input type="radio" name="tier" value="high">Growth</label></fieldset>';
const searchPay = `<h1>Pay</h1><p>Lead.</p><form>${plans}<label for="e" class="label">Email for your receipt</label><input id="e" class="input" name="email" value="">${table('Your order', ['setup', 'managed', 'spend'])}${buttons}</form>`;

beforeAll(async () => {
  site = servedSite({
    [ownerFrameFile('/setup-search/pay', 'A')]: searchPay,
    [ownerFrameFile('/setup-search/pay', 'B')]: searchPay,
    [ownerFrameFile('/setup-gbp/pay')]:
      `<h1>Pay</h1><p>Lead.</p><form><input id="e" name="email" value="">${table('Your profile', ['setup', 'monthly'])}` +
      '<div class="actions"><button type="button" class="secondary">Have a promo code?</button></div>' +
      '<div class="actions"><button type="button" class="secondary">Back</button><button type="submit" class="primary">Pay</button></div></form>',
  });
  t = await createTestApp({}, { siteRoot: site.siteRoot, releasesDir: site.releasesDir });
  const promos = promoService(t.db);
  await promos.create({ code: 'SAVE20', type: 'percent', percentage: 20 });
  await promos.create({ code: 'HALF', type: 'percent', percentage: 50 });
  await promos.create({ code: 'OLDCODE', type: 'percent', percentage: 30, expiresOn: '2020-01-31' });
});
afterAll(async () => {
  await t.close();
  site.remove();
});

async function owner(fields: Parameters<TestApp['createUser']>[1] = { ab_variant: 'B', charge_vat: 1, vat_answered: 1 }) {
  const account = await t.createUser(undefined, fields);
  const send = async (url: string, form: Record<string, string>) => {
    const res = await postForm(t, url, form, { origin: ORIGIN, cookie: `token=${account.token}` });
    expect(res.statusCode).toBe(200);
    return cheerio.load(res.body);
  };
  const call = (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: account.headers, payload });
  return { ...account, send, call };
}

/** An owner whose business profile waits only for its payment. */
async function withProfile(fields: Parameters<TestApp['createUser']>[1]) {
  const account = await owner(fields);
  const stamp = new Date().toISOString();
  await t.db
    .insertInto('profiles')
    .values({ user_id: account.user.id, status: 'setup', created_at: stamp, updated_at: stamp, ...filledProfile })
    .execute();
  return account;
}

const total = ($: cheerio.CheerioAPI, scope: string) => $(`${scope} [data-amount="total:zar"]`).text();
const field = ($: cheerio.CheerioAPI) => $('input[name="promo_code"]');

describe("a served pay step's promo code, without scripts", () => {
  it('is a disclosure in the form, shown only without scripts, beside the app’s button (hidden then)', async () => {
    const { token } = await owner();
    const res = await t.app.inject({ method: 'GET', url: '/setup-search/pay', headers: { cookie: `token=${token}` } });
    const $ = cheerio.load(res.body);
    const promo = $('form [data-served-promo][data-no-script]');
    expect(promo.find('details summary').text()).toBe('Have a promo code?');
    expect(promo.find('details').attr('open')).toBeUndefined();
    expect(promo.find('label[for="served-promo-code"]').text()).toBe('Promo code');
    expect(field($).attr('value')).toBe('');
    expect(promo.find('button[type="submit"][name="promo"][value="apply"]').text()).toBe('Apply code');
    // The app's own button is hidden without scripts; its row keeps its served children first.
    expect($('button[type="button"][data-needs-script]').text()).toBe('Have a promo code?');
    expect($('button[data-needs-script]').next().is(promo)).toBe(true);
    expect($('[data-served-discount]')).toHaveLength(0);
  });

  it('applies a code: every plan priced with it by the shared quote, the discount row, the code said, the plan and email kept', async () => {
    const { send } = await owner();
    const $ = await send('/setup-search/pay?plan=growth', {
      tier: 'low',
      email: 'sipho@example.com',
      promo_code: ' save20 ',
      promo: 'apply',
    });
    const promo = { id: expect.any(Number) as number, type: 'percent' as const, percentage: 20 };
    for (const tier of ['low', 'high'] as const) {
      const quote = quoteSearchAds({ plan: planFor(tier, 'B'), chargeVAT: true, promo });
      expect(total($, `table[data-plan-totals="${tier}"]`)).toBe(formatMoney(quote.total.zarCents, 'ZAR'));
      expect(quote.discount.zarCents).toBeGreaterThan(0);
      const row = $(`table[data-plan-totals="${tier}"] tr[data-served-discount]`);
      expect(row.find('th').text()).toBe('Promo code SAVE20 On campaign setup and management fee, not on ad spend');
      expect(row.find('td').first().text()).toBe(`−${formatMoney(quote.discount.zarCents, 'ZAR')}`);
      // Above the VAT row, which is worked out on the discounted order.
      expect(row.next().find('[data-amount="vat:zar"]').text()).toBe(formatMoney(quote.vat.zarCents, 'ZAR'));
    }
    expect(total($, 'table[data-plan-totals="low"]')).toBe('R7,360');
    expect($('[role="status"][data-served-promo-applied]').text()).toBe('Promo code SAVE20 applied. Remove code');
    expect(field($).attr('value')).toBe('save20');
    expect($('[role="alert"]')).toHaveLength(0);
    expect($('input[name="tier"][value="low"]').attr('checked')).toBeDefined();
    expect($('input[name="tier"][value="high"]').attr('checked')).toBeUndefined();
    expect($('input[name="email"]').attr('value')).toBe('sipho@example.com');
  });

  it.each([
    ['an unknown code', 'NOPE', 'That promo code is not valid.'],
    ['an expired code', 'oldcode', 'That promo code is not valid.'],
    ['no code', '  ', 'This field is required.'],
  ])('answers %s with the message beside the field (an alert), the code typed kept, the order not discounted', async (_, code, message) => {
    const { send } = await owner();
    const $ = await send('/setup-search/pay', { tier: 'high', email: 'a@example.com', promo_code: code, promo: 'apply' });
    const alert = $('[role="alert"]');
    expect(alert).toHaveLength(1);
    expect(alert.text()).toBe(message);
    expect(alert.attr('id')).toBe(field($).attr('aria-describedby'));
    expect(field($).attr('aria-invalid')).toBe('true');
    expect(field($).attr('value')).toBe(code.trim());
    expect($('[data-served-promo] details').attr('open')).toBeDefined();
    expect($('[data-served-discount]')).toHaveLength(0);
    expect($('[data-served-promo-applied]')).toHaveLength(0);
    expect(total($, 'table[data-plan-totals="high"]')).toBe(
      formatMoney(quoteSearchAds({ plan: planFor('high', 'B'), chargeVAT: true }).total.zarCents, 'ZAR'),
    );
  });

  it('refuses a code this account has already paid with, in the checkout’s words', async () => {
    const account = await withProfile({ charge_vat: 0, vat_answered: 1 });
    const checkout = await account.call('/v2/payments/initialize', {
      product: 'gbp',
      chargeVAT: false,
      email: 'a@example.com',
      promo_code: 'HALF',
    });
    const { reference, access_code } = checkout.json() as { reference: string; access_code: string };
    await account.call('/v2/payments/sandbox/charge', { access_code, card_number: '4084084084084081' });
    expect((await account.call('/v2/payments/verify', { reference })).json().status).toBe('success');
    const $ = await account.send('/setup-search/pay', { promo_code: 'HALF', promo: 'apply' });
    expect($('[role="alert"]').text()).toBe('You have already used this promo code.');
  });

  it('keeps the applied code when Pay is sent (it says paying needs JavaScript), and Remove code takes it off', async () => {
    const { send } = await owner({ charge_vat: 0, vat_answered: 1 });
    const paid = await send('/setup-gbp/pay', { email: 'a@example.com', promo_code: 'HALF' });
    expect(paid('[role="alert"]').text()).toBe(PAY_NEEDS_SCRIPTS);
    const half = quoteProfile({ hasReferral: false, chargeVAT: false, promo: { type: 'percent', percentage: 50 } });
    expect(total(paid, 'table')).toBe(formatMoney(half.total.zarCents, 'ZAR'));
    expect(paid('[data-served-promo-applied]').text()).toContain('Promo code HALF applied.');

    const removed = await send('/setup-gbp/pay', { email: 'a@example.com', promo_code: 'HALF', promo: 'remove' });
    expect(total(removed, 'table')).toBe(formatMoney(quoteProfile({ hasReferral: false, chargeVAT: false }).total.zarCents, 'ZAR'));
    expect(field(removed).attr('value')).toBe('');
    expect(removed('[data-served-discount], [data-served-promo-applied], [role="alert"]')).toHaveLength(0);
  });

  it('shows the total the checkout then charges with that code (the server prices both)', async () => {
    const account = await withProfile({ charge_vat: 1, vat_answered: 1 });
    const $ = await account.send('/setup-gbp/pay', { promo_code: 'save20', promo: 'apply' });
    const checkout = await account.call('/v2/payments/initialize', {
      product: 'gbp',
      chargeVAT: true,
      email: 'a@example.com',
      promo_code: 'save20',
    });
    expect(checkout.statusCode).toBe(200);
    const charged = (checkout.json() as { amountCents: number }).amountCents;
    expect(charged).toBeLessThan(quoteProfile({ hasReferral: false, chargeVAT: true }).total.zarCents);
    expect(total($, 'table')).toBe(formatMoney(charged, 'ZAR'));
  });

  it('is refused from another site, and sends an owner without a session to log in', async () => {
    const { token } = await owner();
    const cross = await postForm(
      t,
      '/setup-search/pay',
      { promo_code: 'SAVE20', promo: 'apply' },
      { origin: 'https://evil.example', cookie: `token=${token}` },
    );
    expect(cross.statusCode).toBe(403);
    const anonymous = await postForm(t, '/setup-search/pay', { promo_code: 'SAVE20', promo: 'apply' });
    expect(anonymous.headers.location).toBe('/login?next=%2Fsetup-search%2Fpay');
  });

  it("gives the profile's pay step a Back link without scripts (its Back is a button), first in its row", async () => {
    const { token } = await owner();
    const res = await t.app.inject({ method: 'GET', url: '/setup-gbp/pay', headers: { cookie: `token=${token}` } });
    const $ = cheerio.load(res.body);
    const back = $('button[data-needs-script]').filter((_, el) => $(el).text() === 'Back');
    expect(back).toHaveLength(1);
    const link = back.parent().children('a[data-no-script]');
    expect(link.attr('href')).toBe('/setup-gbp/address');
    expect(link.text()).toBe('Back');
    expect(link.attr('class')).toBe('secondary');
    expect(link.attr('style')).toBe('order:-1');
  });
});
