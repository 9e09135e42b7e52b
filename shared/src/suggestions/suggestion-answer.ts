import { SEARCH_PLANS, type ManagedTier, type PlanId } from '../pricing/constants';
import { searchPlan } from '../pricing/pricing';
import { AD_TEXT_LIMITS } from './ad-text';

/**
 * What a suggestion answer asks the owner when the business's name, website and category do not say
 * what it sells: the details step shows it with a field, and asks again with the owner's words (`sells`).
 */
export const SUGGESTION_QUESTIONS = {
  sells:
    'What do you sell? We could not tell from your business name, so these suggestions are general. Tell us in a few words (such as "meat pies" or "wedding cakes") for keywords and ads that fit.',
} as const;

/**
 * How many keywords a suggestion offers: at most AD_TEXT_LIMITS.keywords, and never more than the plan
 * takes (the smallest plan's limit while none is chosen), so "Add all" never goes over it.
 */
export function keywordSuggestionLimit(plan?: ManagedTier | PlanId | null): number {
  const planMax = plan ? searchPlan(plan).keywordsMax : Math.min(...SEARCH_PLANS.map((p) => p.keywordsMax));
  return Math.min(AD_TEXT_LIMITS.keywords, planMax);
}
