import { z } from 'zod';
import { emailSchema, vatNumberSchema } from '@adlaunch/shared/schemas';
import { VAT_MESSAGE } from '@adlaunch/ui-kit';

/** The pay step's form: a receipt email and the South Africa VAT answer. Loaded with the form's first check. */
export const payFormSchema = z.object({
  email: emailSchema,
  /** Optional, printed on the tax invoice. */
  vatNumber: vatNumberSchema.optional(),
  vat: z.enum(['yes', 'no'], { error: VAT_MESSAGE }),
});
export type PayInput = z.input<typeof payFormSchema>;
export type PayValues = z.output<typeof payFormSchema>;
