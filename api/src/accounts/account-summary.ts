import type { Kysely } from 'kysely';
import { addDays, billingDay, type Account, type Location, type SessionUser, type Transaction } from '@adlaunch/shared';
import { locationSchema, productSchema, transactionSchema } from '@adlaunch/shared/schemas';
import { z } from 'zod';
import type { Database } from '../db/schema';
import type { UserRow } from './auth-guard';
import { ACCOUNT_MESSAGES, abVariantOf, normalizeReferrer } from './accounts';
import { formatInvoiceNumber } from '../billing/invoices';
import { accountFiguresOf, paymentHistoryOf } from './account-store';
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

/** The logged-in user object of token-login: the user, ad performance totals and payment history. */
export async function accountSummary(db: Kysely<Database>, user: UserRow): Promise<SessionUser> {
  const code = normalizeReferrer(user.referrer);
  const [figures] = await accountFiguresOf(db, { userId: user.id, code: code ?? '' });
  const payments = await paymentHistoryOf(db, { userId: user.id });

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
