import type { Kysely } from 'kysely';
import { firstIncompleteProfileStep, formatPrice, gbpStepPath, searchStepPath, type OwnerFrameData, type SearchAd } from '@adlaunch/shared';
import type { Database } from '../db/schema';
import { escapeHtml } from '../mail/escape-html';
import { performanceDays } from '../campaigns/performance-days';
import { afterLoadingLine, verificationMarkup } from './profile-status-fill';

const STATUS: Record<SearchAd['status'], string> = {
  setup: 'Being set up',
  paid: 'Paid, waiting for review',
  in_review: 'In review',
  active: 'Live',
  paused: 'Paused',
  cancelled: 'Cancelled',
};
const PERIOD_DAYS = 30;

/** One campaign's last 30 days, summed from the days the app's statistics read (`performanceDays`). */
async function figures(db: Kysely<Database>, adId: number, today: string) {
  const from = new Date(Date.parse(today) - PERIOD_DAYS * 86_400_000).toISOString().slice(0, 10);
  const days = (await performanceDays(db, adId)).filter((d) => d.date > from && d.date <= today);
  return days.reduce(
    (sum, d) => ({ clicks: sum.clicks + d.clicks, views: sum.views + d.views, spendCents: sum.spendCents + d.spendCents }),
    {
      clicks: 0,
      views: 0,
      spendCents: 0,
    },
  );
}

/**
 * The owner's campaigns and their figures as plain markup, for a browser without scripts: the app
 * draws them itself, so they are served inside `<noscript>` (a browser running scripts never shows
 * them) and the frame's "Loading your campaigns…" is hidden only there.
 */
export async function dashboardNoScript(db: Kysely<Database>, data: OwnerFrameData, today = new Date().toISOString().slice(0, 10)) {
  const ads = data.searchAds ?? (data.searchAd ? [data.searchAd] : []);
  const rows = await Promise.all(
    ads.map(async (ad) => {
      const f = await figures(db, ad.id, today);
      const name = escapeHtml(ad.businessName ?? ad.businessUrl ?? `Campaign ${ad.id}`);
      const next = ad.status === 'setup' ? ` <a href="${searchStepPath('about')}">Continue the setup</a>` : '';
      return (
        `<li><h3>${name}</h3><p>Search ads: ${STATUS[ad.status]}.${next}</p>` +
        `<p>Last ${PERIOD_DAYS} days: ${f.clicks} clicks, ${f.views} views, ${escapeHtml(formatPrice(f.spendCents))} spent.</p></li>`
      );
    }),
  );
  // A profile in setup says so in the campaigns' words, with the step it is at (not the stored word "setup").
  const profileStatus = (profile: NonNullable<OwnerFrameData['profile']>) =>
    profile.status === 'setup'
      ? `${STATUS.setup}. <a href="${gbpStepPath(firstIncompleteProfileStep(profile))}">Continue the setup</a>`
      : `${escapeHtml(profile.status.replace('_', ' '))}.`;
  const profile = data.profile
    ? `<p>Google Business Profile: ${profileStatus(data.profile)}</p>${await verificationMarkup(db, data.profile)}`
    : '';
  const body = rows.length || profile ? `<ul>${rows.join('')}</ul>${profile}` : '<p>You have no campaigns yet.</p>';
  return (html: string) =>
    afterLoadingLine(
      html,
      `<section aria-labelledby="served-campaigns"><h2 id="served-campaigns">Your campaigns</h2>${body}` +
        '<p>Pausing a campaign, payments and downloads need JavaScript: turn it on to use them.</p></section>',
    );
}
