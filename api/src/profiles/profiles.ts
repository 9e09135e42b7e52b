import type { Kysely, Selectable, Updateable } from 'kysely';
import type { Profile, ProfileStatus, SaveProfileRequest } from '@adlaunch/shared';
import { profileStatusSchema } from '@adlaunch/shared/schemas';
import { now } from '../db/database';
import type { Database, ProfilesTable } from '../db/schema';
import { HttpError } from '../lib/http-error';
import { ACCOUNT_LIMITS, assertDailyAllowance, LIMIT_MESSAGES } from '../accounts/account-limits';
import { ASSET_PATH, assetUrl, type AssetKind } from './uploads';

type ProfileRow = Selectable<ProfilesTable>;

export function toProfile(row: ProfileRow): Profile {
  const status = profileStatusSchema.safeParse(row.status);
  return {
    id: row.id,
    businessName: row.business_name,
    businessUrl: row.business_url,
    mobile: row.mobile,
    category: row.category,
    registrationNumber: row.registration_number,
    description: row.description,
    image: row.image,
    certificate: row.certificate,
    address: row.address,
    zipcode: row.zipcode,
    city: row.city,
    country: row.country,
    status: status.success ? status.data : 'setup',
    updatedAt: row.updated_at,
  };
}

/** The owner's most recent profile, or null. */
export async function latestProfile(db: Kysely<Database>, userId: number): Promise<Profile | null> {
  const row = await db.selectFrom('profiles').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').limit(1).executeTakeFirst();
  return row ? toProfile(row) : null;
}

/** Every profile of the owner, newest first. */
export async function listProfiles(db: Kysely<Database>, userId: number): Promise<Profile[]> {
  const rows = await db.selectFrom('profiles').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').execute();
  return rows.map(toProfile);
}

/** Another owner's profile answers exactly as a missing one: ids reveal nothing. */
async function ownedRow(db: Kysely<Database>, userId: number, id: number): Promise<ProfileRow> {
  const row = await db.selectFrom('profiles').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  if (!row) throw new HttpError(404, 'We could not find that business profile.');
  return row;
}

export async function profileStatus(db: Kysely<Database>, userId: number, id: number): Promise<ProfileStatus> {
  return toProfile(await ownedRow(db, userId, id)).status;
}

/** The asset behind an upload URL, if it belongs to this owner and is of the expected kind. */
async function ownedAssetUrl(db: Kysely<Database>, userId: number, url: string, kind: AssetKind, field: string): Promise<string> {
  const missing = new HttpError(
    400,
    kind === 'image'
      ? 'We could not find your photo. Please upload it again.'
      : 'We could not find your certificate. Please upload it again.',
    { [field]: ['Please upload the file again.'] },
  );
  const key = url.startsWith(`${ASSET_PATH}/`) ? url.slice(ASSET_PATH.length + 1) : null;
  if (!key) throw missing;
  const asset = await db
    .selectFrom('assets')
    .select('storage_key')
    .where('storage_key', '=', key)
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .executeTakeFirst();
  if (!asset) throw missing;
  return assetUrl(asset.storage_key);
}

/** Saves one wizard step; without `gbp_id` it starts a new profile. */
export async function saveProfile(db: Kysely<Database>, userId: number, request: SaveProfileRequest): Promise<Profile> {
  const changes: Updateable<ProfilesTable> = {};
  if ('category' in request) {
    Object.assign(changes, {
      mobile: request.mobile,
      business_name: request.business_name,
      business_url: request.business_url,
      category: request.category,
      // A sole proprietor has no company registration: nothing is stored rather than an empty number.
      registration_number: request.registration_number || null,
    });
  } else if ('description' in request) {
    Object.assign(changes, {
      description: request.description,
      image: await ownedAssetUrl(db, userId, request.image_url, 'image', 'image_url'),
      certificate: request.certificate_url
        ? await ownedAssetUrl(db, userId, request.certificate_url, 'certificate', 'certificate_url')
        : null,
    });
  } else {
    Object.assign(changes, { address: request.address, zipcode: request.zipcode, city: request.city, country: request.country });
  }

  const stamp = now();
  if (request.gbp_id) {
    const row = await ownedRow(db, userId, request.gbp_id);
    if (row.status !== 'setup')
      throw new HttpError(
        409,
        'This business profile is already paid for, so it can no longer be changed here. Please contact support to change it.',
      );
    const updated = await db
      .updateTable('profiles')
      .set({ ...changes, updated_at: stamp })
      .where('id', '=', row.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return toProfile(updated);
  }
  await assertDailyAllowance(db, 'profiles', userId, ACCOUNT_LIMITS.profilesPerDay, LIMIT_MESSAGES.profiles);
  const created = await db
    .insertInto('profiles')
    .values({ user_id: userId, status: 'setup', created_at: stamp, updated_at: stamp, ...changes })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toProfile(created);
}
