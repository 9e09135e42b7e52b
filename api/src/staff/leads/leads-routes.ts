import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { STAFF_ACCESS, STAFF_API, type LeadState, type StaffLead } from '@adlaunch/shared';
import { staffIdParamsSchema, staffLeadsQuerySchema, staffLeadUpdateRequestSchema } from '@adlaunch/shared/schemas';
import type { AppDeps } from '../../app-deps';
import { now } from '../../db/database';
import type { Database } from '../../db/schema';
import { HttpError, parse } from '../../lib/http-error';
import { writeTransaction } from '../../lib/transaction';
import { recordAction } from '../staff-actions';
import { staffOf } from '../staff-guard';

const LEAD_ROLES = STAFF_ACCESS.leads;

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

/** The social media ads enquiries, newest first, with their state and who answered them. */
export function staffLeadRoutes(app: FastifyInstance, { db }: AppDeps) {
  app.get(STAFF_API.leads, { config: { staffAccess: { roles: LEAD_ROLES } } }, async (request) => {
    const query = parse(staffLeadsQuerySchema, request.query);
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
    return { leads: leads.map(toLead), page: query.page, perPage: query.per_page, total: Number(total.n) };
  });

  app.patch('/v2/staff/leads/:id', { bodyLimit: 8 * 1024, config: { staffAccess: { roles: LEAD_ROLES } } }, async (request) => {
    const { id } = parse(staffIdParamsSchema, request.params);
    const { state, note } = parse(staffLeadUpdateRequestSchema, request.body);
    const { actor } = staffOf(request);
    await writeTransaction(db, async (trx) => {
      const before = await leadsQuery(trx).where('social_leads.id', '=', id).executeTakeFirst();
      if (!before) throw new HttpError(404, 'There is no such lead.');
      const stamp = now();
      const values = { state, answered_by: actor.name, answered_at: stamp };
      const updated = await trx.updateTable('lead_states').set(values).where('lead_id', '=', id).executeTakeFirst();
      if (updated.numUpdatedRows === 0n)
        await trx
          .insertInto('lead_states')
          .values({ lead_id: id, ...values })
          .execute();
      await recordAction(trx, actor, {
        action: 'lead',
        subject: { type: 'lead', id },
        before: { state: before.state ?? 'new' },
        after: { state },
        note: note || null,
      });
    });
    return { lead: toLead(await leadsQuery(db).where('social_leads.id', '=', id).executeTakeFirstOrThrow()) };
  });
}
