// Search ads: the wizard steps, saving, listing and pausing.
import { z } from 'zod';
import { idRef } from './refs';
import { ownerStatusNoteSchema, verificationStepSchema } from './staff';
import { vatAnswerRequestFields, vatAnswerSchema } from './payments';
import { DESCRIPTION_MAX, HEADLINE_MAX } from '../../constants/formats';
import { LIMITS } from '../../constants/limits';
import { MESSAGES } from '../../constants/messages';
import { SEARCH_KEYWORDS_MAX, type ManagedTier, type PlanId } from '../../pricing/constants';
import { keywordsOverPlanMessage, searchPlan } from '../../pricing/pricing';
import {
  adDetailsSchema,
  adStatusSchema,
  locationSchema,
  profileStatusSchema,
  searchAdSchema,
  businessNameSchema,
  idSchema,
  mobileSchema,
  searchTermSchema,
  websiteSchema,
} from '@adlaunch/shared/schemas/base';

export const locationSearchRequestSchema = z.object({
  locationTerm: z.string().trim().min(LIMITS.locationTermMin, `Type at least ${LIMITS.locationTermMin} characters.`).max(100),
});
export const locationSearchAnswerSchema = z.object({ list: z.array(locationSchema) });

/** `sells`: the owner's answer to the question an earlier answer asked (SUGGESTION_QUESTIONS.sells). */
export const aiSuggestionsRequestSchema = z.object({
  url: websiteSchema,
  sells: z.string().trim().max(LIMITS.suggestionSellsMax).optional(),
});
export const aiSuggestionsSchema = z.object({
  headlines: z.array(z.string().max(30)),
  descriptions: z.array(z.string().max(90)),
  keywords: z.array(z.string().max(80)),
  negative_keywords: z.array(z.string().max(LIMITS.negativeKeywordMaxLength)).optional(),
  /** Asked when nothing says what the business sells: the suggestions are general until the owner answers (`sells`). */
  question: z.string().max(300).optional(),
});
export type AiSuggestions = z.infer<typeof aiSuggestionsSchema>;
export const aiSuggestionsAnswerSchema = z.object({ adbot_gpt_suggestions: aiSuggestionsSchema });

const headline = z.string().trim().min(1, MESSAGES.required).max(HEADLINE_MAX, `At most ${HEADLINE_MAX} characters.`);
const description = z.string().trim().min(1, MESSAGES.required).max(DESCRIPTION_MAX, `At most ${DESCRIPTION_MAX} characters.`);

export const searchAboutSchema = z.object({
  mobile: mobileSchema,
  business_name: businessNameSchema,
  business_url: websiteSchema,
  location_ids: z.array(z.string().min(1).max(64)).min(1, 'Choose at least one location.').max(20),
  address: z.string().trim().min(1, MESSAGES.required).max(300),
});
/** The about step's form: the business details and the South Africa (VAT) answer, saved together. */
export const searchAboutFormSchema = searchAboutSchema.extend(vatAnswerSchema.shape);
export const searchDetailsSchema = z.object({
  ad_details: z.object({
    headline_1: headline,
    headline_2: headline,
    headline_3: headline,
    desc_1: description,
    desc_2: description,
  }),
});
const keywordList = (max: number, overMessage: string) =>
  z.array(searchTermSchema(MESSAGES.keyword)).min(1, 'Add at least one keyword.').max(max, overMessage);
export const searchKeywordsSchema = z.object({
  keywords: keywordList(SEARCH_KEYWORDS_MAX, `At most ${SEARCH_KEYWORDS_MAX} keywords.`),
  // Optional: an owner who knows of no competitor can go on; naming one helps (the step says why).
  competitors: z.array(searchTermSchema(MESSAGES.competitor)).max(20),
  negative_keywords: z
    .array(z.string().trim().min(1).max(LIMITS.negativeKeywordMaxLength))
    .max(LIMITS.negativeKeywordsMax, `At most ${LIMITS.negativeKeywordsMax} words to exclude.`)
    .optional(),
});
/** The keywords step for the plan the owner chose: its keyword limit too, said beside the list. */
export function searchKeywordsSchemaFor(tierOrPlan: ManagedTier | PlanId) {
  return searchKeywordsSchema.extend({ keywords: keywordList(searchPlan(tierOrPlan).keywordsMax, keywordsOverPlanMessage(tierOrPlan)) });
}
export const saveSearchAdRequestSchema = z.union([
  searchAboutSchema.extend({ ads_id: idRef, ...vatAnswerRequestFields }).strict(),
  searchDetailsSchema.extend({ ads_id: idRef }).strict(),
  searchKeywordsSchema.extend({ ads_id: idRef }).strict(),
]);
export type SaveSearchAdRequest = z.infer<typeof saveSearchAdRequestSchema>;
export const searchAdAnswerSchema = z.object({ search_ad: searchAdSchema.nullable() });
/** Every search ad of the owner, newest first. */
export const searchAdListAnswerSchema = z.object({ search_ads: z.array(searchAdSchema) });
/** Without `ads_id` (older clients) the newest running or paused campaign is meant. */
export const toggleRequestSchema = z.object({
  new_state: z.enum(['active', 'paused']),
  ads_id: idSchema.optional(),
});
export type ToggleRequest = z.infer<typeof toggleRequestSchema>;
export const statusAnswerSchema = z.object({
  status: z.union([adStatusSchema, profileStatusSchema]),
  /** The newest note the back office wrote for the owner with a status move; absent from older answers. */
  note: ownerStatusNoteSchema.nullable().optional(),
  /** A business profile's step in Google's verification, and when it was reached; absent for search ads. */
  verification: z.object({ step: verificationStepSchema, at: z.string() }).nullable().optional(),
});
export { adDetailsSchema };
