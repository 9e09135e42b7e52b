import type { FastifyInstance } from 'fastify';
import type { VatAnswer } from '@adlaunch/shared';
import { saveSearchAdRequestSchema, toggleRequestSchema } from '@adlaunch/shared/schemas';
import { z } from 'zod';
import type { AppDeps } from '../app-deps';
import { HttpError, parse } from '../lib/http-error';
import { authenticate } from '../accounts/auth-guard';
import { saveVatAnswer } from '../accounts/vat-answer';
import { locationIndex } from './locations';
import { NOT_FOUND, searchAdService } from './search-ads';
import { ownerStatusExtras, withStatusNotes } from '../staff/orders/owner-notes';

const idParam = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
});

export function searchAdRoutes(app: FastifyInstance, { db }: AppDeps) {
  const { billing } = app.services;
  const ads = searchAdService(db, locationIndex, async (trx, adId, to) => {
    await billing.adToggled(trx, adId, to);
    app.outbox.wake();
  });

  app.get('/v2/search-ads', async (request) => {
    const { user } = await authenticate(db, request);
    return { search_ad: await ads.latest(user.id) };
  });

  app.get('/v2/search-ads/all', async (request) => {
    const { user } = await authenticate(db, request);
    return { search_ads: await withStatusNotes(db, 'search_ads', await ads.list(user.id)) };
  });

  app.post('/v2/search-ads', { bodyLimit: 16 * 1024 }, async (request) => {
    const { user } = await authenticate(db, request);
    const body = parse(saveSearchAdRequestSchema, request.body);
    // Only the about step carries the South Africa answer; the step's own fields are saved without it.
    const { charge_vat, vat_number, ...step } = body as typeof body & Partial<VatAnswer>;
    const search_ad = await ads.save(user.id, step as typeof body);
    await saveVatAnswer(db, user, { charge_vat, vat_number });
    return { search_ad };
  });

  app.post('/v2/search-ads/toggle', { bodyLimit: 1024 }, async (request) => {
    const { user } = await authenticate(db, request);
    const { new_state, ads_id } = parse(toggleRequestSchema, request.body);
    return { search_ad: await ads.toggle(user.id, new_state, ads_id) };
  });

  app.get('/v2/profile-status/status/:id', async (request) => {
    const { user } = await authenticate(db, request);
    const params = idParam.safeParse(request.params);
    if (!params.success) throw new HttpError(404, NOT_FOUND);
    const status = await ads.status(user.id, params.data.id);
    return { status, ...(await ownerStatusExtras(db, 'search_ads', params.data.id)) };
  });
}
