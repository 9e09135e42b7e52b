import { lazyZodResolver, PayStep, type PayOrder, type PayStepDefinition, type PayTerms } from '@adlaunch/ui-kit';
import { gbpPayValues, quoteProfileRenewal, STORAGE_KEYS, VAT_TEXTS } from '@adlaunch/shared';
import { storage, useReferral } from '@adlaunch/session';
import { api } from '@adlaunch/session/api';
import { setProfile, useProfile } from '@adlaunch/session/queries';
import { profileQuote } from '../profile-quote';
import type { PayInput, PayValues } from '../pay-schema';
import { ReferralNote } from './referral-note';

/** The profile's order: setup (the referral price with a confirmed referral) and the first month. */
function useProfileOrder(_form: unknown, { chargeVAT, promo, isStaff }: PayTerms): PayOrder {
  const profile = useProfile();
  const referral = useReferral();
  return {
    quote: profileQuote({ chargeVAT, promo, isStaff, referral }),
    renewal: quoteProfileRenewal({ chargeVAT: chargeVAT === true, isStaff }),
    payment: { product: 'gbp', referrer: referral.code },
    notice: <ReferralNote referral={referral} />,
    summary: ({ receiptTo, afterToday }) => (
      <>
        <dt>Business</dt>
        <dd>{profile?.businessName}</dd>
        <dt>Address</dt>
        <dd>{[profile?.address, profile?.city, profile?.zipcode, profile?.country].filter(Boolean).join(', ')}</dd>
        {receiptTo}
        <dt>VAT</dt>
        <dd>{chargeVAT ? VAT_TEXTS.included : VAT_TEXTS.none}</dd>
        {afterToday}
      </>
    ),
  };
}

const profilePayStep: PayStepDefinition<PayInput, PayValues> = {
  // The form's checks (zod and the schema) load with its first check, not with the page.
  resolver: lazyZodResolver<PayInput, PayValues>(() => import('../pay-schema').then((m) => m.payFormSchema)),
  mode: 'onTouched',
  // The account's email (as the server fills a served frame), else the one kept in this browser.
  defaultValues: (user) => (user ? gbpPayValues(user) : { email: storage.get(STORAGE_KEYS.email) ?? '' }),
  useOrder: useProfileOrder,
  reloadOrder: async () => setProfile((await api.getProfile()).profile),
  totalsCaption: 'Your Google Business Profile',
  removePromoLabel: 'Remove promo code',
  promoAsStatus: true,
  totalsInBox: true,
  backAsButton: true,
};

export function ProfilePayStep() {
  return <PayStep definition={profilePayStep} />;
}
