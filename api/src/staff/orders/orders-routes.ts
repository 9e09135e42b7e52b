import type { FastifyInstance } from 'fastify';
import { STAFF_ACCESS, STAFF_API } from '@adlaunch/shared';
import {
  staffAdTextRequestSchema,
  staffAssignRequestSchema,
  staffIdParamsSchema,
  staffKeywordsRequestSchema,
  staffLocationsRequestSchema,
  staffNoteRequestSchema,
  staffOrderParamsSchema,
  staffOrdersQuerySchema,
  staffStatusMoveRequestSchema,
  staffVerificationRequestSchema,
} from '@adlaunch/shared/schemas';
import { createStorage } from '../../adapters/storage';
import { locationIndex } from '../../campaigns/locations';
import type { AppDeps } from '../../app-deps';
import { HttpError, parse } from '../../lib/http-error';
import { staffOf, type StaffAccess } from '../staff-guard';
import { changeAd } from './ad-changes';
import { assignOrder, noteOrder } from './order-assign';
import { moveOrder } from './order-moves';
import { orderPage } from './order-page';
import { orderQueue } from './order-queue';
import { staffUpload } from './order-uploads';
import { setVerification } from './verification';

/** Who reads orders; who works on them (moves, verification); who notes and assigns. */
const ORDER_READ_ROLES = STAFF_ACCESS.readOrders;
const ORDER_WORK_ROLES = STAFF_ACCESS.moveOrders;
const ORDER_NOTE_ROLES = STAFF_ACCESS.noteAndAssign;

const access = (staffAccess: StaffAccess) => ({ staffAccess });
const ORDER = '/v2/staff/orders/:product/:id';

export function staffOrderRoutes(app: FastifyInstance, { db, config }: AppDeps) {
  const storage = createStorage(config);
  const siteOrigin = () => app.services.siteOrigin;

  app.get(STAFF_API.orders, { config: access({ roles: ORDER_READ_ROLES }) }, async (request) => {
    const query = parse(staffOrdersQuerySchema, request.query);
    const filter = {
      state: query.state,
      product: query.product,
      q: query.q || undefined,
      assigned: query.assigned,
      page: query.page,
      perPage: query.per_page,
    };
    return orderQueue(db, filter, staffOf(request).session.staff.id);
  });

  app.get(ORDER, { config: access({ roles: ORDER_READ_ROLES }) }, async (request) => {
    const { product, id } = parse(staffOrderParamsSchema, request.params);
    return orderPage(db, staffOf(request).session, product, id);
  });

  app.post(`${ORDER}/status`, { bodyLimit: 8 * 1024, config: access({ roles: ORDER_WORK_ROLES }) }, async (request) => {
    const { product, id } = parse(staffOrderParamsSchema, request.params);
    const body = parse(staffStatusMoveRequestSchema, request.body);
    const moved = await moveOrder(
      db,
      staffOf(request).actor,
      { product, id, to: body.to, noteForOwner: body.note_for_owner || undefined, internalNote: body.internal_note || undefined },
      { siteOrigin: siteOrigin(), clock: app.services.clock },
    );
    app.outbox.wake();
    return moved;
  });

  app.post(`${ORDER}/notes`, { bodyLimit: 8 * 1024, config: access({ roles: ORDER_NOTE_ROLES }) }, async (request) => {
    const { product, id } = parse(staffOrderParamsSchema, request.params);
    const { text } = parse(staffNoteRequestSchema, request.body);
    return noteOrder(db, staffOf(request).actor, product, id, text);
  });

  app.post(`${ORDER}/assign`, { bodyLimit: 1024, config: access({ roles: ORDER_NOTE_ROLES }) }, async (request) => {
    const { product, id } = parse(staffOrderParamsSchema, request.params);
    const body = parse(staffAssignRequestSchema, request.body);
    const { actor, session } = staffOf(request);
    return assignOrder(db, actor, product, id, 'to_me' in body ? session.staff.id : body.staff_id);
  });

  app.post(
    '/v2/staff/orders/gbp/:id/verification',
    { bodyLimit: 8 * 1024, config: access({ roles: ORDER_WORK_ROLES }) },
    async (request) => {
      const { id } = parse(staffIdParamsSchema, request.params);
      const body = parse(staffVerificationRequestSchema, request.body);
      const changed = await setVerification(db, staffOf(request).actor, id, body.step, body.note_for_owner || undefined, siteOrigin());
      app.outbox.wake();
      return changed;
    },
  );

  // Ad changes (campaigns): each part through the owner's own step schema; the owner is told (ad-changes.ts).
  const adRoute = (part: 'ad-text' | 'keywords' | 'locations', bodyOf: (body: unknown) => Parameters<typeof changeAd>[3]) =>
    app.post(
      `/v2/staff/orders/search_ads/:id/${part}`,
      { bodyLimit: 32 * 1024, config: access({ roles: ORDER_WORK_ROLES }) },
      async (request) => {
        const { id } = parse(staffIdParamsSchema, request.params);
        const changed = await changeAd(db, staffOf(request).actor, id, bodyOf(request.body), locationIndex, siteOrigin());
        app.outbox.wake();
        return changed;
      },
    );
  adRoute('ad-text', (body) => ({ part: 'ad-text', body: parse(staffAdTextRequestSchema, body) }));
  adRoute('keywords', (body) => ({ part: 'keywords', body: parse(staffKeywordsRequestSchema, body) }));
  adRoute('locations', (body) => ({ part: 'locations', body: parse(staffLocationsRequestSchema, body) }));

  // An owner's upload, for staff: opened with the bearer header or a signed link (a new tab sends no header).
  app.get('/v2/staff/uploads/:id', { config: access({ roles: ORDER_READ_ROLES, link: true }) }, async (request, reply) => {
    const { id } = parse(staffIdParamsSchema, request.params);
    const upload = await staffUpload(db, storage, id);
    if (!upload) throw new HttpError(404, 'File not found.');
    reply
      .header('Content-Type', upload.contentType)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'; sandbox")
      .header('Cache-Control', 'private, no-store');
    if (upload.contentType === 'application/pdf') reply.header('Content-Disposition', `attachment; filename="${upload.kind}.pdf"`);
    return reply.send(upload.body);
  });
}
