import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { fillReleaseTotals } from '../db/migrations/026-release-totals';
import { minuteOf, SESSION_ROWS_KEEP_MS } from './release-totals';

/** Makes every total again from the sessions stored, in one transaction (a bulk load of sessions). */
export const rebuildReleaseTotals = (db: Kysely<Database>) => db.transaction().execute((trx) => fillReleaseTotals(trx));

/**
 * Keeping release health's totals (release-totals.ts): made again from the stored sessions (migration
 * 026-release-totals, and a bulk load), and pruned with the days kept. Session rows are pruned once
 * their report token cannot add to them; `release_session_window` says from when they are all stored.
 */

/** From when every session is still stored as a row ('' while none was pruned). */
export async function sessionRowsFrom(db: Kysely<Database>): Promise<string> {
  const row = await db.selectFrom('release_session_window').select('kept_from').executeTakeFirst();
  return row?.kept_from ?? '';
}

/**
 * Prunes the totals of minutes before `before` (taking them out of the totals over every minute kept
 * first) and the session rows started before `sessionsBefore`.
 */
export async function pruneReleaseTotals(db: Kysely<Database>, before: string, sessionsBefore: string): Promise<void> {
  const cut = minuteOf(before);
  await db.transaction().execute(async (trx) => {
    const pruned = (column: string) =>
      sql`(SELECT coalesce(sum(p.${sql.ref(column)}), 0) FROM release_totals p
        WHERE p.remote = release_totals.remote AND p.version = release_totals.version AND p.minute <> '' AND p.minute < ${cut})`;
    await sql`UPDATE release_totals SET sessions = sessions - ${pruned('sessions')}, error_sessions = error_sessions - ${pruned('error_sessions')},
      lcps = lcps - ${pruned('lcps')}, inps = inps - ${pruned('inps')}, sources = sources - ${pruned('sources')}
      WHERE minute = ''`.execute(trx);
    await sql`UPDATE release_total_buckets SET sessions = sessions - (SELECT coalesce(sum(p.sessions), 0) FROM release_total_buckets p
        WHERE p.remote = release_total_buckets.remote AND p.version = release_total_buckets.version AND p.minute <> ''
        AND p.minute < ${cut} AND p.metric = release_total_buckets.metric AND p.bucket = release_total_buckets.bucket)
      WHERE minute = ''`.execute(trx);
    await trx.deleteFrom('release_totals').where('minute', '<>', '').where('minute', '<', cut).execute();
    await trx.deleteFrom('release_total_buckets').where('minute', '<>', '').where('minute', '<', cut).execute();
    await trx.deleteFrom('release_sources').where('minute', '<', cut).execute();
    await trx.deleteFrom('release_totals').where('minute', '=', '').where('sessions', '<=', 0).execute();
    await trx.deleteFrom('release_total_buckets').where('sessions', '<=', 0).execute();
    const from = (await sessionRowsFrom(trx)) > sessionsBefore ? await sessionRowsFrom(trx) : sessionsBefore;
    await trx.deleteFrom('release_sessions').where('started_at', '<', from).execute();
    await trx.updateTable('release_session_window').set({ kept_from: from }).execute();
  });
}

/** The session rows' cut at a moment: later than the days kept, once no report token can reach them. */
export const sessionRowsCut = (before: string, moment: number) => {
  const tokenDone = new Date(moment - SESSION_ROWS_KEEP_MS).toISOString();
  return tokenDone > before ? tokenDone : before;
};
