import type { Insertable, Kysely } from 'kysely';
import type { PerformanceDay } from '@adlaunch/shared';
import { now } from '../db/database';
import type { Database, SearchAdsTable } from '../db/schema';
import { importPerformance } from '../campaigns/performance';

/** A search ad written straight into the database, with its daily statistics. */
export async function insertSearchAd(
  db: Kysely<Database>,
  userId: number,
  fields: Partial<Insertable<SearchAdsTable>> = {},
  days: PerformanceDay[] = [],
) {
  const stamp = now();
  const { id } = await db
    .insertInto('search_ads')
    .values({
      user_id: userId,
      business_name: 'Sipho Plumbing',
      locations: '[]',
      keywords: '["plumber"]',
      competitors: '[]',
      status: 'active',
      budget_cents: 480000,
      created_at: stamp,
      updated_at: stamp,
      ...fields,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (days.length) await importPerformance(db, id, days);
  return id;
}

/** Every day of a month with the same figures. */
export function monthOfDays(month: string, day: Omit<PerformanceDay, 'date'>): PerformanceDay[] {
  const [y, m] = month.split('-').map(Number);
  const count = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return Array.from({ length: count }, (_, i) => ({ date: `${month}-${String(i + 1).padStart(2, '0')}`, ...day }));
}
