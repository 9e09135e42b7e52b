import type { Kysely } from 'kysely';
import { now } from '../db/database';
import type { Database } from '../db/schema';
import { preparedQuery, type Param } from '../lib/prepared-query';

/**
 * The latest ad's places, the performance totals, whether an ad was launched and whether the stored
 * referral code is another account's, in one round trip (token login is called on every page); built once.
 */
export const accountFiguresOf = preparedQuery((db: Kysely<Database>, param: Param<{ userId: number; code: string }>) =>
  db.selectNoFrom((eb) => {
    const latestAd = eb.selectFrom('search_ads').where('user_id', '=', param('userId')).orderBy('id', 'desc').limit(1);
    const performance = eb
      .selectFrom('performance_days')
      .innerJoin('search_ads', 'search_ads.id', 'performance_days.ad_id')
      .where('search_ads.user_id', '=', param('userId'));
    return [
      latestAd.select('locations').as('locations'),
      latestAd.select('address').as('address'),
      performance.select((p) => p.fn.sum<string | number | null>('performance_days.clicks').as('clicks')).as('clicks'),
      performance.select((p) => p.fn.sum<string | number | null>('performance_days.views').as('views')).as('views'),
      eb
        .exists(eb.selectFrom('search_ads').select('id').where('user_id', '=', param('userId')).where('status', '!=', 'setup'))
        .as('launched'),
      eb
        .exists(
          eb
            .selectFrom('users')
            .select('id')
            .where('referral_code', '=', param('code'))
            .where('id', '!=', param('userId'))
            .where('email_verified', '=', 1),
        )
        .as('referral_valid'),
    ];
  }),
);

/** The payment history, newest first; built once. */
export const paymentHistoryOf = preparedQuery((db: Kysely<Database>, param: Param<{ userId: number }>) =>
  db
    .selectFrom('payments')
    .leftJoin('invoices', 'invoices.payment_id', 'payments.id')
    .leftJoin('period_invoices', 'period_invoices.id', 'payments.period_invoice_id')
    .select([
      'payments.reference',
      'payments.product',
      'payments.description',
      'payments.amount_cents',
      'payments.status',
      'payments.created_at',
      'payments.paid_at',
      'payments.kind',
      'period_invoices.period_start',
      'period_invoices.period_end',
      'invoices.number as invoice_number',
    ])
    .where('payments.user_id', '=', param('userId'))
    .orderBy('payments.created_at', 'desc')
    .orderBy('payments.id', 'desc'),
);

/**
 * The address is proven: the account is marked verified; a password set before the proof is dropped
 * unless the caller has found it the owner's.
 */
export async function markEmailProven(db: Kysely<Database>, userId: number, keepsPassword: boolean): Promise<void> {
  await db
    .updateTable('users')
    .set({ email_verified: 1, updated_at: now(), ...(keepsPassword ? {} : { password_hash: null }) })
    .where('id', '=', userId)
    .execute();
}

/** A new password, set with a code from the account's address, which the code also proves. */
export async function setPasswordProven(db: Kysely<Database>, userId: number, passwordHash: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash, email_verified: 1, updated_at: now() })
    .where('id', '=', userId)
    .execute();
}

/** How many accounts registered with this referral code have a kept payment. */
export async function paidReferralCount(db: Kysely<Database>, referralCode: string): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.count<string | number>('users.id').as('count'))
    .where('users.referrer', '=', referralCode)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('payments')
          .select('payments.id')
          .whereRef('payments.user_id', '=', 'users.id')
          .where('payments.status', '=', 'success'),
      ),
    )
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}
