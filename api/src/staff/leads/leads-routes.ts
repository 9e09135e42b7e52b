import type { FastifyInstance } from 'fastify';
import { STAFF_ACCESS, STAFF_API } from '@adlaunch/shared';
import { staffIdParamsSchema, staffLeadsQuerySchema, staffLeadUpdateRequestSchema } from '@adlaunch/shared/schemas';
import type { AppDeps } from '../../app-deps';
import { HttpError, parse } from '../../lib/http-error';
import { staffOf } from '../staff-guard';
import { answerLead } from './leads';
import { leadById, listLeads } from './lead-store';

const LEAD_ROLES = STAFF_ACCESS.leads;

/** The social media ads enquiries, newest first, with their state and who answered them. */
export function staffLeadRoutes(app: FastifyInstance, { db }: AppDeps) {
  app.get(STAFF_API.leads, { config: { staffAccess: { roles: LEAD_ROLES } } }, async (request) => {
    const query = parse(staffLeadsQuerySchema, request.query);
    const { leads, total } = await listLeads(db, query);
    return { leads, page: query.page, perPage: query.per_page, total };
  });

  app.patch('/v2/staff/leads/:id', { bodyLimit: 8 * 1024, config: { staffAccess: { roles: LEAD_ROLES } } }, async (request) => {
    const { id } = parse(staffIdParamsSchema, request.params);
    const { state, note } = parse(staffLeadUpdateRequestSchema, request.body);
    if (!(await answerLead(db, staffOf(request).actor, id, state, note))) throw new HttpError(404, 'There is no such lead.');
    const lead = await leadById(db, id);
    if (!lead) throw new Error(`lead ${id} was answered but cannot be read back`);
    return { lead };
  });
}
