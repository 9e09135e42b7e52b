// The back office's screens for what was terminal-only: credits, a refused refund retried,
// promo codes, the results import from a CSV report and the cancellations list. Each route checks its
// roles on the server (`STAFF_WORK_ACCESS`); the ops commands and the screens call the same functions.
import { z } from 'zod';
import { emailSchema, idSchema } from '@adlaunch/shared/schemas/base';

export const STAFF_WORK_ACCESS = {
  credits: ['finance'],
  promos: ['finance'],
  statsImport: ['campaigns'],
  cancellations: ['finance', 'support'],
} as const;

export const STAFF_WORK_API = {
  /** `GET ?email=`: an owner's plans, to give one a credit. */
  ownerPlans: '/v2/staff/money/owner-plans',
  credit: (subscriptionId: number) => `/v2/staff/money/subscriptions/${subscriptionId}/credit`,
  retryRefund: (reference: string) => `/v2/staff/money/refunds/${encodeURIComponent(reference)}/retry`,
  promos: '/v2/staff/promos',
  endPromo: (code: string) => `/v2/staff/promos/${encodeURIComponent(code)}/end`,
  statsImport: (adId: number) => `/v2/staff/stats/search_ads/${adId}/import`,
  cancellations: '/v2/staff/cancellations',
} as const;

// Credits (finance).

/** The largest credit one grant gives: R50,000 (a mistyped figure is refused, not given). */
export const STAFF_CREDIT_MAX_CENTS = 5_000_000;

export const staffOwnerPlansQuerySchema = z.object({ email: emailSchema });
export const staffOwnerPlanSchema = z.object({
  subscriptionId: idSchema,
  label: z.string(),
  status: z.string(),
  chargeVAT: z.boolean(),
  /** The credit held now, stated as charges are (incl. VAT when the plan charges VAT). */
  creditCents: z.number().int(),
  nextChargeOn: z.string().nullable(),
  nextChargeCents: z.number().int().nullable(),
});
export type StaffOwnerPlan = z.infer<typeof staffOwnerPlanSchema>;
export const staffOwnerPlansAnswerSchema = z.object({ email: z.string(), plans: z.array(staffOwnerPlanSchema) });
export type StaffOwnerPlansAnswer = z.infer<typeof staffOwnerPlansAnswerSchema>;

/** `POST .../subscriptions/:id/credit`: `amount_cents` incl. VAT when the plan charges VAT; `reason` is written for the owner. */
export const staffCreditRequestSchema = z.object({
  amount_cents: z
    .number({ message: 'Give the credit in rand, such as 250 or 250.50.' })
    .int('Give the credit in rand and whole cents.')
    .positive('A credit is more than R0.')
    .max(STAFF_CREDIT_MAX_CENTS, 'A credit is at most R50,000; give a larger one in parts, each with its reason.'),
  reason: z.string().trim().min(3, 'Write the reason the owner reads.').max(500, 'Keep the reason under 500 characters.'),
});
export type StaffCreditRequest = z.infer<typeof staffCreditRequestSchema>;
export const staffCreditAnswerSchema = z.object({
  subscriptionId: idSchema,
  /** What was given and the credit now held, both stated as charges are. */
  grantedCents: z.number().int(),
  creditCents: z.number().int(),
  message: z.string(),
});
export type StaffCreditAnswer = z.infer<typeof staffCreditAnswerSchema>;

// A refund the provider refused, sent again (the ops `refunds retry`).

export const staffRefundRetryAnswerSchema = z.object({ reference: z.string(), refunded: z.boolean(), message: z.string() });
export type StaffRefundRetryAnswer = z.infer<typeof staffRefundRetryAnswerSchema>;

// Promo codes (the ops `promo`).

export const staffPromoSchema = z.object({
  code: z.string(),
  type: z.enum(['free', 'percent']),
  percentage: z.number().int().nullable(),
  state: z.enum(['active', 'ended', 'expired']),
  /** The last day it is valid (YYYY-MM-DD), or null. */
  expiresOn: z.string().nullable(),
  maxUses: z.number().int().nullable(),
  createdAt: z.string(),
});
export type StaffPromo = z.infer<typeof staffPromoSchema>;
export const staffPromosAnswerSchema = z.object({ promos: z.array(staffPromoSchema) });
export type StaffPromosAnswer = z.infer<typeof staffPromosAnswerSchema>;
export const staffPromoAnswerSchema = z.object({ promo: staffPromoSchema });
export type StaffPromoAnswer = z.infer<typeof staffPromoAnswerSchema>;

const day = /^\d{4}-\d{2}-\d{2}$/;
export const staffPromoCreateRequestSchema = z
  .object({
    code: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9_-]{3,40}$/, 'A code is 3 to 40 letters, digits, - or _.'),
    type: z.enum(['free', 'percent'], { message: 'Choose free or percent off.' }),
    percentage: z
      .number({ message: 'Give a whole percentage from 1 to 100.' })
      .int('Give a whole percentage.')
      .min(1, 'From 1 to 100.')
      .max(100, 'From 1 to 100.')
      .nullable()
      .optional(),
    expires_on: z
      .string()
      .regex(day, 'Give a date such as 2026-12-31.')
      .refine((value) => !Number.isNaN(Date.parse(value)), 'Give a date such as 2026-12-31.')
      .nullable()
      .optional(),
    max_uses: z
      .number({ message: 'Give a whole number of owners, or leave it empty.' })
      .int('Give a whole number.')
      .min(1, 'At least 1.')
      .max(1_000_000)
      .nullable()
      .optional(),
  })
  .superRefine((value, ctx) => {
    if (value.type === 'percent' && (value.percentage === null || value.percentage === undefined))
      ctx.addIssue({ code: 'custom', path: ['percentage'], message: 'A percent code needs a percentage from 1 to 100.' });
  });
export type StaffPromoCreateRequest = z.input<typeof staffPromoCreateRequestSchema>;
export const staffPromoParamsSchema = z.object({ code: z.string().regex(/^[A-Za-z0-9_-]{3,40}$/) });

// The results import from a CSV report (the ops `import-stats`).

/** The report's bytes as base64 (Google's export may be UTF-16), at most 5 MB. */
export const STATS_FILE_MAX_BYTES = 5 * 1024 * 1024;
export const staffStatsImportRequestSchema = z.object({
  file_name: z.string().trim().min(1).max(200),
  content_base64: z
    .string()
    .min(1, 'Choose the report file.')
    .max(Math.ceil(STATS_FILE_MAX_BYTES / 3) * 4 + 4, 'The report is larger than 5 MB.')
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'The file could not be read.'),
});
export type StaffStatsImportRequest = z.infer<typeof staffStatsImportRequestSchema>;
export const staffStatsImportAnswerSchema = z.object({
  days: z.number().int(),
  inserted: z.number().int(),
  updated: z.number().int(),
  from: z.string(),
  to: z.string(),
  message: z.string(),
});
export type StaffStatsImportAnswer = z.infer<typeof staffStatsImportAnswerSchema>;
export const staffStatsParamsSchema = z.object({ id: z.coerce.number().pipe(idSchema) });

// Cancellations (the ops `cancellations`).

export const staffCancellationSchema = z.object({
  subscriptionId: idSchema,
  ownerEmail: z.string(),
  product: z.enum(['search_ads', 'gbp']),
  plan: z.string(),
  cancelledAt: z.string(),
  /** The last day its ads run (YYYY-MM-DD), or null. */
  lastDay: z.string().nullable(),
  /** Ended, or still running (the owner can undo it). */
  ended: z.boolean(),
});
export type StaffCancellation = z.infer<typeof staffCancellationSchema>;
export const staffCancellationsAnswerSchema = z.object({ rows: z.array(staffCancellationSchema) });
export type StaffCancellationsAnswer = z.infer<typeof staffCancellationsAnswerSchema>;
