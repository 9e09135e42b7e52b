import type { Kysely } from 'kysely';
import { addDays, billingDay, type Account, type Location, type SessionUser, type Transaction } from '@adlaunch/shared';
import { locationSchema, productSchema, transactionSchema } from '@adlaunch/shared/schemas';
import { z } from 'zod';
import type { Database } from '../db/schema';
import { preparedQuery, type Param } from '../lib/prepared-query';
import type { UserRow } from './auth-guard';
import { ACCOUNT_MESSAGES, abVariantOf, normalizeReferrer } from './accounts';
import { formatInvoiceNumber } from '../billing/invoices';
function parseJson<T>(text: string | null, schema: z.ZodType<T>, fallback: T): T {
  if (!text) return fallback;
  try {
    const result = schema.safeParse(JSON.parse(text));
    return result.success ? result.data : fallback;
  } catch {
    return fallback;
  }
}

// Built once: a zod schema costs more to build than to run.
const EXTRAS = z.array(z.string());
const LOCATIONS = z.array(locationSchema);

const TRANSACTION_STATUSES = ['pending', 'success', 'failed', 'refunding', 'refunded'] as const;

/**
 * The latest ad's places, the performance totals, whether an ad was launched and whether the stored
 * referral code is another account's, in one round trip (token login is called on every page); built once.
 */
const figuresOf = preparedQuery((db: Kysely<Database>, param: Param<{ userId: number; code: string }>) =>
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
const paymentsOf = preparedQuery((db: Kysely<Database>, param: Param<{ userId: number }>) =>
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

/** The logged-in user object of token-login: the user, ad performance totals and payment history. */
export async function accountSummary(db: Kysely<Database>, user: UserRow): Promise<SessionUser> {
  const code = normalizeReferrer(user.referrer);
  const [figures] = await figuresOf(db, { userId: user.id, code: code ?? '' });
  const payments = await paymentsOf(db, { userId: user.id });

  const history: Transaction[] = payments.map((p) =>
    transactionSchema.parse({
      reference: p.reference,
      product: p.product === 'gbp' ? 'gbp' : 'search_ads',
      description: p.description,
      amountCents: Number(p.amount_cents),
      currency: 'ZAR',
      status: (TRANSACTION_STATUSES as readonly string[]).includes(p.status) ? p.status : 'pending',
      createdAt: p.created_at,
      paidAt: p.paid_at,
      invoiceNumber: p.invoice_number === null ? null : formatInvoiceNumber(Number(p.invoice_number)),
      kind: p.kind === 'renewal' || p.kind === 'card_check' ? p.kind : 'order',
      day: billingDay(p.paid_at ?? p.created_at),
      period: p.period_start && p.period_end ? { start: p.period_start, end: addDays(p.period_end, -1) } : null,
    }),
  );
  const kept = history.filter((t) => t.status === 'success');
  const product = productSchema.safeParse(user.product);

  const account: Account = {
    uuid: user.uuid,
    firstName: user.first_name,
    lastName: user.last_name,
    email: user.email,
    mobile: user.mobile,
    chargeVAT: user.charge_vat === 1,
    vatNumber: user.vat_number,
    vatAnswered: user.vat_answered === 1,
    websiteUrl: user.website_url,
    product: product.success ? product.data : null,
    budget: user.budget,
    alreadyGbp: user.already_gbp === 1,
    businessName: user.business_name,
    extras: parseJson(user.extras, EXTRAS, []),
    locations: parseJson<Location[]>(figures.locations ?? null, LOCATIONS, []),
    address: figures.address ?? null,
    name: `${user.first_name} ${user.last_name}`.trim(),
    clicks: Number(figures.clicks ?? 0),
    views: Number(figures.views ?? 0),
    has_ads: Boolean(figures.launched),
    isStaff: user.is_staff === 1,
    referralCode: user.referral_code,
    abVariant: abVariantOf(user),
    referralValid: Boolean(code) && Boolean(figures.referral_valid),
    transactions: {
      history,
      totals: { count: kept.length, paidCents: kept.reduce((sum, t) => sum + t.amountCents, 0) },
    },
  };
  return {
    message: ACCOUNT_MESSAGES.loggedIn,
    emailVerified: user.email_verified === 1,
    mobileVerified: user.mobile_verified === 1,
    user: account,
  };
}
