import * as cheerio from 'cheerio';
import {
  keywordsLeftText,
  PLAN_IDS,
  SEARCH_PLANS,
  tierOfPlan,
  type ManagedTier,
  type OwnerFrameData,
  type PlanId,
  type SearchAd,
} from '@adlaunch/shared';
import { escapeHtml } from '../../mail/escape-html';

/** The keywords step's lists: the chips' text field in the app, and the form field that holds the list without scripts. */
const KEYWORD_LISTS = [
  { input: 'new_keyword', name: 'keywords', label: 'Keywords, one a line' },
  { input: 'new_competitor', name: 'competitors', label: 'Competitors, one a line' },
  { input: 'new_excluded_word', name: 'negative_keywords', label: 'Words to exclude, one a line' },
] as const;

/** The plan a paid campaign is held to; null while the owner may still choose (the pay step's choice). */
function paidTier(ad: SearchAd | null | undefined): ManagedTier | null {
  return ad?.plan && PLAN_IDS.includes(ad.plan as PlanId) ? tierOfPlan(ad.plan as PlanId) : null;
}

/** A list as typed one a line: each line trimmed, inner spaces made one, empty lines and repeats (any case) left out, as the chips do. */
export function linesOf(text: string | undefined): string[] {
  const list: string[] = [];
  for (const raw of (text ?? '').split(/\r?\n/)) {
    const line = raw.trim().replace(/\s+/g, ' ');
    if (line && !list.some((l) => l.toLowerCase() === line.toLowerCase())) list.push(line);
  }
  return list;
}

const planChoice = (tier: ManagedTier) =>
  '<fieldset><legend>Your plan</legend>' +
  SEARCH_PLANS.map(
    (p) =>
      `<label><input type="radio" name="tier" value="${p.tier}"${p.tier === tier ? ' checked=""' : ''}>` +
      `<span>${escapeHtml(p.name)}: up to ${p.keywordsMax} keywords</span></label>`,
  ).join('') +
  '</fieldset>';

/**
 * The keywords step without scripts (decision 041): the chips need the app, so each list gets a text
 * area, one item a line, with the owner's saved list in it and the plan's keyword limit beside the
 * keywords (a choice of plan while none is paid for). They are appended to each list's field, last
 * (the served elements keep their places), and shown only without scripts (`[data-no-script]`); the
 * chips' own parts are marked `data-needs-script`. `tier` is the plan the limit is said for.
 */
export function keywordsNoScript(html: string, data: OwnerFrameData | null, tier?: ManagedTier): string {
  const $ = cheerio.load(html);
  const ad = data?.searchAd ?? null;
  const paid = paidTier(ad);
  const heldTo = paid ?? tier ?? 'low';
  for (const list of KEYWORD_LISTS) {
    const input = $(`#root input[name="${list.input}"]`).first();
    const field = input.closest('[data-field]');
    if (!input.length || !field.length || field.find('[data-no-script]').length) continue;
    const id = `${list.name.replace(/_/g, '-')}-lines`;
    const labelClass = field.find('label').first().attr('class') ?? '';
    const hint = field.find('p[id$="-hint"]').first();
    const hintText = hint.text().includes('and press Enter')
      ? hint.text().replace(/ and press Enter/, ', one a line')
      : `${hint.text()} One a line.`.trim();
    const saved = (ad?.[list.name] ?? []).join('\n');
    const limit =
      list.name !== 'keywords'
        ? ''
        : paid
          ? `<p class="${escapeHtml(hint.attr('class') ?? '')}" id="${id}-plan">${escapeHtml(keywordsLeftText(paid, ad?.keywords.length ?? 0))}</p>`
          : planChoice(heldTo);
    field.children().attr('data-needs-script', '');
    field.append(
      `<div data-no-script="">` +
        `<label for="${id}" class="${escapeHtml(labelClass)}">${escapeHtml(list.label)}</label>` +
        `<p id="${id}-hint" class="${escapeHtml(hint.attr('class') ?? '')}">${escapeHtml(hintText)}</p>` +
        `<textarea id="${id}" name="${list.name}" class="${escapeHtml(input.attr('class') ?? '')}" rows="${list.name === 'keywords' ? 8 : 4}"` +
        ` aria-describedby="${id}-hint" autocomplete="off" spellcheck="false">${escapeHtml(saved)}</textarea>` +
        limit +
        `</div>`,
    );
  }
  return $.html();
}

/** The limit a post is checked against: the paid plan, else the plan ticked on the form. */
export const postedTier = (ad: SearchAd | null | undefined, ticked: string | undefined): ManagedTier =>
  paidTier(ad) ?? (ticked === 'high' || ticked === 'low' ? ticked : 'low');
