import { quoteProfile, type PromoDiscount, type Quote } from '@adlaunch/shared';
import type { Referral } from '@adlaunch/session';

export interface ProfileQuoteInput {
  /** null until the owner answers the South Africa question: no VAT is shown before. */
  chargeVAT: boolean | null;
  promo: PromoDiscount | null;
  isStaff: boolean;
  /** The referral price shows only when the server confirmed the account's referral (never for the owner's own code). */
  referral: Referral;
}

/** What the profile costs this owner: setup (referral price with a confirmed referral) plus the first month, less any promo, plus VAT. */
export function profileQuote({ chargeVAT, promo, isStaff, referral }: ProfileQuoteInput): Quote {
  return quoteProfile({ hasReferral: referral.status === 'valid', chargeVAT: chargeVAT === true, promo, isStaff });
}
