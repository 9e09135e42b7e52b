import { z } from 'zod';
import { MESSAGES } from '@adlaunch/shared';
import {
  businessNameSchema,
  emailSchema,
  firstNameSchema,
  lastNameSchema,
  mobileSchema,
  otpSchema,
  websiteSchema,
} from '@adlaunch/shared/schemas';
import type { RegisterPageProps } from '@adlaunch/shared';
import { ALREADY_GBP_MESSAGE, PLAN_MESSAGE, VAT_MESSAGE } from './options';

const yesNo = (message: string) => z.enum(['yes', 'no'], { error: message });

export function registerPageSchema(product: RegisterPageProps['product']) {
  return z.object({
    firstName: firstNameSchema,
    lastName: lastNameSchema,
    emailAddress: emailSchema,
    mobile: mobileSchema,
    businessName: businessNameSchema,
    websiteUrl: websiteSchema,
    plan: product === 'search_ads' ? z.enum(['low', 'high'], { error: PLAN_MESSAGE }) : z.enum(['low', 'high']).nullish(),
    alreadyGbp: product === 'gbp' ? yesNo(ALREADY_GBP_MESSAGE) : z.enum(['yes', 'no']).nullish(),
    chargeVAT: yesNo(VAT_MESSAGE),
    marketing: z.boolean(),
    terms: z.boolean().refine((accepted) => accepted, MESSAGES.terms),
  });
}
export type RegisterPageSchema = ReturnType<typeof registerPageSchema>;
export type RegisterPageForm = z.input<RegisterPageSchema>;

export const codeFormSchema = z.object({ otp: otpSchema });
export type CodeForm = z.input<typeof codeFormSchema>;
