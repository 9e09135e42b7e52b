import type { Kysely } from 'kysely';
import { now } from '../db/database';
import type { Database } from '../db/schema';
import { writeTransaction } from '../lib/transaction';
import type { Engine } from './engine-settings';

export interface DayFigures {
  date: string;
  clicks: number;
  views: number;
  spendCents: number;
}

export interface StoredDays {
  added: number;
  changed: number;
  removed: number;
}

/**
 * Stores an engine's days of one ad over [from, to] as the engine reported them now: a day it no
 * longer reports is removed (its figures were corrected to nothing), a changed day replaced, an equal
 * day left as it is. So a re-run writes nothing, and a correction replaces.
 */
async function storeEngineDays(
  trx: Kysely<Database>,
  adId: number,
  engine: Engine,
  from: string,
  to: string,
  days: DayFigures[],
): Promise<StoredDays> {
  const existing = await trx
    .selectFrom('engine_days')
    .select(['date', 'clicks', 'views', 'spend_cents'])
    .where('ad_id', '=', adId)
    .where('engine', '=', engine)
    .where('date', '>=', from)
    .where('date', '<=', to)
    .execute();
  const before = new Map(existing.map((row) => [row.date, row]));
  const result: StoredDays = { added: 0, changed: 0, removed: 0 };
  const stamp = now();
  for (const day of days) {
    const row = before.get(day.date);
    before.delete(day.date);
    if (row && Number(row.clicks) === day.clicks && Number(row.views) === day.views && Number(row.spend_cents) === day.spendCents) continue;
    const values = { clicks: day.clicks, views: day.views, spend_cents: day.spendCents, fetched_at: stamp };
    await trx
      .insertInto('engine_days')
      .values({ ad_id: adId, engine, date: day.date, ...values })
      .onConflict((oc) => oc.columns(['ad_id', 'engine', 'date']).doUpdateSet(values))
      .execute();
    if (row) result.changed++;
    else result.added++;
  }
  const gone = [...before.keys()];
  if (gone.length) {
    await trx.deleteFrom('engine_days').where('ad_id', '=', adId).where('engine', '=', engine).where('date', 'in', gone).execute();
    result.removed = gone.length;
  }
  return result;
}

/** The sync record of one ad and engine: when it was tried, when it last succeeded, the rows it read and its error. */
async function recordSync(
  db: Kysely<Database>,
  adId: number,
  engine: Engine,
  outcome: { from: string; to: string; rows: number; error: string | null },
): Promise<void> {
  const stamp = now();
  const values = {
    tried_at: stamp,
    from_date: outcome.from,
    to_date: outcome.to,
    rows: outcome.rows,
    error: outcome.error ? outcome.error.slice(0, 500) : null,
  };
  // A failure keeps the time of the last success: the owner is told how old the figures are.
  const succeeded = outcome.error ? {} : { succeeded_at: stamp };
  await db
    .insertInto('engine_syncs')
    .values({ ad_id: adId, engine, succeeded_at: null, ...values, ...succeeded })
    .onConflict((oc) => oc.columns(['ad_id', 'engine']).doUpdateSet({ ...values, ...succeeded }))
    .execute();
}

/**
 * One call's ads at once, in one transaction (a sync of a thousand ads is a few hundred transactions,
 * not thousands): each ad's days stored and its sync record written.
 */
export async function storeBatch(
  db: Kysely<Database>,
  engine: Engine,
  from: string,
  to: string,
  entries: { adId: number; days: DayFigures[] }[],
): Promise<StoredDays> {
  return writeTransaction(db, async (trx) => {
    const total: StoredDays = { added: 0, changed: 0, removed: 0 };
    for (const { adId, days } of entries) {
      const stored = await storeEngineDays(trx, adId, engine, from, to, days);
      total.added += stored.added;
      total.changed += stored.changed;
      total.removed += stored.removed;
      await recordSync(trx, adId, engine, { from, to, rows: days.length, error: null });
    }
    return total;
  });
}

/** The same error recorded for each of a call's ads, in one transaction. */
export async function recordFailures(db: Kysely<Database>, engine: Engine, adIds: number[], from: string, to: string, error: string) {
  await writeTransaction(db, async (trx) => {
    for (const adId of adIds) await recordSync(trx, adId, engine, { from, to, rows: 0, error });
  });
}
