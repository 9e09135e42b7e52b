import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ObjectStorage } from '../adapters/storage';
import type { Dialect } from '../db/database';
import type { Database } from '../db/schema';
import { ACCOUNT_LIMITS, insertWithinDailyAllowance, LIMIT_MESSAGES } from '../accounts/account-limits';
import { assetByKey, deleteAsset, insertAsset } from './asset-store';
import { assetUrl, prepareUpload, type AssetKind } from './uploads';

interface AssetDeps {
  db: Kysely<Database>;
  dialect: Dialect;
  storage: ObjectStorage;
}

/**
 * Keeps an owner's upload: prepared (a photo resized), recorded within the day's allowance, then stored
 * under an unguessable name; a file that fails to store is not left recorded. Answers its public URL.
 */
export async function saveUpload({ db, dialect, storage }: AssetDeps, userId: number, kind: AssetKind, file: Buffer): Promise<string> {
  const prepared = await prepareUpload(kind, file);
  const key = `${randomBytes(16).toString('hex')}.${prepared.ext}`;
  // The route's early check spares a refused owner the upload; this one counts and records the file in
  // one step, so parallel uploads cannot all pass it.
  const { id } = await insertWithinDailyAllowance(
    db,
    dialect,
    'assets',
    userId,
    ACCOUNT_LIMITS.uploadsPerDay,
    LIMIT_MESSAGES.uploads,
    (trx) => insertAsset(trx, { userId, kind, storageKey: key, contentType: prepared.contentType, size: prepared.body.length }),
  );
  try {
    await storage.put(key, prepared.body, prepared.contentType);
  } catch (error) {
    await deleteAsset(db, id);
    throw error;
  }
  return assetUrl(key);
}

/** A recorded upload's file and what it is; null when either the record or the file is missing. */
export async function servedAsset({ db, storage }: Pick<AssetDeps, 'db' | 'storage'>, key: string) {
  const asset = await assetByKey(db, key);
  if (!asset) return null;
  const body = await storage.get(key);
  if (!body) return null;
  return { contentType: asset.content_type, kind: asset.kind, body };
}
