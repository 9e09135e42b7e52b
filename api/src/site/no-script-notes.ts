import { gbpStepPath, searchStepPath } from '@adlaunch/shared';

const PAY = 'Paying needs JavaScript: turn it on to pay by card.';
const SAVE = 'Saving this step needs JavaScript: turn it on to continue.';
/** The owner pages whose form the server answers without scripts (`forms/form-posts.ts`). */
const SERVED_FORMS = new Set([searchStepPath('about'), searchStepPath('details'), gbpStepPath('about')]);
const NOTES: Record<string, string> = {
  [searchStepPath('pay')]: PAY,
  [gbpStepPath('pay')]: PAY,
};

/**
 * What an owner page cannot do without scripts, said in words where the owner is looking: above the
 * step's form, inside `<noscript>` (a browser running scripts never shows it). Null for a page whose
 * form works without scripts, or that has no form.
 */
export function noScriptNote(pathname: string): ((html: string) => string) | null {
  if (SERVED_FORMS.has(pathname)) return null;
  const note = NOTES[pathname] ?? SAVE;
  // A string insertion, not a parse: this runs on every serve of the page.
  return (html) =>
    html.replace(/(<div id="root"[\s\S]*?<form\b[^>]*>)/, `$1<noscript><p role="note" data-form-answer="">${note}</p></noscript>`);
}
