import { quoteProfile, type PromoDiscount, type Quote } from '@adlaunch/shared';
import { referralCode } from '@adlaunch/session';

export interface ProfileQuoteInput {
  /** null until the owner answers the South Africa question: no VAT is shown before. */
  chargeVAT: boolean | null;
  promo: PromoDiscount | null;
  isStaff: boolean;
  /** The stored referral code; the server also honours a referrer saved on the account. */
  referral?: string | null;
}

/** What the profile costs this owner: setup (referral price with a code) plus the first month, less any promo, plus VAT. */
export function profileQuote({ chargeVAT, promo, isStaff, referral = referralCode() }: ProfileQuoteInput): Quote {
  return quoteProfile({ hasReferral: Boolean(referral), chargeVAT: chargeVAT === true, promo, isStaff });
}
