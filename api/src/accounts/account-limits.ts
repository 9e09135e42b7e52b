import type { Kysely, Transaction } from 'kysely';
import type { Dialect } from '../db/database';
import type { ObjectStorage } from '../adapters/storage';
import type { Database } from '../db/schema';
import { HttpError } from '../lib/http-error';
import { ASSET_PATH } from '../profiles/uploads';
import { writeTransaction } from '../lib/transaction';

/** What one account may create; docs/security.md lists them. */
export const ACCOUNT_LIMITS = {
  searchAdsPerDay: 5,
  profilesPerDay: 5,
  uploadsPerDay: 20,
  /** An upload no profile uses is removed once it is this old. */
  unattachedUploadHours: 24,
} as const;

export const LIMIT_MESSAGES = {
  searchAds: `You can start at most ${ACCOUNT_LIMITS.searchAdsPerDay} campaigns a day. Please finish the one you started, or try again tomorrow.`,
  profiles: `You can start at most ${ACCOUNT_LIMITS.profilesPerDay} business profiles a day. Please finish the one you started, or try again tomorrow.`,
  uploads: `You can upload at most ${ACCOUNT_LIMITS.uploadsPerDay} files a day. Please try again tomorrow.`,
} as const;

const DAY_MS = 86_400_000;

/** Refuses (429) when the account created `max` rows of `table` in the last 24 hours. */
export async function assertDailyAllowance(
  db: Kysely<Database>,
  table: 'search_ads' | 'profiles' | 'assets',
  userId: number,
  max: number,
  message: string,
): Promise<void> {
  const since = new Date(Date.now() - DAY_MS).toISOString();
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('user_id', '=', userId)
    .where('created_at', '>', since)
    .executeTakeFirst();
  if (Number(row?.count ?? 0) >= max) throw new HttpError(429, message);
}

/**
 * Runs `insert` only while the account has created fewer than `max` rows of `table` in the last 24
 * hours, as one step: the account's row is locked first (PostgreSQL `FOR UPDATE`; SQLite runs one
 * write transaction at a time), so parallel requests are counted one after another and never all see
 * room for themselves. Refuses with 429 otherwise.
 */
export async function insertWithinDailyAllowance<T>(
  db: Kysely<Database>,
  dialect: Dialect,
  table: 'search_ads' | 'profiles' | 'assets',
  userId: number,
  max: number,
  message: string,
  insert: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  return writeTransaction(db, async (trx) => {
    if (dialect === 'postgres') await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
    await assertDailyAllowance(trx, table, userId, max, message);
    return insert(trx);
  });
}

/**
 * Removes uploads that no profile uses and that are older than ACCOUNT_LIMITS.unattachedUploadHours
 * at `now`: the record first, so a half-finished sweep never leaves a record without its file.
 * Answers how many were removed.
 */
export async function sweepUnattachedUploads(db: Kysely<Database>, storage: ObjectStorage, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - ACCOUNT_LIMITS.unattachedUploadHours * 3_600_000).toISOString();
  const old = await db.selectFrom('assets').select(['id', 'user_id', 'storage_key']).where('created_at', '<', cutoff).execute();
  if (old.length === 0) return 0;
  const userIds = [...new Set(old.map((a) => a.user_id))];
  const used = new Set<string>();
  for (const p of await db.selectFrom('profiles').select(['image', 'certificate']).where('user_id', 'in', userIds).execute())
    for (const url of [p.image, p.certificate]) if (url?.startsWith(`${ASSET_PATH}/`)) used.add(url.slice(ASSET_PATH.length + 1));
  let removed = 0;
  for (const asset of old.filter((a) => !used.has(a.storage_key))) {
    await db.deleteFrom('assets').where('id', '=', asset.id).execute();
    await storage.remove(asset.storage_key);
    removed++;
  }
  return removed;
}
