import type { Kysely, Selectable } from 'kysely';
import type { PromoCode } from '@adlaunch/shared';
import { now } from '../db/database';
import type { Database, PromoCodesTable } from '../db/schema';
import { HttpError } from '../lib/http-error';

export type PromoRow = Selectable<PromoCodesTable>;
const PROMO_NOT_FOUND = 'That promo code is not valid.';
const PROMO_USED = 'You have already used this promo code.';
/** A checkout started with a code holds one of its uses this long, so two accounts cannot race for the last one. */
const PROMO_HOLD_MINUTES = 30;

/** The order a checkout is for: retrying the same order's checkout is not another use. */
export interface PromoOrder {
  product: string;
  id: number;
}

const normaliseCode = (code: string) => code.trim().toUpperCase();

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

    /**
     * One use per account per code, and at most `max_uses` accounts in all. A use is a paid order, or a
     * checkout started in the last PROMO_HOLD_MINUTES; `order` (when known) is the checkout being
     * started, whose own earlier attempts do not count. Without it only paid orders count for the account.
     */
    async assertUsable(promo: PromoRow, userId: number, order: PromoOrder | null): Promise<void> {
      const cutoff = new Date(Date.now() - PROMO_HOLD_MINUTES * 60_000).toISOString();
      const uses = await db
        .selectFrom('payments')
        .select(['user_id', 'status', 'product', 'ad_id', 'profile_id'])
        .where('promo_id', '=', promo.id)
        .where((eb) => eb.or([eb('status', '=', 'success'), eb.and([eb('status', '=', 'pending'), eb('created_at', '>', cutoff)])]))
        .execute();
      const mine = uses.filter(
        (u) =>
          u.user_id === userId &&
          (u.status === 'success' || (order !== null && (u.product !== order.product || (u.ad_id ?? u.profile_id) !== order.id))),
      );
      if (mine.length > 0) throw new HttpError(409, PROMO_USED);
      const others = new Set(uses.filter((u) => u.user_id !== userId).map((u) => u.user_id));
      if (promo.max_uses !== null && others.size >= promo.max_uses) throw new HttpError(404, PROMO_NOT_FOUND);
    },

    async create(input: {
      code: string;
      type: 'free' | 'percent';
      percentage?: number | null;
      expiresOn?: string | null;
      maxUses?: number | null;
    }): Promise<PromoRow> {
      const code = normaliseCode(input.code);
      if (!/^[A-Z0-9_-]{3,40}$/.test(code)) throw new Error('A code is 3 to 40 letters, digits, - or _.');
      const percentage = input.type === 'percent' ? input.percentage : null;
      if (input.type === 'percent' && (percentage == null || !Number.isInteger(percentage) || percentage < 1 || percentage > 100)) {
        throw new Error('A percent code needs a whole percentage from 1 to 100.');
      }
      if (input.maxUses != null && (!Number.isInteger(input.maxUses) || input.maxUses < 1))
        throw new Error('--max-uses takes a whole number from 1.');
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
          max_uses: input.maxUses ?? null,
          created_at: now(),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    list: () => db.selectFrom('promo_codes').selectAll().orderBy('id').execute(),

    /** Ends an active code: checkouts refuse it from now on (payments made with it stay as they are). Undefined when none was active. */
    end: (code: string) =>
      db
        .updateTable('promo_codes')
        .set({ active: 0 })
        .where('code', '=', normaliseCode(code))
        .where('active', '=', 1)
        .returningAll()
        .executeTakeFirst(),
  };
}
