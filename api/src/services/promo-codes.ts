import type { Kysely, Selectable } from 'kysely';
import type { PromoCode } from '@adlaunch/shared';
import { now } from '../db/database';
import type { Database, PromoCodesTable } from '../db/schema';
import { HttpError } from '../lib/http-error';

export type PromoRow = Selectable<PromoCodesTable>;
export const PROMO_NOT_FOUND = 'That promo code is not valid.';

export const normaliseCode = (code: string) => code.trim().toUpperCase();

export function toPromo(row: PromoRow): PromoCode {
  return { id: row.id, type: row.type === 'free' ? 'free' : 'percent', percentage: row.type === 'free' ? null : row.percentage };
}

export function promoService(db: Kysely<Database>) {
  return {
    /** An active, unexpired code; anything else is the same 404 so codes cannot be probed. */
    async find(code: string): Promise<PromoRow> {
      const row = await db.selectFrom('promo_codes').selectAll().where('code', '=', normaliseCode(code)).executeTakeFirst();
      if (!row || row.active !== 1 || (row.expires_at && row.expires_at <= now())) throw new HttpError(404, PROMO_NOT_FOUND);
      return row;
    },

    async create(input: {
      code: string;
      type: 'free' | 'percent';
      percentage?: number | null;
      expiresOn?: string | null;
    }): Promise<PromoRow> {
      const code = normaliseCode(input.code);
      if (!/^[A-Z0-9_-]{3,40}$/.test(code)) throw new Error('A code is 3 to 40 letters, digits, - or _.');
      const percentage = input.type === 'percent' ? input.percentage : null;
      if (input.type === 'percent' && (percentage == null || !Number.isInteger(percentage) || percentage < 1 || percentage > 100)) {
        throw new Error('A percent code needs a whole percentage from 1 to 100.');
      }
      const existing = await db.selectFrom('promo_codes').select('id').where('code', '=', code).executeTakeFirst();
      if (existing) throw new Error(`The code ${code} already exists.`);
      return db
        .insertInto('promo_codes')
        .values({
          code,
          type: input.type,
          percentage: percentage ?? null,
          // A code is valid through the whole of its expiry day (UTC).
          expires_at: input.expiresOn ? `${input.expiresOn}T23:59:59.999Z` : null,
          active: 1,
          created_at: now(),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    list: () => db.selectFrom('promo_codes').selectAll().orderBy('id').execute(),
  };
}
