// Accounts: registration, codes, login, password reset.
import { z } from 'zod';
import { LIMITS } from '../../constants/limits';
import { MESSAGES } from '../../constants/messages';
import {
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

/**
 * `password` (optional): the password the person confirming chose when registering or logging in in
 * this dialog; the account keeps its password only when it matches (docs/security.md, pre-registration takeover).
 */
export const userVerifyRequestSchema = verifyOtpRequestSchema.extend({ password: z.string().max(LIMITS.passwordMax).optional() });

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
