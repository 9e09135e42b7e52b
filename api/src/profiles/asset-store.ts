import type { Kysely } from 'kysely';
import { now } from '../db/database';
import type { Database } from '../db/schema';
import type { AssetKind } from './uploads';

/** The queries of the `assets` table, one row per file an owner uploaded (the file itself is in object storage). */
export interface NewAsset {
  userId: number;
  kind: AssetKind;
  storageKey: string;
  contentType: string;
  size: number;
}

export const insertAsset = (db: Kysely<Database>, asset: NewAsset) =>
  db
    .insertInto('assets')
    .values({
      user_id: asset.userId,
      kind: asset.kind,
      storage_key: asset.storageKey,
      content_type: asset.contentType,
      size: asset.size,
      created_at: now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();

export const deleteAsset = (db: Kysely<Database>, id: number) => db.deleteFrom('assets').where('id', '=', id).execute();

export const assetByKey = (db: Kysely<Database>, storageKey: string) =>
  db.selectFrom('assets').select(['content_type', 'kind']).where('storage_key', '=', storageKey).executeTakeFirst();
