import type * as cheerio from 'cheerio';
import type { PromoCode, Quote, QuoteLine } from '@adlaunch/shared';
import { formatMoney, formatUsdReference } from '@adlaunch/shared';
import { escapeHtml } from '../mail/escape-html';
import { STEP_FORM } from './step-form';

/** A code the API's promo route accepted for this owner, as the app's pay step holds it (its label upper-case). */
export interface AppliedPromo {
  code: string;
  promo: PromoCode;
}

/** The promo part of a served pay form as a post left it: the code typed, the one applied, a refusal. */
export interface PromoState {
  typed: string;
  applied: AppliedPromo | null;
  error: string | null;
}

/** The form's field and its buttons' name: "apply" a code, "remove" the applied one (Pay sends neither). */
export const PROMO_FIELD = 'promo_code';
export const PROMO_ACTION = 'promo';
const FIELD_ID = 'served-promo-code';
const OPENER = 'Have a promo code?';

// Shown only without scripts (`[data-no-script]`, no-script-notes.ts); the applied line is drawn above the field.
const PROMO_STYLE =
  '<noscript><style data-served-promo-style="">div[data-served-promo]{display:flex;flex-direction:column;gap:var(--space-2,.5rem);flex:1 1 100%;min-width:0}' +
  '[data-served-promo] summary{cursor:pointer;font-weight:600;color:var(--color-brand,#1d4ed8);padding:.6rem 0}' +
  '[data-served-promo-field]{display:flex;flex-wrap:wrap;gap:var(--space-2,.5rem);align-items:center;margin-top:var(--space-2,.5rem)}' +
  '[data-served-promo-field] label{flex:1 1 100%}[data-served-promo-field] input{flex:1 1 10rem;min-width:0;width:auto}' +
  '[data-served-promo-field] [data-field-error]{flex:1 1 100%;margin:0}' +
  '[data-served-promo-applied]{order:-1;display:flex;flex-wrap:wrap;align-items:center;gap:var(--space-2,.5rem);margin:0;padding-left:var(--space-3,1rem);border-left:4px solid var(--color-success,#067647);font-weight:600;overflow-wrap:anywhere}' +
  '</style></noscript>';
// The kit's discount row: what the code is taken off, under its name, in the muted small type.
const DISCOUNT_STYLE =
  '<style data-served-discount-style="">[data-served-discount] th span{display:block;font-size:var(--font-size-sm,.875rem);color:var(--color-text-muted,#475467)}' +
  '[data-served-discount] td:nth-child(2){color:var(--color-success,#067647)}</style>';

const noun = (line: QuoteLine) => line.label.replace(/\s*\(.*\)$/, '').toLowerCase();
const and = (words: string[]) => (words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`);

/** The kit's discount row words (ui-kit TotalsTable's `discountScope`): "On campaign setup and management fee, not on ad spend". */
function discountScope(quote: Quote): string {
  const on = quote.lines.filter((l) => l.discountable && l.zarCents > 0).map(noun);
  const not = quote.lines.filter((l) => !l.discountable).map(noun);
  return `On ${and(on)}${not.length ? `, not on ${and(not)}` : ''}`;
}

/** The kit's discount row, put above a filled order table's VAT row (the table was served without one). */
export function addDiscountRow($: cheerio.CheerioAPI, table: ReturnType<cheerio.CheerioAPI>, quote: Quote, code: string) {
  if (quote.discount.zarCents <= 0) return;
  const vatRow = table.find('[data-amount="vat:zar"]').closest('tr');
  const row =
    `<tr data-served-discount=""><th scope="row">Promo code ${escapeHtml(code)} <span>${escapeHtml(discountScope(quote))}</span></th>` +
    `<td>−${formatMoney(quote.discount.zarCents, 'ZAR')}</td><td>−${formatUsdReference(quote.discount.zarCents)}</td></tr>`;
  if (vatRow.length === 0) return;
  vatRow.before(row);
  if ($('style[data-served-discount-style]').length === 0) $('head').append(DISCOUNT_STYLE);
}

const attr = (name: string, value: string | undefined) => (value ? ` ${name}="${escapeHtml(value)}"` : '');

/**
 * The pay step's "Have a promo code?" without scripts: the app's button opens a dialog, so the served
 * form gets a disclosure with the code field and "Apply code", a submit of the pay form itself (its
 * plan and email go with it, and its Pay sends the code too). Appended last in the button's row, so
 * the served elements keep their places for the early-input handover. After a post: the code typed
 * kept, the refusal beside it (an alert), or the applied code said, with "Remove code".
 */
export function withPromoField($: cheerio.CheerioAPI, state: PromoState | null) {
  const opener = $(`${STEP_FORM} button[type="button"]`)
    .filter((_, el) => $(el).text().trim() === OPENER)
    .first();
  if (opener.length === 0) return;
  const email = $(`${STEP_FORM} input[name="email"]`).first();
  const inputClass = email.attr('class');
  const labelClass = email.attr('id') ? $(`label[for="${email.attr('id')}"]`).attr('class') : undefined;
  const buttonClass = opener.attr('class');
  const { typed = '', applied = null, error = null } = state ?? {};
  const errorId = `${FIELD_ID}-error`;
  const field =
    `<div data-served-promo-field=""><label for="${FIELD_ID}"${attr('class', labelClass)}>Promo code</label>` +
    `<input id="${FIELD_ID}"${attr('class', inputClass)} name="${PROMO_FIELD}" autocomplete="off" autocapitalize="characters" maxlength="40" value="${escapeHtml(typed)}"` +
    `${error ? ` aria-invalid="true" aria-describedby="${errorId}"` : ''}>` +
    `<button type="submit" name="${PROMO_ACTION}" value="apply"${attr('class', buttonClass)}>Apply code</button>` +
    (error ? `<p id="${errorId}" role="alert" data-field-error="">${escapeHtml(error)}</p>` : '') +
    '</div>';
  // "Remove code" comes after "Apply code" in the form, so that Enter in a field never removes the code.
  const appliedLine = applied
    ? `<p role="status" data-served-promo-applied="">Promo code ${escapeHtml(applied.code)} applied.` +
      ` <button type="submit" name="${PROMO_ACTION}" value="remove"${attr('class', buttonClass)}>Remove code</button></p>`
    : '';
  const open = error !== null || (applied === null && typed !== '');
  opener.attr('data-needs-script', '');
  opener
    .parent()
    .append(
      `<div data-no-script="" data-served-promo=""><details${open ? ' open=""' : ''}><summary>${applied ? 'Use another promo code' : OPENER}</summary>${field}</details>${appliedLine}</div>`,
    );
  $('head').append(PROMO_STYLE);
}
