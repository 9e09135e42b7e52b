import type { Kysely } from 'kysely';
import type { EngineLink, EngineLinksAnswer } from '@adlaunch/shared';
import { now } from '../db/database';
import type { Database } from '../db/schema';
import { writeTransaction } from '../lib/transaction';
import { isEngine, type Engine } from './engine-settings';

export class LinkError extends Error {}

export const ENGINE_NAMES: Record<Engine, string> = { google: 'Google Ads', microsoft: 'Microsoft Advertising' };

/** Google's customer ids are written 123-456-7890; both engines' ids are digits. */
function normalizeAccountId(engine: Engine, text: string): string {
  const trimmed = text.trim();
  const pattern = engine === 'google' ? /^\d{3}-?\d{3}-?\d{4}$/ : /^\d{1,19}$/;
  if (!pattern.test(trimmed))
    throw new LinkError(
      engine === 'google'
        ? `"${text}" is not a Google Ads customer id (like 123-456-7890).`
        : `"${text}" is not a Microsoft Advertising account id (digits).`,
    );
  return trimmed.replace(/-/g, '');
}

function normalizeCampaignId(text: string): string {
  const trimmed = text.trim();
  if (!/^[1-9]\d{0,18}$/.test(trimmed)) throw new LinkError(`"${text}" is not a campaign id (digits).`);
  return trimmed;
}

export function parseEngine(text: string): Engine {
  const value = text.trim().toLowerCase();
  if (!isEngine(value)) throw new LinkError(`"${text}" is not an engine: google or microsoft.`);
  return value;
}

const linkOf = (row: { engine: string; account_id: string; campaign_id: string; linked_by: string; linked_at: string }): EngineLink => ({
  engine: row.engine as Engine,
  accountId: row.account_id,
  campaignId: row.campaign_id,
  linkedBy: row.linked_by,
  linkedAt: row.linked_at,
});

async function linksOfAd(db: Kysely<Database>, adId: number): Promise<EngineLink[]> {
  const rows = await db.selectFrom('engine_links').selectAll().where('ad_id', '=', adId).orderBy('engine').execute();
  return rows.map(linkOf);
}

/** A search ad's links and each engine's last sync, as the back office's order page shows them; null for no such ad. */
export async function engineLinksOf(db: Kysely<Database>, adId: number): Promise<EngineLinksAnswer | null> {
  const ad = await db.selectFrom('search_ads').select('id').where('id', '=', adId).executeTakeFirst();
  if (!ad) return null;
  const syncs = await db.selectFrom('engine_syncs').selectAll().where('ad_id', '=', adId).orderBy('engine').execute();
  return {
    links: await linksOfAd(db, adId),
    syncs: syncs.map((s) => ({
      engine: s.engine as Engine,
      updatedAt: s.succeeded_at,
      triedAt: s.tried_at,
      error: s.error,
    })),
  };
}

/** Links a search ad to its campaign on an engine, replacing the ad's link on that engine. */
export async function linkCampaign(
  db: Kysely<Database>,
  input: { adId: number; engine: Engine; accountId: string; campaignId: string; linkedBy: string },
): Promise<{ link: EngineLink; replaced: EngineLink | null }> {
  const accountId = normalizeAccountId(input.engine, input.accountId);
  const campaignId = normalizeCampaignId(input.campaignId);
  return writeTransaction(db, async (trx) => {
    const ad = await trx.selectFrom('search_ads').select('id').where('id', '=', input.adId).executeTakeFirst();
    if (!ad) throw new LinkError(`There is no search ad with id ${input.adId}.`);
    const before = await trx
      .selectFrom('engine_links')
      .selectAll()
      .where('ad_id', '=', input.adId)
      .where('engine', '=', input.engine)
      .executeTakeFirst();
    const values = { account_id: accountId, campaign_id: campaignId, linked_by: input.linkedBy, linked_at: now() };
    await trx
      .insertInto('engine_links')
      .values({ ad_id: input.adId, engine: input.engine, ...values })
      .onConflict((oc) => oc.columns(['ad_id', 'engine']).doUpdateSet(values))
      .execute();
    return { link: linkOf({ engine: input.engine, ...values }), replaced: before ? linkOf(before) : null };
  });
}

/** Removes an ad's link on an engine; the results already fetched stay. Answers the link removed, or null. */
export async function unlinkCampaign(db: Kysely<Database>, adId: number, engine: Engine): Promise<EngineLink | null> {
  return writeTransaction(db, async (trx) => {
    const before = await trx
      .selectFrom('engine_links')
      .selectAll()
      .where('ad_id', '=', adId)
      .where('engine', '=', engine)
      .executeTakeFirst();
    if (!before) return null;
    await trx.deleteFrom('engine_links').where('id', '=', before.id).execute();
    await trx.deleteFrom('engine_syncs').where('ad_id', '=', adId).where('engine', '=', engine).execute();
    return linkOf(before);
  });
}
