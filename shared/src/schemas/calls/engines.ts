// The ad engines' results (decision 040): a search ad's link to its campaign on Google Ads and
// Microsoft Advertising (the back office's order page), and how fresh each engine's figures are (the
// owner's statistics). Each engine's figures come from its API once a day.
import { z } from 'zod';
import { idSchema } from '@adlaunch/shared/schemas/base';

export const ENGINE_IDS = ['google', 'microsoft'] as const;
export const engineIdSchema = z.enum(ENGINE_IDS);
export type EngineId = z.infer<typeof engineIdSchema>;

/** A search ad's campaign on one engine. Google: `accountId` is the customer id (digits); Microsoft: the account id. */
export const engineLinkSchema = z.object({
  engine: engineIdSchema,
  accountId: z.string(),
  campaignId: z.string(),
  /** The staff member's address, or `operator:<name>` for the ops command. */
  linkedBy: z.string(),
  linkedAt: z.string(),
});
export type EngineLink = z.infer<typeof engineLinkSchema>;

/** `/v2/staff/orders/search_ads/:id/engine-links` (and `/:engine` for DELETE). */
export const engineLinkParamsSchema = z.object({ id: z.coerce.number().pipe(idSchema) });
export const engineUnlinkParamsSchema = engineLinkParamsSchema.extend({ engine: engineIdSchema });

/** `POST`: links (or re-links) the ad on an engine. Google's customer id may be written 123-456-7890. */
export const engineLinkRequestSchema = z.object({
  engine: engineIdSchema,
  accountId: z
    .string()
    .trim()
    .regex(/^(\d{3}-?\d{3}-?\d{4}|\d{1,19})$/, 'Give the customer or account id in digits (Google: like 123-456-7890).'),
  campaignId: z
    .string()
    .trim()
    .regex(/^[1-9]\d{0,18}$/, 'Give the campaign id in digits.'),
});
export type EngineLinkRequest = z.infer<typeof engineLinkRequestSchema>;

/** Each engine's latest sync for the ad: shown beside the links. */
export const engineSyncStateSchema = z.object({
  engine: engineIdSchema,
  /** When results last arrived; null before the first. */
  updatedAt: z.string().nullable(),
  triedAt: z.string(),
  /** The last try's error (the engine's own words); null when it succeeded. */
  error: z.string().nullable(),
});
export type EngineSyncState = z.infer<typeof engineSyncStateSchema>;

/** The answer of every engine-links call: the ad's links now, and each linked engine's latest sync. */
export const engineLinksAnswerSchema = z.object({ links: z.array(engineLinkSchema), syncs: z.array(engineSyncStateSchema) });
export type EngineLinksAnswer = z.infer<typeof engineLinksAnswerSchema>;

/**
 * How fresh the owner's statistics are, per linked engine: when its figures last arrived and whether
 * the latest try failed (then the figures are those of `updatedAt`). Empty when the ad is not linked.
 */
export const resultsFreshnessSchema = z.object({
  engines: z.array(z.object({ engine: engineIdSchema, updatedAt: z.string().nullable(), failing: z.boolean() })),
});
export type ResultsFreshness = z.infer<typeof resultsFreshnessSchema>;

/** An engine's spend past a paid period's ad budget by more than 2% (once per ad, engine and period). */
export const spendAlertSchema = z.object({
  id: idSchema,
  adId: idSchema,
  businessName: z.string().nullable(),
  engine: engineIdSchema,
  /** The paid period: its first day, and the first day after it. */
  periodStart: z.string(),
  periodEnd: z.string(),
  budgetCents: z.number().int(),
  spendCents: z.number().int(),
  createdAt: z.string(),
  /** When staff closed it, and who; null while open. */
  resolvedAt: z.string().nullable(),
});
export type SpendAlert = z.infer<typeof spendAlertSchema>;
/** `GET /v2/staff/spend-alerts` (open ones, oldest first; `?all=1` for the closed ones too) and the answer of closing one. */
export const spendAlertsAnswerSchema = z.object({ alerts: z.array(spendAlertSchema) });
export type SpendAlertsAnswer = z.infer<typeof spendAlertsAnswerSchema>;
export const spendAlertParamsSchema = z.object({ id: z.coerce.number().pipe(idSchema) });
export const spendAlertsQuerySchema = z.object({ all: z.enum(['0', '1']).optional() });

/** The staff API paths of the engines (every call sends `Authorization: Bearer <staff token>`). */
export const ENGINE_STAFF_API = {
  /** GET the links and syncs; POST `engineLinkRequestSchema` to link (or re-link) an engine. */
  engineLinks: (adId: number) => `/v2/staff/orders/search_ads/${adId}/engine-links`,
  /** DELETE: unlink that engine (the figures already fetched stay). */
  engineLink: (adId: number, engine: EngineId) => `/v2/staff/orders/search_ads/${adId}/engine-links/${engine}`,
  spendAlerts: '/v2/staff/spend-alerts',
  resolveSpendAlert: (id: number) => `/v2/staff/spend-alerts/${id}/resolve`,
} as const;
