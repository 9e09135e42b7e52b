import * as cheerio from 'cheerio';
import {
  formatMoney,
  formatUsdReference,
  gbpStepPath,
  planFor,
  quoteProfile,
  quoteSearchAds,
  SEARCH_PLANS,
  searchStepPath,
  type ManagedTier,
  type OwnerFrameData,
  type Quote,
} from '@adlaunch/shared';
import { addDiscountRow, withPromoField, type PromoState } from './pay-promo-field';
import { STEP_FORM } from './step-form';

/** What a figure's cell reads: the kit's TotalsTable rules (a free line "Free", no VAT "—"). */
function figureText(key: string, currency: string, quote: Quote): string | null {
  const cents =
    key === 'vat' ? quote.vat.zarCents : key === 'total' ? quote.total.zarCents : quote.lines.find((l) => l.id === key)?.zarCents;
  if (cents === undefined) return null;
  if (cents === 0 && key !== 'total') return key === 'vat' ? '—' : 'Free';
  return currency === 'zar' ? formatMoney(cents, 'ZAR') : formatUsdReference(cents);
}

/** Writes the quote's figures into a served order table's `[data-amount]` cells ("setup:zar", "total:usd"). */
function fillTable($: cheerio.CheerioAPI, table: ReturnType<cheerio.CheerioAPI>, quote: Quote) {
  table.find('[data-amount]').each((_, el) => {
    const [key = '', currency = ''] = ($(el).attr('data-amount') ?? '').split(':');
    const text = figureText(key, currency, quote);
    if (text !== null) $(el).text(text);
  });
}

/**
 * The campaign's order per plan, shown by the plan ticked on the form (CSS `:has`, so it follows a tick
 * with or without scripts); the "…" table only while none is ticked (a browser without `:has` keeps it).
 */
const PLAN_TOTALS_STYLE =
  '<style data-plan-totals-style="">' +
  SEARCH_PLANS.map((p) => `table[data-plan-totals="${p.tier}"]`).join(',') +
  '{display:none}@supports selector(:has(a)){form:has(input[name="tier"]:checked) table[data-plan-totals=""]{display:none}' +
  SEARCH_PLANS.map(
    (p) => `form:has(input[name="tier"][value="${p.tier}"]:checked) table[data-plan-totals="${p.tier}"]{display:table}`,
  ).join('') +
  '}</style>';

/**
 * A Back that is a button (the profile's pay step) does nothing without scripts: beside it, shown only
 * then (`[data-no-script]`), a link to the step before, first in its row as the button is.
 */
function withBackLink($: cheerio.CheerioAPI, href: string) {
  const back = $(`${STEP_FORM} button[type="button"]`)
    .filter((_, el) => $(el).text().trim() === 'Back')
    .first();
  if (back.length === 0) return;
  const link = $('<a data-no-script="" style="order:-1">Back</a>').attr('href', href);
  if (back.attr('class')) link.attr('class', back.attr('class')!);
  back.attr('data-needs-script', '');
  back.parent().append(link);
}

/**
 * A pay step's order table served with the owner's amounts, the figures the app then shows:
 * the same shared pricing, the account's price variant, VAT answer, staff flag and confirmed referral,
 * and the promo code a post applied (`promo`: its code accepted by the API's promo route; the order
 * table gets the kit's discount row). The business profile's order is one table. The campaign's
 * depends on the plan, which the browser keeps: a table per plan follows the tick, and `tier` (a plan
 * named by the address, a form's answer) is ticked. The promo code's part of the form is served for
 * a browser without scripts (`pay-promo-field.ts`). Null for another page.
 */
export function payTotals(
  pathname: string,
  data: OwnerFrameData,
  tier?: ManagedTier | null,
  promo?: PromoState | null,
): ((html: string) => string) | null {
  const { user } = data;
  const applied = promo?.applied ?? null;
  const terms = { chargeVAT: user.chargeVAT, isStaff: user.isStaff, promo: applied?.promo ?? null };
  const fill = ($: cheerio.CheerioAPI, table: ReturnType<cheerio.CheerioAPI>, quote: Quote) => {
    fillTable($, table, quote);
    if (applied) addDiscountRow($, table, quote, applied.code);
  };
  if (pathname === gbpStepPath('pay'))
    return (html) => {
      const $ = cheerio.load(html);
      const table = $('#root table:has([data-amount])').first();
      if (table.length === 0) return html;
      fill($, table, quoteProfile({ hasReferral: user.referralValid === true, ...terms }));
      withPromoField($, promo ?? null);
      withBackLink($, gbpStepPath('address'));
      return $.html();
    };
  if (pathname !== searchStepPath('pay')) return null;
  return (html) => {
    const $ = cheerio.load(html);
    const pending = $(`${STEP_FORM} table:has([data-amount])`).first();
    if (pending.length === 0) return html;
    pending.attr('data-plan-totals', '');
    for (const plan of [...SEARCH_PLANS].reverse()) {
      const table = pending.clone().attr('data-plan-totals', plan.tier);
      fill($, table, quoteSearchAds({ plan: planFor(plan.tier, user.abVariant ?? 'B'), ...terms }));
      pending.after(table);
    }
    if (tier) $(`#root input[name="tier"][value="${tier}"]`).attr('checked', '');
    $('head').append(PLAN_TOTALS_STYLE);
    withPromoField($, promo ?? null);
    return $.html();
  };
}
