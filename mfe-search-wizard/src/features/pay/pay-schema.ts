import { z } from 'zod';
import { emailSchema } from '@adlaunch/shared/schemas';

/** The pay step's form: the plan tier and a receipt email (the South Africa answer is given on the about step). */
export const payFormSchema = z.object({
  tier: z.enum(['low', 'high']),
  email: emailSchema,
});
export type PayFormInput = z.input<typeof payFormSchema>;
export type PayFormOutput = z.output<typeof payFormSchema>;
