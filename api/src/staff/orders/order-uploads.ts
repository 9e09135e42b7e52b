import type { Kysely } from 'kysely';
import type { ObjectStorage } from '../../adapters/storage';
import type { Database } from '../../db/schema';

export interface StaffUpload {
  body: Buffer;
  contentType: string;
  kind: string;
}

/** An owner's uploaded file with its stored type and kind, for staff; null when the row or the stored file is missing. */
export async function staffUpload(db: Kysely<Database>, storage: ObjectStorage, id: number): Promise<StaffUpload | null> {
  const asset = await db.selectFrom('assets').select(['storage_key', 'content_type', 'kind']).where('id', '=', id).executeTakeFirst();
  const body = asset ? await storage.get(asset.storage_key) : null;
  if (!asset || !body) return null;
  return { body, contentType: asset.content_type, kind: asset.kind };
}
