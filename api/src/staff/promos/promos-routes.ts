import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { StaffPromo } from '@adlaunch/shared';
import { STAFF_WORK_ACCESS, STAFF_WORK_API, staffPromoCreateRequestSchema, staffPromoParamsSchema } from '@adlaunch/shared/schemas';
import type { AppDeps } from '../../app-deps';
import type { Database } from '../../db/schema';
import { HttpError, parse } from '../../lib/http-error';
import { writeTransaction } from '../../lib/transaction';
import { promoService, type PromoRow } from '../../promo-codes/promo-codes';
import { recordAction } from '../staff-actions';
import { staffOf } from '../staff-guard';

const access = { config: { staffAccess: { roles: STAFF_WORK_ACCESS.promos } } };

function promoOf(row: PromoRow, at = new Date().toISOString()): StaffPromo {
  return {
    code: row.code,
    type: row.type === 'free' ? 'free' : 'percent',
    percentage: row.type === 'free' ? null : row.percentage,
    state: row.active !== 1 ? 'ended' : row.expires_at && row.expires_at <= at ? 'expired' : 'active',
    expiresOn: row.expires_at ? row.expires_at.slice(0, 10) : null,
    maxUses: row.max_uses,
    createdAt: row.created_at,
  };
}

/** What the promo service refuses, said next to the field it is about. */
function refusal(message: string): HttpError {
  const field = /already exists|A code is/.test(message) ? 'code' : /percentage/.test(message) ? 'percentage' : 'max_uses';
  return new HttpError(/already exists/.test(message) ? 409 : 400, message, { [field]: [message] });
}

const listPromos = async (db: Kysely<Database>) => (await promoService(db).list()).reverse().map((row) => promoOf(row));

/** Promo codes (finance): the list, a new code and ending one, through the promo service `npm run ops -- promo` uses. */
export function staffPromoRoutes(app: FastifyInstance, { db }: AppDeps) {
  app.get(STAFF_WORK_API.promos, access, async () => ({ promos: await listPromos(db) }));

  app.post(STAFF_WORK_API.promos, { bodyLimit: 2 * 1024, ...access }, async (request) => {
    const body = parse(staffPromoCreateRequestSchema, request.body);
    const actor = staffOf(request).actor;
    const row = await writeTransaction(db, async (trx) => {
      let made: PromoRow;
      try {
        made = await promoService(trx).create({
          code: body.code,
          type: body.type,
          percentage: body.type === 'percent' ? body.percentage : null,
          expiresOn: body.expires_on ?? null,
          maxUses: body.max_uses ?? null,
        });
      } catch (error) {
        throw refusal((error as Error).message);
      }
      await recordAction(trx, actor, { action: 'promo_create', subject: { type: 'promo', id: made.code }, after: promoOf(made) });
      return made;
    });
    return { promo: promoOf(row) };
  });

  app.post('/v2/staff/promos/:code/end', { bodyLimit: 1024, ...access }, async (request) => {
    const { code } = parse(staffPromoParamsSchema, request.params);
    const actor = staffOf(request).actor;
    const row = await writeTransaction(db, async (trx) => {
      const ended = await promoService(trx).end(code);
      if (!ended) throw new HttpError(409, 'That code is not active (ended before, or there is no such code).');
      await recordAction(trx, actor, {
        action: 'promo_end',
        subject: { type: 'promo', id: ended.code },
        before: { state: promoOf({ ...ended, active: 1 }).state },
        after: { state: 'ended' },
      });
      return ended;
    });
    return { promo: promoOf(row) };
  });
}
