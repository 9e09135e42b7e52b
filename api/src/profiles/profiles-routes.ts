import type { FastifyInstance } from 'fastify';
import type { VatAnswer } from '@adlaunch/shared';
import { MAX_ID, saveProfileRequestSchema } from '@adlaunch/shared/schemas';
import type { AppDeps } from '../app-deps';
import { HttpError, parse } from '../lib/http-error';
import { authenticate } from '../accounts/auth-guard';
import { saveVatAnswer } from '../accounts/vat-answer';
import { latestProfile, listProfiles, profileStatus, saveProfile } from './profiles';
import { ownerStatusExtras, withStatusNotes } from '../staff/orders/owner-notes';

const PROFILE_PATH = '/v2/google-business-profile';

export function profileRoutes(app: FastifyInstance, { db }: AppDeps) {
  app.get(PROFILE_PATH, async (request) => {
    const { user } = await authenticate(db, request);
    return { profile: await latestProfile(db, user.id) };
  });

  app.get(`${PROFILE_PATH}/all`, async (request) => {
    const { user } = await authenticate(db, request);
    return { profiles: await withStatusNotes(db, 'gbp', await listProfiles(db, user.id)) };
  });

  app.post(PROFILE_PATH, { bodyLimit: 8 * 1024, config: { rateLimit: { max: 60, timeWindow: '1 minute' } } }, async (request) => {
    const { user } = await authenticate(db, request);
    const body = parse(saveProfileRequestSchema, request.body);
    // Only the about step carries the South Africa answer; the step's own fields are saved without it.
    const { charge_vat, vat_number, ...step } = body as typeof body & Partial<VatAnswer>;
    const profile = await saveProfile(db, user.id, step as typeof body);
    await saveVatAnswer(db, user, { charge_vat, vat_number });
    return { profile };
  });

  app.get<{ Params: { id: string } }>(`${PROFILE_PATH}/status/:id`, async (request) => {
    const { user } = await authenticate(db, request);
    const id = /^[1-9][0-9]{0,9}$/.test(request.params.id) ? Number(request.params.id) : NaN;
    if (!Number.isSafeInteger(id) || id > MAX_ID) throw new HttpError(404, 'We could not find that business profile.');
    const status = await profileStatus(db, user.id, id);
    return { status, ...(await ownerStatusExtras(db, 'gbp', id)) };
  });
}
