// Promo codes, payments and invoices.
import { z } from 'zod';
import { MESSAGES } from '../../constants/messages';
import { PLAN_IDS, type PlanId } from '../../pricing/constants';
import { invoiceSchema, promoCodeSchema, emailSchema } from '@adlaunch/shared/schemas/base';

export const promoRequestSchema = z.object({
  promo_code: z.string().trim().min(1, MESSAGES.required).max(40),
});
export const promoAnswerSchema = promoCodeSchema;

/** A South African VAT number: 10 digits starting with 4 (spaces allowed); empty means none. */
export const vatNumberSchema = z
  .string()
  .trim()
  .transform((v) => v.replace(/\s+/g, ''))
  .refine((v) => v === '' || /^4\d{9}$/.test(v), { message: MESSAGES.vatNumber })
  .transform((v) => (v === '' ? null : v));

/**
 * The South Africa (VAT) answer, asked on each wizard's first step so every later price already includes VAT (decision 017).
 * The server keeps a "yes" on the account for good; a later "no" cannot take it back.
 */
export const vatAnswerSchema = z.object({
  charge_vat: z.enum(['yes', 'no'], { error: MESSAGES.vatAnswer }),
  /** Optional, printed on the tax invoice; only kept with a "yes". Empty (or null) removes it. */
  vat_number: vatNumberSchema.nullable().optional(),
});
export type VatAnswer = z.output<typeof vatAnswerSchema>;
/** The same answer in a step's request: optional there, so older clients still save their step. */
export const vatAnswerRequestFields = vatAnswerSchema.partial().shape;

export const planIdSchema = z.enum(PLAN_IDS as [PlanId, ...PlanId[]]);
export const paymentInitRequestSchema = z.object({
  product: z.enum(['search_ads', 'gbp']),
  /** Only its managed tier counts: the setup fee follows the account's server-assigned variant. */
  plan: planIdSchema.optional(),
  promo_code: z.string().trim().max(40).optional().nullable(),
  /** A "yes" is kept on the account; a "no" cannot remove VAT the account already has. */
  chargeVAT: z.boolean({ error: MESSAGES.vatAnswer }),
  email: emailSchema,
  /** Honoured only when it is another account's referral code. */
  referrer: z.string().trim().max(64).optional().nullable(),
  /** Accepted and ignored: the server prices from the variant stored with the account. */
  ab_variant: z.enum(['A', 'B']).optional(),
  /** Printed on the tax invoice; kept with the account. */
  vatNumber: vatNumberSchema.optional().nullable(),
});
export type PaymentInitRequest = z.infer<typeof paymentInitRequestSchema>;
export const paymentInitAnswerSchema = z.object({
  reference: z.string(),
  access_code: z.string(),
  amountCents: z.number().int(),
  currency: z.literal('ZAR'),
  provider: z.enum(['sandbox', 'paystack']),
  public_key: z.string().nullable(),
  /** What the amount is for, said by the checkout before it asks for the card (a card check: "Card check: R1, refunded at once"). */
  amountLabel: z.string().optional(),
});
export type PaymentInitAnswer = z.infer<typeof paymentInitAnswerSchema>;
export const paymentVerifyRequestSchema = z.object({ reference: z.string().trim().min(1).max(100) });
export const paymentVerifyAnswerSchema = z.object({
  status: z.enum(['success', 'failed', 'pending']),
  message: z.string(),
});
export type PaymentVerifyAnswer = z.infer<typeof paymentVerifyAnswerSchema>;

/** The built-in sandbox provider's card form (used when no payment provider keys are configured). */
export const sandboxChargeRequestSchema = z.object({
  access_code: z.string().trim().min(1).max(100),
  card_number: z.string().trim().min(1, 'Enter a card number.').max(30),
});
export const sandboxChargeAnswerSchema = z.object({
  reference: z.string(),
  status: z.enum(['success', 'failed']),
  message: z.string(),
});
export type SandboxChargeAnswer = z.infer<typeof sandboxChargeAnswerSchema>;

// Invoices
/** An invoice number as printed (INV-000042), optionally with `.pdf` for the PDF. */
export const invoiceNumberSchema = z.string().regex(/^INV-\d{6,9}$/, 'We could not find that invoice.');
export const invoiceAnswerSchema = z.object({ invoice: invoiceSchema });
