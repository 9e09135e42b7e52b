import type { Kysely } from 'kysely';
import type { LeadState, StaffLead } from '@adlaunch/shared';
import type { Database } from '../../db/schema';

function leadsQuery(db: Kysely<Database>) {
  return db
    .selectFrom('social_leads')
    .leftJoin('lead_states', 'lead_states.lead_id', 'social_leads.id')
    .selectAll('social_leads')
    .select(['lead_states.state', 'lead_states.answered_by', 'lead_states.answered_at']);
}
type LeadRow = Awaited<ReturnType<ReturnType<typeof leadsQuery>['executeTakeFirstOrThrow']>>;

function toLead(row: LeadRow): StaffLead {
  let platforms: string[];
  try {
    platforms = (JSON.parse(row.platforms) as unknown[]).map(String);
  } catch {
    platforms = [row.platforms];
  }
  return {
    id: row.id,
    createdAt: row.created_at,
    name: row.name,
    email: row.email,
    phone: row.phone,
    businessName: row.business_name,
    website: row.website,
    platforms,
    monthlyBudget: row.monthly_budget,
    message: row.message,
    state: (row.state as LeadState | null) ?? 'new',
    answeredBy: row.answered_by,
    answeredAt: row.answered_at,
  };
}

/** A page of the enquiries, newest first, in one state (a lead never answered is 'new') or all, and how many there are. */
export async function listLeads(
  db: Kysely<Database>,
  query: { state?: LeadState; page: number; per_page: number },
): Promise<{ leads: StaffLead[]; total: number }> {
  let rows = leadsQuery(db);
  let counted = db.selectFrom('social_leads').leftJoin('lead_states', 'lead_states.lead_id', 'social_leads.id');
  if (query.state === 'new') {
    rows = rows.where('lead_states.state', 'is', null);
    counted = counted.where('lead_states.state', 'is', null);
  } else if (query.state) {
    rows = rows.where('lead_states.state', '=', query.state);
    counted = counted.where('lead_states.state', '=', query.state);
  }
  const [leads, total] = await Promise.all([
    rows
      .orderBy('social_leads.id', 'desc')
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page)
      .execute(),
    counted.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { leads: leads.map(toLead), total: Number(total.n) };
}

/** One enquiry with its state; undefined for no such lead. */
export async function leadById(db: Kysely<Database>, id: number): Promise<StaffLead | undefined> {
  const row = await leadsQuery(db).where('social_leads.id', '=', id).executeTakeFirst();
  return row && toLead(row);
}

/** Sets a lead's state and who answered it when. */
export async function writeLeadState(
  db: Kysely<Database>,
  id: number,
  values: { state: LeadState; answered_by: string; answered_at: string },
): Promise<void> {
  const updated = await db.updateTable('lead_states').set(values).where('lead_id', '=', id).executeTakeFirst();
  if (updated.numUpdatedRows === 0n)
    await db
      .insertInto('lead_states')
      .values({ lead_id: id, ...values })
      .execute();
}
