// The price-test variant of a visitor, and recurring billing (decision 016).
import { z } from 'zod';
import { SUBSCRIPTION_STATUSES } from '../../billing/billing';
import { cidSchema, emailSchema, idSchema } from '@adlaunch/shared/schemas/base';

/** A visitor's contact: the id the server issued them, if they hold one (any other id is replaced). */
export const visitorRequestSchema = z.object({ cid: cidSchema.optional() });
/** The visitor id to keep and send as `cid` (the one held, or a new one) and its price-test variant. */
export const visitorAnswerSchema = z.object({ cid: cidSchema, abVariant: z.enum(['A', 'B']) });
export type VisitorAnswer = z.infer<typeof visitorAnswerSchema>;

export const subscriptionStatusSchema = z.enum(SUBSCRIPTION_STATUSES);
export const subscriptionSchema = z.object({
  id: idSchema,
  product: z.enum(['search_ads', 'gbp']),
  /** "Search ads, Growth plan: Acme Plumbing" */
  label: z.string(),
  status: subscriptionStatusSchema,
  /** What each month costs, as charged (incl. VAT when it applies). */
  amountCents: z.number().int(),
  chargeVAT: z.boolean(),
  /** Day of the month it renews on (1-31; shorter months use their last day). */
  anchorDay: z.number().int().min(1).max(31),
  /** The search ad a search ads subscription pays for (null for a business profile; older answers lack it). */
  adId: idSchema.nullable().optional(),
  /** The paid period: first and last day the ads run for what has been paid. */
  periodStart: z.string(),
  periodEnd: z.string(),
  /** The next charge (YYYY-MM-DD): the renewal, or the next retry when past due; null when nothing more will be charged. */
  nextChargeOn: z.string().nullable(),
  /** What the next charge (on `nextChargeOn`) will be, from the ledger; null when nothing more will be charged. */
  nextChargeCents: z.number().int().nullable(),
  /** Credit (for paused days) taken off the next charges, as charges are stated (incl. VAT when it applies). */
  creditCents: z.number().int(),
  /**
   * For search ads that renew: the next charge if the ads are paused on its day, and if they run (decision 029),
   * and the credit left over after that charge in each case (as charged: incl. VAT when it applies). Older answers
   * lack the credit left; the pause dialog then states no figure for it.
   */
  pausePreview: z
    .object({
      on: z.string(),
      ifPausedCents: z.number().int(),
      ifRunningCents: z.number().int(),
      creditLeftIfPausedCents: z.number().int().optional(),
      creditLeftIfRunningCents: z.number().int().optional(),
    })
    .nullable(),
  /**
   * For search ads: what the plan's end charges if it ends with the paid period (cancelled now, or
   * already), on `on`: the ad budget of the days its last month ran, less the credit, incl. VAT when it
   * applies; `creditLeftCents` is the credit the plan ends with. Null when nothing ends a
   * period (ended, or owing); older answers lack it.
   */
  cancelPreview: z.object({ on: z.string(), amountCents: z.number().int(), creditLeftCents: z.number().int() }).nullable().optional(),
  /** The last day the ads run after a cancellation; null when not cancelled. */
  cancelAt: z.string().nullable(),
  /** Whether a cancellation can still be undone (before its last day is over). */
  canUndoCancel: z.boolean(),
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  /** When a renewal was declined: what is owed, how many tries failed, and the next automatic try. */
  pastDue: z
    .object({ owedCents: z.number().int(), failedAttempts: z.number().int(), nextRetryOn: z.string().nullable(), since: z.string() })
    .nullable(),
  /** Every money event of this plan, newest first, in the words its email used. */
  history: z.array(z.object({ day: z.string(), kind: z.string(), text: z.string() })),
});
export type Subscription = z.infer<typeof subscriptionSchema>;
export const subscriptionListAnswerSchema = z.object({ subscriptions: z.array(subscriptionSchema) });
export type SubscriptionListAnswer = z.infer<typeof subscriptionListAnswerSchema>;
export const subscriptionParamsSchema = z.object({ id: z.coerce.number().pipe(idSchema) });
export const subscriptionAnswerSchema = z.object({ subscription: subscriptionSchema, message: z.string() });
export type SubscriptionAnswer = z.infer<typeof subscriptionAnswerSchema>;
/** Updating the card opens a checkout: for what is owed, or a refunded card check when nothing is. */
export const cardUpdateRequestSchema = z.object({ email: emailSchema });
