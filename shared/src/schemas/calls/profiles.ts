// Business profiles: the wizard steps, saving and listing.
import { z } from 'zod';
import { idRef } from './refs';
import { vatAnswerRequestFields, vatAnswerSchema } from './payments';
import { MESSAGES } from '../../constants/messages';
import {
  profileSchema,
  businessNameSchema,
  isSouthAfrica,
  mobileSchema,
  registrationNumberSchema,
  SA_POSTAL_CODE,
  websiteSchema,
} from '@adlaunch/shared/schemas/base';

export const gbpAboutSchema = z.object({
  mobile: mobileSchema,
  business_name: businessNameSchema,
  business_url: websiteSchema,
  category: z.string().trim().min(1, MESSAGES.required).max(100),
  /** Empty for a sole proprietor, who has no company registration. */
  registration_number: registrationNumberSchema,
});
/** The about step's form: the business details and the South Africa (VAT) answer, saved together. */
export const gbpAboutFormSchema = gbpAboutSchema.extend(vatAnswerSchema.shape);
export const gbpDetailsSchema = z.object({
  description: z.string().trim().min(20, 'Describe your business in at least 20 characters.').max(750, 'At most 750 characters.'),
  image_url: z.string().trim().min(1, 'Upload a photo of your business.').max(500),
  /** Empty for a sole proprietor, who has no registration certificate. */
  certificate_url: z.string().trim().max(500),
});
const gbpAddressFields = z.object({
  address: z.string().trim().min(1, MESSAGES.required).max(300),
  zipcode: z.string().trim().min(1, MESSAGES.required).max(12),
  city: z.string().trim().min(1, MESSAGES.required).max(100),
  country: z.string().trim().min(1, MESSAGES.required).max(100),
});
const saPostalCode = (value: { zipcode: string; country: string }, ctx: z.RefinementCtx) => {
  if (isSouthAfrica(value.country) && !SA_POSTAL_CODE.test(value.zipcode))
    ctx.addIssue({ code: 'custom', path: ['zipcode'], message: MESSAGES.postalCodeSa });
};
export const gbpAddressSchema = gbpAddressFields.superRefine(saPostalCode);
export const saveProfileRequestSchema = z.union([
  gbpAboutSchema.extend({ gbp_id: idRef, ...vatAnswerRequestFields }).strict(),
  gbpDetailsSchema.extend({ gbp_id: idRef }).strict(),
  gbpAddressFields.extend({ gbp_id: idRef }).strict().superRefine(saPostalCode),
]);
export type SaveProfileRequest = z.infer<typeof saveProfileRequestSchema>;
export const profileAnswerSchema = z.object({ profile: profileSchema.nullable() });
/** Every business profile of the owner, newest first. */
export const profileListAnswerSchema = z.object({ profiles: z.array(profileSchema) });
export const assetAnswerSchema = z.object({ url: z.string() });
