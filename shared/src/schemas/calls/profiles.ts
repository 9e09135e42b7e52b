// Business profiles: the wizard steps, saving and listing.
import { z } from 'zod';
import { idRef } from './refs';
import { vatAnswerRequestFields, vatAnswerSchema } from './payments';
import { MESSAGES } from '../../constants/messages';
import { profileSchema, businessNameSchema, mobileSchema, websiteSchema } from '@adlaunch/shared/schemas/base';

export const gbpAboutSchema = z.object({
  mobile: mobileSchema,
  business_name: businessNameSchema,
  business_url: websiteSchema,
  category: z.string().trim().min(1, MESSAGES.required).max(100),
  registration_number: z.string().trim().min(1, MESSAGES.required).max(40),
});
/** The about step's form: the business details and the South Africa (VAT) answer, saved together. */
export const gbpAboutFormSchema = gbpAboutSchema.extend(vatAnswerSchema.shape);
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
  gbpAboutSchema.extend({ gbp_id: idRef, ...vatAnswerRequestFields }).strict(),
  gbpDetailsSchema.extend({ gbp_id: idRef }).strict(),
  gbpAddressSchema.extend({ gbp_id: idRef }).strict(),
]);
export type SaveProfileRequest = z.infer<typeof saveProfileRequestSchema>;
export const profileAnswerSchema = z.object({ profile: profileSchema.nullable() });
/** Every business profile of the owner, newest first. */
export const profileListAnswerSchema = z.object({ profiles: z.array(profileSchema) });
export const assetAnswerSchema = z.object({ url: z.string() });
