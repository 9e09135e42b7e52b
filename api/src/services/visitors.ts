import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AbVariant } from '@adlaunch/shared';
import { now } from '../db/database';
import type { Database } from '../db/schema';

const draw = (): AbVariant => (randomInt(2) === 0 ? 'A' : 'B');

/**
 * The price-test variant of a visitor (their browser's `cid`): drawn by the server on first contact,
 * stored, and the same answer ever after, whoever asks (two tabs at once included). The browser never
 * chooses it; registration copies it to the account, which then prices every order (issue 22).
 */
export async function visitorVariant(db: Kysely<Database>, cid: string | null | undefined): Promise<AbVariant> {
  if (!cid) return draw();
  await db
    .insertInto('visitors')
    .values({ cid, ab_variant: draw(), created_at: now() })
    .onConflict((oc) => oc.column('cid').doNothing())
    .execute();
  const row = await db.selectFrom('visitors').select('ab_variant').where('cid', '=', cid).executeTakeFirstOrThrow();
  return row.ab_variant === 'A' ? 'A' : 'B';
}
