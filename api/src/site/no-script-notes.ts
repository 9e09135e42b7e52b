import { gbpStepPath, searchStepPath, type OwnerFrameData } from '@adlaunch/shared';
import { keywordsNoScript } from './forms/keywords-form';
import { uploadsNoScript } from './forms/upload-form';
import { STEP_FORM_TAG } from './step-form';

export const PAY_NEEDS_SCRIPTS =
  "Paying by card needs JavaScript, which is off in this browser. Your answers so far are saved: turn JavaScript on in your browser's settings, then reload this page to pay.";
const SAVE = 'Saving this step needs JavaScript: turn it on to continue.';
export const SUGGEST_NEEDS_SCRIPTS =
  'Suggestions need JavaScript, which is off in this browser: write your own headlines and descriptions below.';
const SUGGEST = /<button type="button"( class="[^"]*")?>Suggest with AI<\/button>/;
/** The owner pages whose form the server answers without scripts (`forms/form-posts.ts`). */
const SERVED_FORMS = new Set([searchStepPath('about'), searchStepPath('details'), gbpStepPath('about'), gbpStepPath('address')]);
const NOTES: Record<string, string> = {
  [searchStepPath('pay')]: PAY_NEEDS_SCRIPTS,
  [gbpStepPath('pay')]: PAY_NEEDS_SCRIPTS,
};

/**
 * What shows only without scripts: `[data-no-script]` (a served form's plain fields, a note) is
 * hidden unless the head's `<noscript>` style (read only by a browser without scripts) shows it, and
 * hides what needs scripts (`[data-needs-script]`: the chips' field, the drop zone's words). These
 * elements are not inside `<noscript>`, so they are labelled fields a screen reader (and a test) reaches.
 */
const NO_SCRIPT_STYLE =
  '<style data-no-script-style="">[data-no-script]{display:none}</style><noscript><style>' +
  '[data-no-script]{display:block}[data-needs-script]{display:none!important}' +
  '[data-no-script] textarea{width:100%;box-sizing:border-box;min-height:8rem}' +
  '[data-no-script] fieldset{border:0;padding:0;margin:.75rem 0 0;min-width:0}' +
  '[data-no-script] fieldset label{display:flex;gap:.5rem;align-items:baseline;margin:.25rem 0}' +
  '[data-no-script] img{display:block;max-width:100%;max-height:12rem;height:auto;margin:.5rem 0;border-radius:.5rem}' +
  '[data-no-script] p{margin:.5rem 0;overflow-wrap:anywhere}' +
  '[data-no-script-file]{position:static!important;opacity:1!important;width:100%!important;height:auto!important;max-width:100%}' +
  '[data-no-script-note]{margin-top:var(--space-3,1rem);padding:var(--space-3,1rem);border-left:4px solid var(--color-warning,#b54708);background:var(--color-warning-soft,#fffaeb);color:var(--color-text,#1d2939);font-weight:600}' +
  '</style></noscript>';

/** The page with the style that shows `[data-no-script]` only without scripts (once). */
const withNoScriptStyle = (html: string) =>
  html.includes('data-no-script-style') ? html : html.replace('</head>', `${NO_SCRIPT_STYLE}</head>`);

/**
 * A note above the step's form: appended to the introduction just above it (a new last child, so the
 * served elements keep their places for the early-input handover), else first in the form.
 */
function withNote(html: string, note: string): string {
  if (!new RegExp(`<div id="root"[\\s\\S]*?${STEP_FORM_TAG}`).test(html)) return html;
  const span = `<span role="note" data-no-script="" data-no-script-note="">${note}</span>`;
  const lead = new RegExp(`(<div id="root"[\\s\\S]*?)(</p>)(${STEP_FORM_TAG})`);
  const page = lead.test(html)
    ? html.replace(lead, `$1${span}$2$3`)
    : html.replace(
        new RegExp(`(<div id="root"[\\s\\S]*?${STEP_FORM_TAG}[^>]*>)`),
        `$1<p role="note" data-no-script="" data-no-script-note="">${note}</p>`,
      );
  // A loading line never ends without scripts ("Loading your VAT answer…"): it is not shown then.
  return withNoScriptStyle(page.replace(/(<(?:p|div)\b[^>]*role="status")([^>]*>Loading [^<]*…<)/g, '$1 data-needs-script=""$2'));
}

/**
 * What an owner page is without scripts, said or offered where the owner is looking: the keywords
 * step's lists as plain text areas, the business step's uploads as file fields, the ad text step's
 * suggestions said to need scripts in their place, and above the form
 * of a step that cannot work without scripts (paying by card), what to do. A browser running
 * scripts never shows any of it. Null for a page whose form works as served, or that has no form.
 */
export function noScriptNote(pathname: string, data?: OwnerFrameData | null): ((html: string) => string) | null {
  if (pathname === searchStepPath('keywords')) return (html) => withNoScriptStyle(keywordsNoScript(html, data ?? null));
  if (pathname === gbpStepPath('business')) return (html) => withNoScriptStyle(uploadsNoScript(html, data?.profile ?? null));
  // The ad text step saves without scripts (a served form), but its suggestions are the app's: said in their place.
  if (pathname === searchStepPath('details'))
    return (html) =>
      SUGGEST.test(html)
        ? withNoScriptStyle(
            html.replace(
              SUGGEST,
              (_button, classAttribute = '') =>
                `<button type="button"${classAttribute} data-needs-script="">Suggest with AI</button>` +
                `<p role="note" data-no-script="" data-no-script-note="">${SUGGEST_NEEDS_SCRIPTS}</p>`,
            ),
          )
        : html;
  if (SERVED_FORMS.has(pathname)) return null;
  const note = NOTES[pathname] ?? SAVE;
  // A string insertion, not a parse: this runs on every serve of the page.
  return (html) => withNote(html, note);
}
