import { z } from 'zod';
import { MESSAGES } from '@adlaunch/shared';
import { emailSchema, firstNameSchema, lastNameSchema, loginRequestSchema, otpSchema, passwordSchema } from '@adlaunch/shared/schemas';

export const loginFormSchema = loginRequestSchema;
export type LoginForm = z.input<typeof loginFormSchema>;

export const registerFormSchema = z.object({
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  email: emailSchema,
  password: passwordSchema,
  marketing: z.boolean(),
  terms: z.boolean().refine((accepted) => accepted, MESSAGES.terms),
});
export type RegisterForm = z.input<typeof registerFormSchema>;

export const otpFormSchema = z.object({ otp: otpSchema });
export type OtpForm = z.input<typeof otpFormSchema>;

export const emailFormSchema = z.object({ email: emailSchema });
export type EmailForm = z.input<typeof emailFormSchema>;

export const newPasswordFormSchema = z.object({ otp: otpSchema, password: passwordSchema });
export type NewPasswordForm = z.input<typeof newPasswordFormSchema>;
