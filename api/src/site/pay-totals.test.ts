import * as cheerio from 'cheerio';
import { formatMoney, planFor, quoteSearchAds } from '@adlaunch/shared';
import { createTestApp, type TestApp } from '../testing/test-app';
import { ORIGIN, postForm, servedSite } from './forms/forms-test-kit';
import { ownerFrameFile } from './snapshot-files';

let t: TestApp;
let site: ReturnType<typeof servedSite>;

/** The kit's TotalsTable as a served frame renders it (pending: every figure "…", named by `data-amount`), trimmed. */
const pendingTable = (caption: string, lines: [string, string][]) =>
  `<table class="totals"><caption>${caption}</caption><thead><tr><th scope="col">Item</th><th scope="col">ZAR</th><th scope="col">USD (guide)</th></tr></thead><tbody>` +
  [...lines, ['vat', 'VAT (15%)'], ['total', 'Total due today']]
    .map(([id, label]) => `<tr><th scope="row">${label}</th><td data-amount="${id}:zar">…</td><td data-amount="${id}:usd">…</td></tr>`)
    .join('') +
  '</tbody></table>';

const plans =
  '<fieldset><legend>Your plan</legend><label><input type="radio" name="tier" value="low">Essentials</label>' +
  '<label><input type="radio" name="tier" value="high">Growth</label></fieldset>';

beforeAll(async () => {
  site = servedSite({
    [ownerFrameFile('/setup-search/pay', 'A')]:
      `<h1>Pay</h1><p>Lead.</p><form>${plans}<input name="email" value="">` +
      pendingTable('Your order', [
        ['setup', 'Campaign setup (once)'],
        ['managed', 'Management fee (monthly)'],
        ['spend', 'Ad spend (monthly)'],
      ]) +
      '<button type="submit">Pay</button></form>',
    [ownerFrameFile('/setup-search/pay', 'B')]:
      `<h1>Pay</h1><p>Lead.</p><form>${plans}<input name="email" value="">` +
      pendingTable('Your order', [
        ['setup', 'Campaign setup (once)'],
        ['managed', 'Management fee (monthly)'],
        ['spend', 'Ad spend (monthly)'],
      ]) +
      '<button type="submit">Pay</button></form>',
    [ownerFrameFile('/setup-gbp/pay')]:
      '<h1>Pay</h1><p>Lead.</p><form><input name="email" value="">' +
      pendingTable('Your Google Business Profile', [
        ['setup', 'Profile setup (once)'],
        ['monthly', 'Profile management (monthly)'],
      ]) +
      '<button type="submit">Pay</button></form>',
  });
  t = await createTestApp({}, { siteRoot: site.siteRoot, releasesDir: site.releasesDir });
});
afterAll(async () => {
  await t.close();
  site.remove();
});

async function servedPay(url: string, fields: Parameters<TestApp['createUser']>[1]) {
  const { token } = await t.createUser(undefined, fields);
  const res = await t.app.inject({ method: 'GET', url, headers: { cookie: `token=${token}` } });
  expect(res.statusCode).toBe(200);
  return { $: cheerio.load(res.body), token };
}

/** A table's rows as [label, ZAR, USD]. */
const rows = ($: cheerio.CheerioAPI, table: ReturnType<cheerio.CheerioAPI>) =>
  table
    .find('tbody tr')
    .toArray()
    .map((tr) =>
      $(tr)
        .find('th, td')
        .toArray()
        .map((c) => $(c).text()),
    );

describe('a served pay step', () => {
  it("carries the campaign's order for each plan with the owner's variant and VAT, shown by the plan ticked", async () => {
    const { $ } = await servedPay('/setup-search/pay?plan=growth', { ab_variant: 'B', charge_vat: 1 });
    const growth = $('table[data-plan-totals="high"]');
    expect(rows($, growth)).toEqual([
      ['Campaign setup (once)', 'R1,200', '$63'],
      ['Management fee (monthly)', 'R2,400', '$125'],
      ['Ad spend (monthly)', 'R4,800', '$250'],
      ['VAT (15%)', 'R1,260', '$66'],
      ['Total due today', 'R9,660', '$503'],
    ]);
    // The figures the app shows: the contract's own quote for the plan and variant.
    expect(growth.find('[data-amount="total:zar"]').text()).toBe(
      formatMoney(quoteSearchAds({ plan: planFor('high', 'B'), chargeVAT: true }).total.zarCents, 'ZAR'),
    );
    expect($('table[data-plan-totals="low"] [data-amount="total:zar"]').text()).toBe('R7,820');
    // The plan the address names is ticked; the "…" table stays for a form with none ticked.
    expect($('input[name="tier"][value="high"]').attr('checked')).toBeDefined();
    expect($('input[name="tier"][value="low"]').attr('checked')).toBeUndefined();
    expect($('table[data-plan-totals=""] [data-amount="total:zar"]').text()).toBe('…');
    expect($('style[data-plan-totals-style]').text()).toContain(
      'form:has(input[name="tier"][value="high"]:checked) table[data-plan-totals="high"]{display:table}',
    );
  });

  it('prices variant A without the setup fee, and no VAT for an owner outside South Africa', async () => {
    const { $ } = await servedPay('/setup-search/pay', { ab_variant: 'A', charge_vat: 0, vat_answered: 1 });
    expect(rows($, $('table[data-plan-totals="low"]'))).toEqual([
      ['Campaign setup (once)', 'Free', 'Free'],
      ['Management fee (monthly)', 'R800', '$42'],
      ['Ad spend (monthly)', 'R4,800', '$250'],
      ['VAT (15%)', '—', '—'],
      ['Total due today', 'R5,600', '$292'],
    ]);
    expect($('input[name="tier"]:checked')).toHaveLength(0);
  });

  it("carries the business profile's order, and the plan an owner sent without scripts is ticked with its figures", async () => {
    const { $, token } = await servedPay('/setup-gbp/pay', { charge_vat: 0, vat_answered: 1 });
    expect(rows($, $('table'))).toEqual([
      ['Profile setup (once)', 'R650', '$34'],
      ['Profile management (monthly)', 'R150', '$8'],
      ['VAT (15%)', '—', '—'],
      ['Total due today', 'R800', '$42'],
    ]);
    const answered = await postForm(
      t,
      '/setup-search/pay',
      { tier: 'low', email: 'a@example.com' },
      { origin: ORIGIN, cookie: `token=${token}` },
    );
    const $a = cheerio.load(answered.body);
    expect($a('input[name="tier"][value="low"]').attr('checked')).toBeDefined();
    expect($a('table[data-plan-totals="low"] [data-amount="total:zar"]').text()).toBe('R6,800');
  });
});
