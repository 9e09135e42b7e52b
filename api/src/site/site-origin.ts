import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { Database } from '../db/schema';

/**
 * The one public address every email links to. PUBLIC_ORIGIN when set; else the address the server
 * last started on, which it records, so that an `ops` command (another process, maybe without the
 * server's PORT) links where the site really runs.
 */
export const localOrigin = (config: Pick<Config, 'port'>) => `http://localhost:${config.port}`;

export async function recordSiteOrigin(db: Kysely<Database>, config: Pick<Config, 'publicOrigin' | 'port'>): Promise<void> {
  const value = config.publicOrigin ?? localOrigin(config);
  await db
    .insertInto('site_settings')
    .values({ key: 'public_origin', value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute();
}

export async function siteOriginOf(db: Kysely<Database>, config: Pick<Config, 'publicOrigin' | 'port'>): Promise<string> {
  if (config.publicOrigin) return config.publicOrigin;
  const row = await db.selectFrom('site_settings').select('value').where('key', '=', 'public_origin').executeTakeFirst();
  return row?.value ?? localOrigin(config);
}
