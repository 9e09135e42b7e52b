import {
  formatDay,
  formatMoney,
  PLAN_IDS,
  PRICES,
  quoteSearchAdsRenewal,
  type AdStatus,
  type PlanId,
  type ProfileStatus,
  type SearchAd,
  type Subscription,
} from '@adlaunch/shared';
import type { Tone } from '../../components/status-badge';

export interface StatusCopy {
  label: string;
  tone: Tone;
  /** What happens next, in plain words: two lines on a phone at most, so the page's introduction stays its largest text. */
  next: string;
}

export const SEARCH_AD_STATUS: Record<AdStatus, StatusCopy> = {
  setup: {
    label: 'Not finished',
    tone: 'warn',
    next: 'Not set up yet. Finish the remaining steps and pay, and our team starts building your ads.',
  },
  paid: {
    label: 'Payment received',
    tone: 'neutral',
    next: 'Thank you! Our specialists are now writing and building your campaign.',
  },
  in_review: {
    label: 'In review',
    tone: 'neutral',
    next: 'Google and Bing are checking your ads, usually within two business days.',
  },
  active: {
    label: 'Live',
    tone: 'good',
    next: 'Your ads are showing to people who search for your keywords.',
  },
  paused: {
    label: 'Paused',
    tone: 'warn',
    next: 'Not showing. A renewal charges the management fee, no ad budget; paused days are credited.',
  },
  cancelled: {
    label: 'Cancelled',
    tone: 'bad',
    next: 'This campaign has ended. Contact us if you would like to start again.',
  },
};

export const PROFILE_STATUS: Record<ProfileStatus, StatusCopy> = {
  setup: {
    label: 'Not finished',
    tone: 'warn',
    next: 'Not set up yet. Finish the remaining steps and pay, and we prepare your listing.',
  },
  paid: {
    label: 'Payment received',
    tone: 'neutral',
    next: 'Thank you! We are preparing your listing with your details, photo and description.',
  },
  in_review: {
    label: 'In review',
    tone: 'neutral',
    next: 'We are checking your details before we submit your listing to Google.',
  },
  verification: {
    label: 'Awaiting verification',
    tone: 'warn',
    next: 'Google is sending you a code to verify your business. Send it to us and your listing goes live.',
  },
  live: {
    label: 'Live',
    tone: 'good',
    next: 'Your business shows on Google Search and Maps. We keep it up to date every month.',
  },
  cancelled: {
    label: 'Cancelled',
    tone: 'bad',
    next: 'We no longer manage your listing. Contact us if you would like to start again.',
  },
};

/** The search plan that bills this campaign: the one naming its ad (older answers: by the business name in the label, if only one). */
export function subscriptionOfAd(subscriptions: readonly Subscription[], ad: SearchAd): Subscription | null {
  const live = subscriptions.filter((s) => s.product === 'search_ads' && s.status !== 'cancelled');
  const byId = live.find((s) => s.adId === ad.id);
  if (byId) return byId;
  const byName = live.filter((s) => s.adId == null && s.label.endsWith(`: ${ad.businessName}`));
  return byName.length === 1 ? byName[0] : null;
}

/** How a charge differs from the plan's month as priced (decision 029): a credit for paused days, or run days charged. */
function settlement(chargedCents: number, plainCents: number | null): string {
  if (plainCents === null || chargedCents === plainCents) return '';
  return chargedCents < plainCents ? ', less a credit for the days paused' : ', plus the ad budget of the days your ads ran';
}

const isPlan = (plan: string | null): plan is PlanId => PLAN_IDS.includes(plan as PlanId);

/**
 * What a pause or a resume does to the next charge, from the plan's `pausePreview` (the renewal charges
 * exactly this: decision 029); null when the plan does not renew.
 */
export function nextChargeAfterToggle(target: 'active' | 'paused', ad: SearchAd, s: Subscription | null): string | null {
  if (!s?.pausePreview) return null;
  const { on, ifPausedCents, ifRunningCents, creditLeftIfPausedCents, creditLeftIfRunningCents } = s.pausePreview;
  const vat = s.chargeVAT ? ' (incl. VAT)' : '';
  // Credits are stated on the basis charges are (incl. VAT when it applies), with the figure when the answer gives it.
  const carried = (left: number | undefined) => (left ? `; ${formatMoney(left, 'ZAR')}${vat} credit carries over to later charges` : '');
  const quote = isPlan(ad.plan) ? quoteSearchAdsRenewal({ plan: ad.plan, chargeVAT: s.chargeVAT }) : null;
  if (target === 'paused') {
    const fee = quote ? quote.management.zarCents + (s.chargeVAT ? Math.round(quote.management.zarCents * PRICES.vatRate) : 0) : null;
    if (ifPausedCents === 0)
      return `If your ads are still paused on ${formatDay(on)}, you pay R0 that day: the credit for the days paused covers the management fee${
        creditLeftIfPausedCents === undefined ? ', and the rest of the credit comes off later charges' : carried(creditLeftIfPausedCents)
      }.`;
    return `If your ads are still paused on ${formatDay(on)}, that day's charge is ${formatMoney(ifPausedCents, 'ZAR')}${vat}: the management fee, no ad budget${settlement(ifPausedCents, fee)}${carried(creditLeftIfPausedCents)}.`;
  }
  if (ifRunningCents === 0)
    return `If you resume now, you pay R0 on ${formatDay(on)}: your credit covers that charge${carried(creditLeftIfRunningCents)}.`;
  return `If you resume now, your next charge, on ${formatDay(on)}, is ${formatMoney(ifRunningCents, 'ZAR')}${vat}: the management fee and the coming month's ad budget${settlement(ifRunningCents, quote?.chargeZarCents ?? null)}${carried(creditLeftIfRunningCents)}.`;
}
