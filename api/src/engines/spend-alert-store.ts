import type { Kysely } from 'kysely';
import type { SpendAlert } from '@adlaunch/shared';
import { now } from '../db/database';
import type { Database } from '../db/schema';

/** The engines' overspend alerts with their ad's business name, oldest first: the open ones, or all; or one by id. */
export async function listSpendAlerts(
  db: Kysely<Database>,
  { all = false, id }: { all?: boolean; id?: number } = {},
): Promise<SpendAlert[]> {
  let query = db
    .selectFrom('spend_alerts as a')
    .leftJoin('search_ads as s', 's.id', 'a.ad_id')
    .select([
      'a.id',
      'a.ad_id',
      's.business_name',
      'a.engine',
      'a.period_start',
      'a.period_end',
      'a.budget_cents',
      'a.spend_cents',
      'a.created_at',
      'a.resolved_at',
    ])
    .orderBy('a.id');
  if (!all) query = query.where('a.resolved_at', 'is', null);
  if (id !== undefined) query = query.where('a.id', '=', id);
  const rows = await query.execute();
  return rows.map((r) => ({
    id: r.id,
    adId: r.ad_id,
    businessName: r.business_name ?? null,
    engine: r.engine as SpendAlert['engine'],
    periodStart: r.period_start,
    periodEnd: r.period_end,
    budgetCents: Number(r.budget_cents),
    spendCents: Number(r.spend_cents),
    createdAt: r.created_at,
    resolvedAt: r.resolved_at,
  }));
}

/** Closes an alert once acted on; an alert already closed keeps the time it was first closed. */
export async function markSpendAlertResolved(db: Kysely<Database>, id: number): Promise<void> {
  await db.updateTable('spend_alerts').set({ resolved_at: now() }).where('id', '=', id).where('resolved_at', 'is', null).execute();
}
