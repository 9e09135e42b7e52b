import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AbVariant } from '@adlaunch/shared';
import { now } from '../db/database';
import type { Database } from '../db/schema';

/** The variant of a visitor the price test does not count: an unknown id, or an address past its day's ids. */
const DEFAULT_VARIANT: AbVariant = 'B';

/**
 * New visitor ids one address is issued a day before it gets the default variant: enough for an office
 * or a shared mobile address, and it keeps the table from growing without end under a flood.
 */
export const VISITOR_IDS_PER_ADDRESS_PER_DAY = 20;

const draw = (): AbVariant => (randomInt(2) === 0 ? 'A' : 'B');
const asVariant = (value: string): AbVariant => (value === 'A' ? 'A' : 'B');
/** 128 random bits: an id nobody can guess or choose. */
const newId = () => randomBytes(16).toString('base64url');
/** The address is only compared, never read back: a hash is enough, and the address itself is not kept. */
const addressKey = (address: string) => createHash('sha256').update(`visitor-draws:${address}`).digest('base64url').slice(0, 22);

export interface Visitor {
  cid: string;
  abVariant: AbVariant;
}

/** The variant of an id the server issued; null for any other id (one a browser made up, or from before ids were issued). */
async function issuedVariant(db: Kysely<Database>, cid: string | null | undefined): Promise<AbVariant | null> {
  if (!cid) return null;
  const row = await db.selectFrom('visitors').select('ab_variant').where('cid', '=', cid).where('issued', '=', 1).executeTakeFirst();
  return row ? asVariant(row.ab_variant) : null;
}

/**
 * A visitor's first contact, and every one after: the id they hold if the server issued it, with its
 * variant; otherwise a new id. Every new id from one address on one day gets the variant that address
 * drew first that day, so asking again for a fresh id never re-draws the price. Past
 * `VISITOR_IDS_PER_ADDRESS_PER_DAY` new ids the address gets the default variant, on an id that is not
 * stored (its holder is outside the test, and registers with the default variant).
 */
export async function issueVisitor(db: Kysely<Database>, held: string | null | undefined, address: string): Promise<Visitor> {
  const kept = await issuedVariant(db, held);
  if (kept && held) return { cid: held, abVariant: kept };

  const key = addressKey(address);
  const day = now().slice(0, 10);
  await db
    .insertInto('visitor_draws')
    .values({ address_key: key, day, ab_variant: draw(), ids: 0 })
    .onConflict((oc) => oc.columns(['address_key', 'day']).doNothing())
    .execute();
  const drawn = await db
    .updateTable('visitor_draws')
    .set((eb) => ({ ids: eb('ids', '+', 1) }))
    .where('address_key', '=', key)
    .where('day', '=', day)
    .returning(['ab_variant', 'ids'])
    .executeTakeFirstOrThrow();

  const cid = newId();
  if (drawn.ids > VISITOR_IDS_PER_ADDRESS_PER_DAY) return { cid, abVariant: DEFAULT_VARIANT };
  const abVariant = asVariant(drawn.ab_variant);
  await db.insertInto('visitors').values({ cid, ab_variant: abVariant, created_at: now(), issued: 1 }).execute();
  return { cid, abVariant };
}

/**
 * The variant registration copies to an account: the one the server issued with this visitor id, the
 * price the visitor was shown. An id the server did not issue gets the default variant, never a draw.
 */
export async function registrationVariant(db: Kysely<Database>, cid: string | null | undefined): Promise<AbVariant> {
  return (await issuedVariant(db, cid)) ?? DEFAULT_VARIANT;
}
