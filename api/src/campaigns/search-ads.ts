import type { Kysely, Selectable, Transaction } from 'kysely';
import {
  BILLING_MESSAGES,
  keywordsOverPlanMessage,
  PLAN_IDS,
  searchPlan,
  type AdStatus,
  type Location,
  type ManagedTier,
  type PlanId,
  type SaveSearchAdRequest,
  type SearchAd,
} from '@adlaunch/shared';
import { adDetailsSchema, adStatusSchema, locationSchema } from '@adlaunch/shared/schemas';
import { z } from 'zod';
import { now } from '../db/database';
import type { Database, SearchAdsTable } from '../db/schema';
import { HttpError } from '../lib/http-error';
import { writeTransaction } from '../lib/transaction';
import { ACCOUNT_LIMITS, assertDailyAllowance, LIMIT_MESSAGES } from '../accounts/account-limits';
import type { LocationIndex } from './locations';

export type SearchAdRow = Selectable<SearchAdsTable>;

function json<T>(text: string | null, schema: z.ZodType<T>, fallback: T): T {
  if (!text) return fallback;
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : fallback;
  } catch {
    return fallback;
  }
}

export function toSearchAd(row: SearchAdRow): SearchAd {
  return {
    id: row.id,
    mobile: row.mobile,
    businessName: row.business_name,
    businessUrl: row.business_url,
    locations: json(row.locations, z.array(locationSchema), []),
    address: row.address,
    ad_details: json(row.ad_details, adDetailsSchema.nullable(), null),
    keywords: json(row.keywords, z.array(z.string()), []),
    competitors: json(row.competitors, z.array(z.string()), []),
    negative_keywords: json(row.negative_keywords, z.array(z.string()), []),
    status: adStatusSchema.catch('setup').parse(row.status),
    plan: row.plan,
    budgetCents: row.budget_cents,
    updatedAt: row.updated_at,
  };
}

export const NOT_FOUND = 'We could not find that campaign.';

/** Trimmed, without empty or repeated (case-insensitive) entries. */
export function uniqueTags(tags: string[]): string[] {
  const seen = new Set<string>();
  return tags.map((t) => t.trim().replace(/\s+/g, ' ')).filter((t) => t && !seen.has(t.toLowerCase()) && seen.add(t.toLowerCase()));
}

const isPlanId = (plan: string | null | undefined): plan is PlanId => PLAN_IDS.includes(plan as PlanId);

/** Refuses more (distinct) keywords than the plan takes, with the words the keywords step says beside the list. */
export function assertKeywordsWithinPlan(keywords: readonly string[], plan: ManagedTier | PlanId): void {
  if (uniqueTags([...keywords]).length <= searchPlan(plan).keywordsMax) return;
  const message = keywordsOverPlanMessage(plan);
  throw new HttpError(400, message, { keywords: [message] });
}

/** Runs in the transaction of an owner's pause or resume (billing logs it: decision 029). */
export type OnAdToggled = (trx: Transaction<Database>, adId: number, to: 'active' | 'paused') => Promise<void>;

/**
 * The plan an ad's keywords are held to: the one paid for, else the one its newest checkout was
 * started with (the pay step's choice). Before either, any plan's limit holds (the schema's).
 */
export async function planOf(db: Kysely<Database>, row: SearchAdRow): Promise<PlanId | null> {
  if (isPlanId(row.plan)) return row.plan;
  const checkout = await db
    .selectFrom('payments')
    .select('plan')
    .where('ad_id', '=', row.id)
    .where('product', '=', 'search_ads')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return isPlanId(checkout?.plan) ? checkout.plan : null;
}

/** The locations of the ids the location search answered; an unknown id is refused as the about step refuses it. */
export function resolveLocationIds(index: LocationIndex, ids: string[]): Location[] {
  const found = [...new Set(ids)].map((id) => index.byId(id));
  if (found.some((l) => !l))
    throw new HttpError(400, 'Choose your locations from the suggestions list.', { location_ids: ['Unknown location.'] });
  return found as Location[];
}

export function searchAdService(db: Kysely<Database>, locations: () => LocationIndex, onToggled?: OnAdToggled) {
  async function latestRow(userId: number) {
    return db.selectFrom('search_ads').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').limit(1).executeTakeFirst();
  }

  /** Another user's ad is indistinguishable from a missing one. */
  async function ownRow(userId: number, id: number) {
    const row = await db.selectFrom('search_ads').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
    if (!row) throw new HttpError(404, NOT_FOUND);
    return row;
  }

  const resolveLocations = (ids: string[]) => resolveLocationIds(locations(), ids);

  function changesFor(body: SaveSearchAdRequest): Partial<SearchAdRow> {
    if ('mobile' in body) {
      return {
        mobile: body.mobile,
        business_name: body.business_name,
        business_url: body.business_url,
        locations: JSON.stringify(resolveLocations(body.location_ids)),
        address: body.address,
      };
    }
    if ('ad_details' in body) return { ad_details: JSON.stringify(body.ad_details) };
    return {
      keywords: JSON.stringify(uniqueTags(body.keywords)),
      competitors: JSON.stringify(uniqueTags(body.competitors)),
      // A client that does not send words to exclude leaves the saved ones alone.
      ...(body.negative_keywords ? { negative_keywords: JSON.stringify(uniqueTags(body.negative_keywords)) } : {}),
    };
  }

  return {
    async latest(userId: number): Promise<SearchAd | null> {
      const row = await latestRow(userId);
      return row ? toSearchAd(row) : null;
    },

    latestRow,
    ownRow,

    /** Saves one wizard step; without ads_id it creates the ad. A paid ad is no longer edited here. */
    async save(userId: number, body: SaveSearchAdRequest): Promise<SearchAd> {
      const changes = changesFor(body);
      const stamp = now();
      if (body.ads_id) {
        const row = await ownRow(userId, body.ads_id);
        if (row.status !== 'setup') throw new HttpError(409, 'This campaign is already paid for. Contact support to change it.');
        const plan = 'keywords' in body ? await planOf(db, row) : null;
        if (plan && 'keywords' in body) assertKeywordsWithinPlan(body.keywords, plan);
        const updated = await db
          .updateTable('search_ads')
          .set({ ...changes, updated_at: stamp })
          .where('id', '=', row.id)
          .where('user_id', '=', userId)
          .returningAll()
          .executeTakeFirstOrThrow();
        return toSearchAd(updated);
      }
      await assertDailyAllowance(db, 'search_ads', userId, ACCOUNT_LIMITS.searchAdsPerDay, LIMIT_MESSAGES.searchAds);
      const created = await db
        .insertInto('search_ads')
        .values({
          user_id: userId,
          locations: '[]',
          keywords: '[]',
          competitors: '[]',
          status: 'setup',
          budget_cents: 0,
          ...changes,
          created_at: stamp,
          updated_at: stamp,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toSearchAd(created);
    },

    /** Every campaign of the owner, newest first. */
    async list(userId: number): Promise<SearchAd[]> {
      const rows = await db.selectFrom('search_ads').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').execute();
      return rows.map(toSearchAd);
    },

    /**
     * Pauses or resumes the campaign the owner picked (another owner's answers as missing). Without an
     * id (an older dashboard) it is the newest running or paused one: a newer draft never stands in for it.
     */
    async toggle(userId: number, newState: 'active' | 'paused', adId?: number): Promise<SearchAd> {
      const row =
        adId === undefined
          ? await db
              .selectFrom('search_ads')
              .selectAll()
              .where('user_id', '=', userId)
              .where('status', 'in', ['active', 'paused'])
              .orderBy('id', 'desc')
              .limit(1)
              .executeTakeFirst()
              .then((running) => running ?? latestRow(userId))
          : await ownRow(userId, adId);
      if (!row) throw new HttpError(404, NOT_FOUND);
      if (row.status !== 'active' && row.status !== 'paused') {
        throw new HttpError(409, 'Only a running campaign can be paused or resumed.');
      }
      if (newState === 'active') {
        // A campaign billing paused runs again only once what is owed is paid (decision 016).
        const unpaid = await db
          .selectFrom('subscriptions')
          .select('id')
          .where('ad_id', '=', row.id)
          .where('status', '=', 'paused')
          .executeTakeFirst();
        if (unpaid) throw new HttpError(409, BILLING_MESSAGES.pausedReason);
      }
      const updated = await writeTransaction(db, async (trx) => {
        const changed = await trx
          .updateTable('search_ads')
          .set({ status: newState, paused_at: newState === 'paused' ? now() : null, updated_at: now() })
          .where('id', '=', row.id)
          .where('user_id', '=', userId)
          .where('status', '!=', newState)
          .returningAll()
          .executeTakeFirst();
        // The pause is logged with the change, for the next renewal's price (decision 029); a repeat changes nothing.
        if (changed && onToggled) await onToggled(trx, row.id, newState);
        return changed ?? row;
      });
      return toSearchAd(updated);
    },

    async status(userId: number, id: number): Promise<AdStatus> {
      const row = await ownRow(userId, id);
      return toSearchAd(row).status;
    },
  };
}
