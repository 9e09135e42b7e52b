import { z } from 'zod';
import { DESCRIPTION_MAX, HEADLINE_MAX } from '../constants/formats';
import { LIMITS } from '../constants/limits';
import { MESSAGES } from '../constants/messages';
import { PLAN_IDS, type PlanId } from '../pricing/constants';
import {
  accountSchema,
  adDetailsSchema,
  invoiceSchema,
  adStatusSchema,
  locationSchema,
  performanceDaySchema,
  profileSchema,
  profileStatusSchema,
  promoCodeSchema,
  searchAdSchema,
  sessionUserSchema,
  businessNameSchema,
  cidSchema,
  emailSchema,
  extrasSchema,
  firstNameSchema,
  lastNameSchema,
  mobileSchema,
  otpSchema,
  passwordSchema,
  productSchema,
  websiteSchema,
} from '@adlaunch/shared/schemas/base';

export const messageAnswerSchema = z.object({ message: z.string() });
export const errorAnswerSchema = z.object({ error: z.string(), message: z.string().optional() });

// Accounts
export const registerRequestSchema = z.object({
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  emailAddress: emailSchema,
  mobile: mobileSchema,
  chargeVAT: z.boolean(),
  businessName: businessNameSchema,
  websiteUrl: websiteSchema,
  product: productSchema,
  budget: z.string().max(40).optional(),
  alreadyGbp: z.boolean().optional(),
  cid: cidSchema,
  extras: extrasSchema,
  referrer: z.string().trim().max(64).optional().nullable(),
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

export const otpPurposeSchema = z.enum(['login', 'reset']);
export const requestOtpRequestSchema = z.object({
  emailAddress: emailSchema,
  purpose: otpPurposeSchema.optional(),
});
export type RequestOtpRequest = z.infer<typeof requestOtpRequestSchema>;

export const verifyOtpRequestSchema = z.object({
  otp: otpSchema,
  emailAddress: emailSchema,
  verificationType: z.literal('email'),
});
export type VerifyOtpRequest = z.infer<typeof verifyOtpRequestSchema>;
export const tokenAnswerSchema = z.object({ token: z.string() });

export const createUserRequestSchema = z.object({
  cid: cidSchema,
  first_name: firstNameSchema,
  last_name: lastNameSchema,
  email: emailSchema,
  password: passwordSchema,
  extras: extrasSchema,
  referrer: z.string().trim().max(64).optional().nullable(),
});
export type CreateUserRequest = z.infer<typeof createUserRequestSchema>;

export const loginRequestSchema = z.object({
  email: emailSchema,
  password: z.string({ error: MESSAGES.password }).min(LIMITS.passwordMin, MESSAGES.password).max(LIMITS.passwordMax),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;
export const loginAnswerSchema = z.object({ token: z.string().nullable(), verify_email: z.boolean() });
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

export const userVerifyRequestSchema = verifyOtpRequestSchema;

export const passwordResetRequestSchema = z.object({
  emailAddress: emailSchema,
  otp: otpSchema,
  password: passwordSchema,
});
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

export const tokenLoginAnswerSchema = sessionUserSchema;
export const sessionLoginAnswerSchema = z.object({ url: z.string() });
export const rewardsRequestSchema = z.object({ emailAddress: emailSchema });
export const rewardsAnswerSchema = z.object({ rewardsPending: z.number().int() });
export const versionCheckRequestSchema = z.object({ cid: cidSchema });
export const versionCheckAnswerSchema = z.object({ version: z.string() });

// Search ads
export const locationSearchRequestSchema = z.object({
  locationTerm: z.string().trim().min(LIMITS.locationTermMin, `Type at least ${LIMITS.locationTermMin} characters.`).max(100),
});
export const locationSearchAnswerSchema = z.object({ list: z.array(locationSchema) });

export const aiSuggestionsRequestSchema = z.object({ url: websiteSchema });
export const aiSuggestionsSchema = z.object({
  headlines: z.array(z.string().max(30)),
  descriptions: z.array(z.string().max(90)),
  keywords: z.array(z.string().max(80)),
  negative_keywords: z.array(z.string().max(LIMITS.negativeKeywordMaxLength)).optional(),
});
export type AiSuggestions = z.infer<typeof aiSuggestionsSchema>;
export const aiSuggestionsAnswerSchema = z.object({ adbot_gpt_suggestions: aiSuggestionsSchema });

const idRef = z.number().int().positive().nullable().optional();
const headline = z.string().trim().min(1, MESSAGES.required).max(HEADLINE_MAX, `At most ${HEADLINE_MAX} characters.`);
const description = z.string().trim().min(1, MESSAGES.required).max(DESCRIPTION_MAX, `At most ${DESCRIPTION_MAX} characters.`);
const tag = z.string().trim().min(1).max(80);

export const searchAboutSchema = z.object({
  mobile: mobileSchema,
  business_name: businessNameSchema,
  business_url: websiteSchema,
  location_ids: z.array(z.string().min(1).max(64)).min(1, 'Choose at least one location.').max(20),
  address: z.string().trim().min(1, MESSAGES.required).max(300),
});
export const searchDetailsSchema = z.object({
  ad_details: z.object({
    headline_1: headline,
    headline_2: headline,
    headline_3: headline,
    desc_1: description,
    desc_2: description,
  }),
});
export const searchKeywordsSchema = z.object({
  keywords: z.array(tag).min(1, 'Add at least one keyword.').max(50),
  competitors: z.array(tag).min(1, 'Add at least one competitor.').max(20),
  negative_keywords: z
    .array(z.string().trim().min(1).max(LIMITS.negativeKeywordMaxLength))
    .max(LIMITS.negativeKeywordsMax, `At most ${LIMITS.negativeKeywordsMax} words to exclude.`)
    .optional(),
});
export const saveSearchAdRequestSchema = z.union([
  searchAboutSchema.extend({ ads_id: idRef }).strict(),
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
  ads_id: z
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1)
    .optional(),
});
export type ToggleRequest = z.infer<typeof toggleRequestSchema>;
export const statusAnswerSchema = z.object({ status: z.union([adStatusSchema, profileStatusSchema]) });
export { adDetailsSchema };

// Business profile
export const gbpAboutSchema = z.object({
  mobile: mobileSchema,
  business_name: businessNameSchema,
  business_url: websiteSchema,
  category: z.string().trim().min(1, MESSAGES.required).max(100),
  registration_number: z.string().trim().min(1, MESSAGES.required).max(40),
});
export const gbpDetailsSchema = z.object({
  description: z.string().trim().min(20, 'Describe your business in at least 20 characters.').max(750, 'At most 750 characters.'),
  image_url: z.string().trim().min(1, 'Upload a photo of your business.').max(500),
  certificate_url: z.string().trim().min(1, 'Upload your registration certificate.').max(500),
});
export const gbpAddressSchema = z.object({
  address: z.string().trim().min(1, MESSAGES.required).max(300),
  zipcode: z.string().trim().min(1, MESSAGES.required).max(12),
  city: z.string().trim().min(1, MESSAGES.required).max(100),
  country: z.string().trim().min(1, MESSAGES.required).max(100),
});
export const saveProfileRequestSchema = z.union([
  gbpAboutSchema.extend({ gbp_id: idRef }).strict(),
  gbpDetailsSchema.extend({ gbp_id: idRef }).strict(),
  gbpAddressSchema.extend({ gbp_id: idRef }).strict(),
]);
export type SaveProfileRequest = z.infer<typeof saveProfileRequestSchema>;
export const profileAnswerSchema = z.object({ profile: profileSchema.nullable() });
/** Every business profile of the owner, newest first. */
export const profileListAnswerSchema = z.object({ profiles: z.array(profileSchema) });
export const assetAnswerSchema = z.object({ url: z.string() });

// Promo codes and payments
export const promoRequestSchema = z.object({
  promo_code: z.string().trim().min(1, MESSAGES.required).max(40),
});
export const promoAnswerSchema = promoCodeSchema;

export const planIdSchema = z.enum(PLAN_IDS as [PlanId, ...PlanId[]]);
export const paymentInitRequestSchema = z.object({
  product: z.enum(['search_ads', 'gbp']),
  /** Only its managed tier counts: the setup fee follows the account's server-assigned variant. */
  plan: planIdSchema.optional(),
  promo_code: z.string().trim().max(40).optional().nullable(),
  /** A "yes" is kept on the account; a "no" cannot remove VAT the account already has. */
  chargeVAT: z.boolean({ error: 'Tell us whether your business is in South Africa.' }),
  email: emailSchema,
  /** Honoured only when it is another account's referral code. */
  referrer: z.string().trim().max(64).optional().nullable(),
  /** Accepted and ignored: the server prices from the variant stored with the account. */
  ab_variant: z.enum(['A', 'B']).optional(),
});
export type PaymentInitRequest = z.infer<typeof paymentInitRequestSchema>;
export const paymentInitAnswerSchema = z.object({
  reference: z.string(),
  access_code: z.string(),
  amountCents: z.number().int(),
  currency: z.literal('ZAR'),
  provider: z.enum(['sandbox', 'paystack']),
  public_key: z.string().nullable(),
});
export type PaymentInitAnswer = z.infer<typeof paymentInitAnswerSchema>;
export const paymentVerifyRequestSchema = z.object({ reference: z.string().trim().min(1).max(100) });
export const paymentVerifyAnswerSchema = z.object({
  status: z.enum(['success', 'failed', 'pending']),
  message: z.string(),
});
export type PaymentVerifyAnswer = z.infer<typeof paymentVerifyAnswerSchema>;

/** The built-in sandbox provider's card form (used when no payment provider keys are configured). */
export const sandboxChargeRequestSchema = z.object({
  access_code: z.string().trim().min(1).max(100),
  card_number: z.string().trim().min(1, 'Enter a card number.').max(30),
});
export const sandboxChargeAnswerSchema = z.object({
  reference: z.string(),
  status: z.enum(['success', 'failed']),
  message: z.string(),
});
export type SandboxChargeAnswer = z.infer<typeof sandboxChargeAnswerSchema>;

// Invoices
/** An invoice number as printed (INV-000042), optionally with `.pdf` for the PDF. */
export const invoiceNumberSchema = z.string().regex(/^INV-\d{6,9}$/, 'We could not find that invoice.');
export const invoiceAnswerSchema = z.object({ invoice: invoiceSchema });

// Social media ads leads
export const socialLeadRequestSchema = z.object({
  name: z.string().trim().min(2, 'Tell us your name.').max(120),
  email: emailSchema,
  phone: mobileSchema,
  businessName: businessNameSchema,
  website: z.string().trim().max(2048).optional().or(z.literal('')),
  platforms: z
    .array(z.enum(['facebook', 'instagram', 'linkedin', 'tiktok']), { error: 'Choose at least one platform.' })
    .min(1, 'Choose at least one platform.'),
  monthlyBudget: z.enum(['under_5000', '5000_15000', '15000_50000', 'over_50000'], { error: 'Choose a monthly budget.' }),
  message: z.string().trim().max(2000).optional().or(z.literal('')),
});
export type SocialLeadRequest = z.infer<typeof socialLeadRequestSchema>;

// Dashboard
export const performanceAnswerSchema = z.object({ days: z.array(performanceDaySchema) });
export { accountSchema };

// Monthly results reports
export const reportMonthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Give a month as YYYY-MM, e.g. 2024-05.');
export const reportTotalsSchema = z.object({
  clicks: z.number().int(),
  views: z.number().int(),
  spendCents: z.number().int(),
  /** Click-through rate as a fraction (0.05 = 5%). */
  ctr: z.number(),
});
export type ReportTotals = z.infer<typeof reportTotalsSchema>;
export const monthlyFiguresSchema = z.object({
  month: reportMonthSchema,
  label: z.string(),
  daysWithData: z.number().int(),
  totals: reportTotalsSchema,
  budgetCents: z.number().int(),
  /** Null unless the month before is a whole month of statistics (a change against part of a month misleads). */
  previous: reportTotalsSchema.nullable(),
  /** Relative change of each count (0.1 = +10%) and the CTR change in percentage points; null without a month before. */
  change: z.object({
    clicks: z.number().nullable(),
    views: z.number().nullable(),
    spendCents: z.number().nullable(),
    ctrPoints: z.number().nullable(),
  }),
});
export type MonthlyFigures = z.infer<typeof monthlyFiguresSchema>;
export const monthlyReportSchema = monthlyFiguresSchema.extend({
  businessName: z.string().nullable(),
  /** When the report was emailed; null when it was not (yet). */
  sentAt: z.string().nullable(),
});
export type MonthlyReport = z.infer<typeof monthlyReportSchema>;
export const reportParamsSchema = z.object({ month: reportMonthSchema });
export const reportListAnswerSchema = z.object({
  reports: z.array(
    z.object({
      month: reportMonthSchema,
      label: z.string(),
      clicks: z.number().int(),
      spendCents: z.number().int(),
      sentAt: z.string().nullable(),
    }),
  ),
});
export type ReportListAnswer = z.infer<typeof reportListAnswerSchema>;
export const reportAnswerSchema = z.object({ report: monthlyReportSchema });
