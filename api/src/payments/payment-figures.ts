import { isDay } from '@adlaunch/shared';
import { z } from 'zod';

/**
 * The one shape of what the server stores with a payment and a period invoice: the figures it priced
 * (every amount in ZAR cents, excluding VAT, the VAT apart) and what the payment is for. Written with
 * `figuresJson` and read with `readFigures`, both through this schema: a row that does not fit fails
 * loudly instead of pricing as zero. Fields added later have defaults, so older rows still read.
 */
const cents = z.number().int();
const day = z.string().refine(isDay, 'not a day');

export const paymentFiguresSchema = z.object({
  description: z.string(),
  flow_name: z.enum(['setup-search', 'setup-gbp', 'renewal', 'card-check', 'final-settlement']),
  product: z.enum(['search_ads', 'gbp']),
  plan: z.string().nullable(),
  payment_medium: z.literal('card').default('card'),
  interval: z.literal('monthly').default('monthly'),
  vat: z.boolean(),
  vat_cents: cents,
  setup_cost: cents,
  subscription_cost: cents,
  ads_cost: cents,
  discount_cents: cents,
  /** Dollar references of the list prices (spec §7), converted once by the contract's pricing. */
  setup_cost_usd: cents.default(0),
  subscription_cost_usd: cents.default(0),
  ads_cost_usd: cents.default(0),
  /** The price test's free setup (variant A): the offer's name on the invoice. */
  setup_waived: z.boolean().default(false),
  /** A renewal's ad budget settled against the days the ads ran in the period before (decision 029): negative is a credit. */
  budget_adjustment_cents: cents.default(0),
  /** Days the owner paused the ads in the period before. */
  paused_days: cents.default(0),
  /** Credit carried from earlier charges and taken off this one. */
  credit_applied_cents: cents.default(0),
  promo_id: cents.nullable().default(null),
  model_id: cents.nullable().default(null),
  subscription_id: cents.nullable().default(null),
  /** The period paid for: its first and last day. */
  period_start: day.nullable().default(null),
  period_end: day.nullable().default(null),
  /** The address the card provider ties the card authorization to. */
  card_email: z.string().nullable().default(null),
  test_payment: z.boolean().default(false),
});

export type PaymentFigures = z.infer<typeof paymentFiguresSchema>;
export type PaymentFiguresInput = z.input<typeof paymentFiguresSchema>;

export class BadFiguresError extends Error {}

export function readFigures(json: string): PaymentFigures {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    throw new BadFiguresError('payment figures are not JSON');
  }
  const result = paymentFiguresSchema.safeParse(raw);
  if (!result.success)
    throw new BadFiguresError(`payment figures do not fit: ${result.error.issues.map((i) => i.path.join('.')).join(', ')}`);
  return result.data;
}

export function figuresJson(figures: PaymentFiguresInput): string {
  return JSON.stringify(paymentFiguresSchema.parse(figures));
}
