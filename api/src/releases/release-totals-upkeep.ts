import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { fillReleaseTotals } from '../db/migrations/027-release-totals';
import { minuteOf, SESSION_ROWS_KEEP_MS } from './release-totals';
import { writeTransaction } from '../lib/transaction';

/** Makes every total again from the sessions stored, in one transaction (a bulk load of sessions). */
export const rebuildReleaseTotals = (db: Kysely<Database>) => writeTransaction(db, (trx) => fillReleaseTotals(trx));

/**
 * Keeping release health's totals (release-totals.ts): made again from the stored sessions (migration
 * 027-release-totals, and a bulk load), and pruned with the days kept. Session rows are pruned once
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
  await writeTransaction(db, async (trx) => {
    // The minutes pruned come out of the totals over every minute kept (a few rows per version an hour).
    await sql`INSERT INTO release_totals (remote, version, minute, sessions, error_sessions, lcps, inps, sources)
      SELECT remote, version, '', sum(sessions), sum(error_sessions), sum(lcps), sum(inps), sum(sources) FROM release_totals
      WHERE minute <> '' AND minute < ${cut} GROUP BY remote, version
      ON CONFLICT (remote, version, minute) DO UPDATE SET sessions = release_totals.sessions - excluded.sessions,
        error_sessions = release_totals.error_sessions - excluded.error_sessions, lcps = release_totals.lcps - excluded.lcps,
        inps = release_totals.inps - excluded.inps, sources = release_totals.sources - excluded.sources`.execute(trx);
    await sql`INSERT INTO release_total_buckets (remote, version, minute, metric, bucket, sessions)
      SELECT remote, version, '', metric, bucket, sum(sessions) FROM release_total_buckets
      WHERE minute <> '' AND minute < ${cut} GROUP BY remote, version, metric, bucket
      ON CONFLICT (remote, version, minute, metric, bucket) DO UPDATE SET sessions = release_total_buckets.sessions - excluded.sessions`.execute(
      trx,
    );
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
