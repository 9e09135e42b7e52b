import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { now } from '../db/database';
import type { Database } from '../db/schema';

/** Inserts `rows` a chunk at a time (a benchmark's bulk seed: one statement per chunk, under the drivers' parameter limits). */
export async function inChunks<T>(rows: T[], size: number, insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/** `count` verified owners (VAT on) for a benchmark, `owner-<i>@bench.test`, inserted in bulk; answers their ids in order. */
export async function insertBenchOwners(db: Kysely<Database>, count: number, referralPrefix: string): Promise<number[]> {
  const stamp = now();
  const owners = Array.from({ length: count }, (_, i) => ({
    uuid: randomUUID(),
    email: `owner-${i}@bench.test`,
    first_name: 'Owner',
    last_name: String(i),
    email_verified: 1,
    mobile_verified: 0,
    already_gbp: 0,
    charge_vat: 1,
    extras: '[]',
    referral_code: `${referralPrefix}${i}`,
    is_staff: 0,
    created_at: stamp,
    updated_at: stamp,
  }));
  await inChunks(owners, 500, (chunk) => db.insertInto('users').values(chunk).execute());
  return (await db.selectFrom('users').select('id').where('email', 'like', '%@bench.test').orderBy('id').execute()).map((u) => u.id);
}
