import { z } from 'zod';
import { MESSAGES } from '@adlaunch/shared';
import { businessNameSchema, emailSchema, firstNameSchema, lastNameSchema, mobileSchema, otpSchema, websiteSchema } from '@adlaunch/shared/api';
import type { RegisterPageProps } from '@adlaunch/shared';

export const BUDGET_OPTIONS = [
  { value: 'under_5000', label: 'Under R5,000 a month' },
  { value: '5000_10000', label: 'R5,000 to R10,000 a month' },
  { value: '10000_25000', label: 'R10,000 to R25,000 a month' },
  { value: 'over_25000', label: 'Over R25,000 a month' },
  { value: 'not_sure', label: 'Not sure yet' },
] as const;

const yesNo = (message: string) => z.enum(['yes', 'no'], { error: message });

export const VAT_MESSAGE = 'Tell us whether your business is in South Africa.';
export const ALREADY_GBP_MESSAGE = 'Tell us whether you already have a Google Business Profile.';
export const BUDGET_MESSAGE = 'Choose a monthly budget.';

export function registerPageSchema(product: RegisterPageProps['product']) {
  return z.object({
    firstName: firstNameSchema,
    lastName: lastNameSchema,
    emailAddress: emailSchema,
    mobile: mobileSchema,
    businessName: businessNameSchema,
    websiteUrl: websiteSchema,
    budget: z.string().min(1, BUDGET_MESSAGE),
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
