// Social media ads leads.
import { z } from 'zod';
import { businessNameSchema, emailSchema, mobileSchema } from '@adlaunch/shared/schemas/base';

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
