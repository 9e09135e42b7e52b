import { z } from 'zod';
import { emailSchema } from '@adlaunch/shared/schemas';

/** The pay step's form: a receipt email (the South Africa answer is given on the about step). Loaded with the form's first check. */
export const payFormSchema = z.object({
  email: emailSchema,
});
export type PayInput = z.input<typeof payFormSchema>;
export type PayValues = z.output<typeof payFormSchema>;
