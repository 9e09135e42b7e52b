import * as cheerio from 'cheerio';
import type { Kysely } from 'kysely';
import { verificationNext, verificationStepStates, type OwnerFrameData, type Profile } from '@adlaunch/shared';
import type { Database } from '../db/schema';
import { escapeHtml } from '../mail/escape-html';
import { ownerStatusExtras } from '../staff/orders/owner-notes';

// The words of the status page's badge (mfe-gbp-wizard's status step), for a browser without scripts.
const STATUS: Record<Profile['status'], string> = {
  setup: 'Waiting for payment',
  paid: 'Paid: we are building your listing',
  in_review: 'In review: we are building your listing',
  verification: 'Waiting for verification',
  live: 'Live',
  cancelled: 'Cancelled',
};

/**
 * Markup that the app draws itself, served for a browser without scripts: inside `<noscript>` after
 * the frame's loading line (`[aria-busy][role=status]` or a step's placeholder), which is hidden only there.
 */
export function afterLoadingLine(html: string, markup: string, loading = '#root [aria-busy="true"][role="status"]', text = ''): string {
  const $ = cheerio.load(html);
  const busy = $(loading)
    .filter((_, el) => $(el).text().includes(text))
    .first();
  if (busy.length === 0) return html;
  busy.attr('data-needs-scripts', '');
  busy.after(`<noscript>${markup}</noscript>`);
  $('head').append('<noscript><style>[data-needs-scripts]{display:none!important}</style></noscript>');
  return $.html();
}

/** Where a profile awaiting Google's verification is in its steps and what to do next, as HTML; '' outside verification. */
export async function verificationMarkup(db: Kysely<Database>, profile: Pick<Profile, 'id' | 'status'>): Promise<string> {
  if (profile.status !== 'verification') return '';
  const { verification = null, note } = await ownerStatusExtras(db, 'gbp', profile.id);
  const steps = verificationStepStates(verification)
    .map(
      ({ label, state }, index) =>
        `<li${state === 'now' ? ' aria-current="step"' : ''}>Step ${index + 1} · ${STATE[state]}: ${escapeHtml(label)}</li>`,
    )
    .join('');
  const noteText = note ? `<p>Note from our team: ${escapeHtml(note.text)}</p>` : '';
  return `<ol aria-label="Google verification steps">${steps}</ol><p>${escapeHtml(verificationNext(verification))}</p>${noteText}`;
}
const STATE = { done: 'Done', now: 'Now', next: 'Next' } as const;

/** The business profile's status page without scripts: its status and, while Google verifies, the step and what to do next. */
export async function profileStatusNoScript(db: Kysely<Database>, data: OwnerFrameData) {
  const profile = data.profile;
  const body = profile
    ? `<p>Status: ${STATUS[profile.status]}</p>${await verificationMarkup(db, profile)}`
    : '<p>You have no business profile yet.</p>';
  const markup = `<section aria-labelledby="served-profile-status"><h2 id="served-profile-status">Your business profile's status</h2>${body}</section>`;
  return (html: string) => afterLoadingLine(html, markup, '#root [role="status"]', "Loading your business profile's status");
}
