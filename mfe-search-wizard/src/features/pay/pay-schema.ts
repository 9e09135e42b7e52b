import { z } from 'zod';
import { emailSchema, vatNumberSchema } from '@adlaunch/shared/schemas';
import { VAT_MESSAGE } from '@adlaunch/ui-kit';

/** The pay step's form: the plan tier, the South Africa VAT answer and a receipt email. */
export const payFormSchema = z.object({
  tier: z.enum(['low', 'high']),
  chargeVAT: z.enum(['yes', 'no'], { error: VAT_MESSAGE }),
  email: emailSchema,
  /** Optional, printed on the tax invoice. */
  vatNumber: vatNumberSchema.optional(),
});
export type PayFormInput = z.input<typeof payFormSchema>;
export type PayFormOutput = z.output<typeof payFormSchema>;
