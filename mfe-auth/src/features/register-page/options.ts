import { formatPrice, managedFee, SEARCH_PLANS } from '@adlaunch/shared';

// The register page's choices and messages: plain values, so the page does not load zod to show them.
/** The search ads plans by their one name; the monthly ad budget is the plan's, so it is not asked (decision 010). */
export const PLAN_OPTIONS = SEARCH_PLANS.map((plan) => {
  const fee = managedFee(plan.tier);
  return {
    value: plan.tier,
    title: plan.name,
    text: `${formatPrice(fee.zarCents)} management a month`,
  };
});

export const VAT_MESSAGE = 'Tell us whether your business is in South Africa.';
export const ALREADY_GBP_MESSAGE = 'Tell us whether you already have a Google Business Profile.';
export const PLAN_MESSAGE = 'Choose a plan.';
