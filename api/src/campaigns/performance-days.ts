import type { Kysely } from 'kysely';
import type { PerformanceDay, ResultsFreshness } from '@adlaunch/shared';
import type { Database } from '../db/schema';

/**
 * An ad's days as the owner sees them (decision 040): a day the engines' APIs reported is the sum of
 * every engine's figures; a day no API reported is the imported CSV's (`ops import-stats`, for engines
 * without an API or days before the link). A CSV day the APIs also reported is not added on top: the
 * CSV was exported from one of those engines.
 */
export async function performanceDays(db: Kysely<Database>, adId: number): Promise<PerformanceDay[]> {
  const [imported, engines] = await Promise.all([
    db.selectFrom('performance_days').select(['date', 'clicks', 'views', 'spend_cents']).where('ad_id', '=', adId).execute(),
    db
      .selectFrom('engine_days')
      .select((eb) => [
        'date',
        eb.fn.sum<number | string>('clicks').as('clicks'),
        eb.fn.sum<number | string>('views').as('views'),
        eb.fn.sum<number | string>('spend_cents').as('spend_cents'),
      ])
      .where('ad_id', '=', adId)
      .groupBy('date')
      .execute(),
  ]);
  const days = new Map<string, PerformanceDay>();
  for (const r of imported)
    days.set(r.date, { date: r.date, clicks: Number(r.clicks), views: Number(r.views), spendCents: Number(r.spend_cents) });
  for (const r of engines)
    days.set(r.date, { date: r.date, clicks: Number(r.clicks), views: Number(r.views), spendCents: Number(r.spend_cents) });
  return [...days.values()].sort((a, b) => a.date.localeCompare(b.date));
}

/** How fresh each linked engine's figures are; null when the ad is linked to no engine. */
export async function resultsFreshness(db: Kysely<Database>, adId: number): Promise<ResultsFreshness | null> {
  const links = await db
    .selectFrom('engine_links as l')
    .leftJoin('engine_syncs as s', (join) => join.onRef('s.ad_id', '=', 'l.ad_id').onRef('s.engine', '=', 'l.engine'))
    .select(['l.engine', 's.succeeded_at', 's.error'])
    .where('l.ad_id', '=', adId)
    .orderBy('l.engine')
    .execute();
  if (links.length === 0) return null;
  return {
    engines: links.map((link) => ({
      engine: link.engine as ResultsFreshness['engines'][number]['engine'],
      updatedAt: link.succeeded_at ?? null,
      failing: Boolean(link.error),
    })),
  };
}
