import * as cheerio from 'cheerio';
import { FRAME_PART_ATTRIBUTE } from '@adlaunch/shared';
import { escapeHtml } from '../../mail/escape-html';
import { fillFrame } from '../owner-frame';
import { STEP_FORM } from '../step-form';

/** Messages by field name, as the API's refusals name them. */
export type FieldErrors = Record<string, string>;

// The page's own style sheets style the app's messages by hashed class names the server cannot know.
const FORM_ANSWER_STYLE =
  '<style>[data-form-answer]{margin:0 0 var(--space-3,1rem);padding:var(--space-3,1rem);border-left:4px solid var(--color-danger,#b42318);background:var(--color-danger-soft,#fef3f2)}' +
  '[data-field-error]{color:var(--color-danger,#b42318);margin:.25rem 0 0;font-weight:600}</style>';

const FORM_NOTICE_STYLE =
  '<style>[data-form-notice]{margin:0 0 var(--space-3,1rem);padding:var(--space-3,1rem);border-left:4px solid var(--color-success,#067647);background:var(--color-success-soft,#ecfdf3);font-weight:600;overflow-wrap:anywhere}</style>';

/**
 * A served page answering a form it sent: the typed `values` back in their fields, each message in
 * `errors` next to its field (the control marked invalid and described by it), and a line above the
 * form saying what went wrong. An error naming no field of the page goes in that line.
 */
export function withFormAnswer(html: string, values: Record<string, string>, errors: FieldErrors, formSelector = STEP_FORM): string {
  const $ = cheerio.load(fillFrame(html, values));
  const form = $(formSelector).first();
  const loose: string[] = [];
  for (const [name, message] of Object.entries(errors)) {
    const control = form.find(`[name="${name}"]`).first();
    if (control.length === 0) {
      loose.push(message);
      continue;
    }
    const id = `${control.attr('id') ?? name}-served-error`;
    const paragraph = `<p id="${escapeHtml(id)}" data-field-error="">${escapeHtml(message)}</p>`;
    form.find(`[name="${name}"]`).attr('aria-invalid', 'true').attr('aria-describedby', id);
    const group = control.closest('fieldset');
    if (group.length) group.append(paragraph);
    else control.after(paragraph);
  }
  const summary = loose.length ? loose.join(' ') : Object.keys(errors).length ? 'Check the fields marked below.' : null;
  if (summary) form.prepend(`<p role="alert" data-form-answer="">${escapeHtml(summary)}</p>`);
  $('head').append(FORM_ANSWER_STYLE);
  return $.html();
}

/**
 * The served login page at its code step: the address form taken out, the code form shown for
 * `email`, posting on to `action` (the login page, naming the page to go to once logged in), with
 * "Send a new code" (a second submit button, after "Log in" so that Enter still logs in). `notice`
 * says what was done (a new code sent); `error` goes beside `errorField` (the code, or the resend).
 */
export function loginCodePage(html: string, email: string, action: string, error?: string, notice?: string, errorField = 'otp'): string {
  const $ = cheerio.load(html);
  $(`[${FRAME_PART_ATTRIBUTE}="login-email"]`).remove();
  const form = $(`[${FRAME_PART_ATTRIBUTE}="login-code"]`);
  form.removeAttr('hidden').attr('action', action);
  form.find('input[name="emailAddress"]').attr('value', email);
  form.find('[data-login-email]').text(email);
  // "Use another address" needs the app: without it the login page itself is the other address.
  const other = form.find('button[type="button"]').first();
  const linkClass = other.attr('class');
  // Below the buttons' row, which wraps its last item above the others on a narrow screen.
  (other.parent().is(form) ? other : other.parent()).after('<p><a href="/login">Use another address</a></p>');
  other.replaceWith(
    `<button type="submit" name="resend" value="code" formnovalidate=""${linkClass ? ` class="${escapeHtml(linkClass)}"` : ''}>Send a new code</button>`,
  );
  if (notice) {
    form.prepend(`<p role="status" data-form-notice="">${escapeHtml(notice)}</p>`);
    $('head').append(FORM_NOTICE_STYLE);
  }
  const page = $.html();
  return error ? withFormAnswer(page, {}, { [errorField]: error }, `[${FRAME_PART_ATTRIBUTE}="login-code"]`) : page;
}
