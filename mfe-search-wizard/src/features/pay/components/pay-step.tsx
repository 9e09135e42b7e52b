import { ChoiceGroup, lazyZodResolver, PayStep, type PayStepDefinition, type PayOrder, type PayTerms } from '@adlaunch/ui-kit';
import { useMemo } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { choosePlan, chosenPlan, usePriceVariant } from '@adlaunch/session';
import {
  formatPrice,
  isRenderingOwnerFrame,
  keywordsOverPlanMessage,
  managedFee,
  planFor,
  PRICES,
  quoteSearchAds,
  quoteSearchAdsRenewal,
  SEARCH_PLANS,
  searchPayValues,
  searchPlan,
  type ManagedTier,
} from '@adlaunch/shared';
import { api } from '@adlaunch/session/api';
import formStyles from '@adlaunch/ui-kit/form.module.css';
import type { PayFormInput, PayFormOutput } from '../pay-schema';
import { setSearchAd, useSearchAd } from '@adlaunch/session/queries';

/** The campaign's order: the plan chosen here, priced from the account's A/B variant (variant A waives the setup fee). */
function useCampaignOrder(form: UseFormReturn<PayFormInput, unknown, PayFormOutput>, { chargeVAT, promo, isStaff }: PayTerms): PayOrder {
  const ad = useSearchAd();
  const variant = usePriceVariant();
  // No plan is ticked in a served frame: it is priced as the first, and the amounts are not shown.
  const tier = useWatch({ control: form.control, name: 'tier' }) ?? 'low';
  // Logged in, the variant is the account's (the server's); the fallback is never priced by the server.
  const plan = planFor(tier, variant ?? 'B');
  const quote = useMemo(() => quoteSearchAds({ plan, chargeVAT: chargeVAT === true, promo, isStaff }), [plan, chargeVAT, promo, isStaff]);
  const renewal = useMemo(() => quoteSearchAdsRenewal({ plan, chargeVAT: chargeVAT === true, isStaff }), [plan, chargeVAT, isStaff]);
  const keywordCount = ad?.keywords.length ?? 0;
  const overPlan = keywordCount > searchPlan(tier).keywordsMax;
  const overPlanText = `Your campaign has ${keywordCount} keywords. ${keywordsOverPlanMessage(tier)}`;
  return {
    quote,
    renewal,
    payment: { product: 'search_ads', plan },
    blocked: overPlan ? `To pay, choose a plan that takes ${keywordCount} keywords, or remove some on the keywords step.` : null,
    questions: (
      <>
        <ChoiceGroup
          legend="Your plan"
          registration={form.register('tier', { onChange: (event) => choosePlan(event.target.value as ManagedTier) })}
          options={SEARCH_PLANS.map((p) => ({
            value: p.tier,
            title: `${p.name}: ${formatPrice(managedFee(p.tier).zarCents)} a month`,
            text: p.summary,
          }))}
          error={overPlan ? overPlanText : undefined}
        />
        <div className={formStyles.panel}>
          <p className={formStyles.hint}>
            <strong>Ad spend:</strong> {formatPrice(PRICES.adsSpend.zar * 100)} a month, paid to the search engines for clicks on your ads.
          </p>
          <p className={formStyles.hint}>
            <strong>Campaign setup:</strong> {variant === 'A' ? 'free for you' : `${formatPrice(PRICES.adsSetup.zar * 100)} once`}.
          </p>
        </div>
      </>
    ),
    summary: ({ receiptTo, afterToday }) => (
      <>
        <dt>Campaign</dt>
        <dd>{ad?.businessName ?? 'Your business'}</dd>
        <dt>Plan</dt>
        <dd>{searchPlan(tier).name}: management and ad budget billed monthly</dd>
        {afterToday}
        {receiptTo}
      </>
    ),
  };
}

const campaignPayStep: PayStepDefinition<PayFormInput, PayFormOutput> = {
  // The form's checks (zod and the schema) load with its first check, not with the page.
  resolver: lazyZodResolver<PayFormInput, PayFormOutput>(() => import('../pay-schema').then((m) => m.payFormSchema)),
  mode: 'onChange',
  // The plan the owner picked on a pricing or register page (decision 010), still changeable here. That
  // choice is this browser's, so a served frame (decision 036) ticks none; the server fills the rest.
  defaultValues: (user) => ({ ...searchPayValues(user), tier: isRenderingOwnerFrame() ? undefined : (chosenPlan()?.tier ?? 'low') }),
  useOrder: useCampaignOrder,
  reloadOrder: async () => setSearchAd((await api.getSearchAd()).search_ad),
  removePromoLabel: 'Remove code',
  payWaitsForEmail: true,
  reviewClearsMessage: true,
};

export function CampaignPayStep() {
  return <PayStep definition={campaignPayStep} />;
}
