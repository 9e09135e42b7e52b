import type { Kysely, Transaction } from 'kysely';
import { formatDay, PRICES, quoteProfile, quoteSearchAds, type Invoice, type InvoiceLine, type QuoteLineId } from '@adlaunch/shared';
import { invoiceSchema } from '@adlaunch/shared/schemas';
import type { InvoiceSupplier } from '../config';
import { now } from '../db/database';
import type { Database } from '../db/schema';
import { HttpError } from '../lib/http-error';
import type { PaymentRow } from '../payments/payments';
import { readFigures } from '../payments/payment-figures';

export const INVOICE_NOT_FOUND = 'We could not find that invoice.';

const INVOICE_TITLES = { tax_invoice: 'Tax invoice', invoice: 'Invoice' } as const;

const NO_VAT_REASON =
  'No VAT charged: your account says your business is not in South Africa, so South African VAT does not apply. This is therefore not a tax invoice.';

export const formatInvoiceNumber = (n: number) => `INV-${String(n).padStart(6, '0')}`;

/** INV-000042 -> 42; anything else -> null. */
export function parseInvoiceNumber(text: string): number | null {
  const match = /^INV-(\d{6,9})$/.exec(text);
  const n = match ? Number(match[1]) : NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

/** The contract's own names for the order lines, so the invoice reads like the order the owner confirmed. */
function lineLabels(product: Invoice['product']): Partial<Record<QuoteLineId, string>> {
  const quote =
    product === 'gbp' ? quoteProfile({ hasReferral: false, chargeVAT: false }) : quoteSearchAds({ plan: 'plan_03', chargeVAT: false });
  return Object.fromEntries(quote.lines.map((l) => [l.id, l.label]));
}

export interface InvoiceParty {
  name: string;
  businessName: string | null;
  address: string | null;
  email: string;
  vatNumber?: string | null;
}

/**
 * The invoice of one paid order, from the figures the server stored with it: every line excluding VAT
 * (a discount as a negative line), VAT apart, and a total that is always the amount charged.
 */
export function buildInvoice(input: {
  number: number;
  issuedAt: string;
  payment: Pick<PaymentRow, 'reference' | 'product' | 'amount_cents' | 'metadata'>;
  supplier: InvoiceSupplier;
  customer: InvoiceParty;
  promoCode: string | null;
}): Invoice {
  const product: Invoice['product'] = input.payment.product === 'gbp' ? 'gbp' : 'search_ads';
  const figures = readFigures(input.payment.metadata);
  const labels = lineLabels(product);
  if (figures.period_start && figures.period_end) {
    // A renewal names the month it pays for on each monthly line.
    const period = ` for ${formatDay(figures.period_start)} to ${formatDay(figures.period_end)}`;
    for (const id of ['managed', 'monthly', 'spend'] as const)
      if (labels[id]) labels[id] = `${labels[id]!.replace(/ \(monthly\)$/, '')}${period}`;
  }
  const lines: InvoiceLine[] = [
    { label: labels.setup ?? 'Setup (once)', amountCents: figures.setup_cost },
    { label: (product === 'gbp' ? labels.monthly : labels.managed) ?? 'Management (monthly)', amountCents: figures.subscription_cost },
    ...(product === 'search_ads' ? [{ label: labels.spend ?? 'Ad spend (monthly)', amountCents: figures.ads_cost }] : []),
  ].filter((l) => l.amountCents !== 0);
  if (figures.setup_waived) lines.unshift({ label: 'Setup (once): waived by the launch offer', amountCents: 0 });
  if (figures.budget_adjustment_cents !== 0)
    lines.push({
      label:
        figures.budget_adjustment_cents < 0
          ? `Ad budget credit: ${figures.paused_days} ${figures.paused_days === 1 ? 'day' : 'days'} paused last period`
          : 'Ad budget for the days your ads ran last period',
      amountCents: figures.budget_adjustment_cents,
    });
  if (figures.credit_applied_cents > 0) lines.push({ label: 'Credit from earlier periods', amountCents: -figures.credit_applied_cents });
  if (figures.discount_cents > 0)
    lines.push({
      label: input.promoCode ? `Discount: promo code ${input.promoCode} (on service fees)` : 'Discount (on service fees)',
      amountCents: -figures.discount_cents,
    });

  const charged = input.payment.amount_cents;
  let subtotalCents = lines.reduce((sum, l) => sum + l.amountCents, 0);
  let vatCents = figures.vat ? figures.vat_cents : 0;
  if (subtotalCents + vatCents !== charged) {
    // A staff test payment charges one unit whatever the order: the invoice states what was charged.
    const exclusive = figures.vat ? Math.round(charged / (1 + PRICES.vatRate)) : charged;
    lines.push({
      label: figures.test_payment ? 'Staff test payment: the rest of the order is not charged' : 'Adjustment to the amount charged',
      amountCents: exclusive - subtotalCents,
    });
    subtotalCents = exclusive;
    vatCents = charged - exclusive;
  }

  const kind = figures.vat ? 'tax_invoice' : 'invoice';
  return invoiceSchema.parse({
    number: formatInvoiceNumber(input.number),
    kind,
    title: INVOICE_TITLES[kind],
    issuedAt: input.issuedAt,
    paymentReference: input.payment.reference,
    product,
    supplier: input.supplier,
    customer: input.customer,
    lines,
    subtotalCents,
    vatRate: figures.vat ? PRICES.vatRate : 0,
    vatCents,
    totalCents: charged,
    currency: 'ZAR',
    noVatReason: figures.vat ? null : NO_VAT_REASON,
  });
}

const joinAddress = (...parts: (string | null)[]) =>
  parts
    .map((p) => p?.trim())
    .filter(Boolean)
    .join(', ') || null;

/** Who the order was for: the business name and address given with the campaign or profile that was paid for. */
async function customerOf(trx: Kysely<Database>, payment: PaymentRow): Promise<InvoiceParty> {
  const user = await trx
    .selectFrom('users')
    .select(['first_name', 'last_name', 'email', 'business_name', 'vat_number'])
    .where('id', '=', payment.user_id)
    .executeTakeFirstOrThrow();
  let businessName: string | null = null;
  let address: string | null = null;
  if (payment.product === 'gbp' && payment.profile_id) {
    const profile = await trx
      .selectFrom('profiles')
      .select(['business_name', 'address', 'city', 'zipcode', 'country'])
      .where('id', '=', payment.profile_id)
      .executeTakeFirst();
    businessName = profile?.business_name ?? null;
    address = profile ? joinAddress(profile.address, profile.city, profile.zipcode, profile.country) : null;
  } else if (payment.ad_id) {
    const ad = await trx.selectFrom('search_ads').select(['business_name', 'address']).where('id', '=', payment.ad_id).executeTakeFirst();
    businessName = ad?.business_name ?? null;
    address = joinAddress(ad?.address ?? null);
  }
  return {
    name: `${user.first_name} ${user.last_name}`.trim(),
    businessName: businessName ?? user.business_name,
    address,
    email: user.email,
    vatNumber: user.vat_number,
  };
}

export interface IssuedInvoice {
  invoice: Invoice;
  to: string;
}

export function invoiceService(db: Kysely<Database>, supplier: InvoiceSupplier) {
  return {
    /**
     * Takes the next number and records the invoice inside the payment's fulfilment transaction:
     * the counter row's lock orders concurrent payments, and a rollback returns the number.
     */
    async issue(trx: Transaction<Database>, payment: PaymentRow): Promise<IssuedInvoice> {
      const { last_number: number } = await trx
        .updateTable('invoice_counter')
        .set((eb) => ({ last_number: eb('last_number', '+', 1) }))
        .where('id', '=', 1)
        .returning('last_number')
        .executeTakeFirstOrThrow();
      const customer = await customerOf(trx, payment);
      const promo = payment.promo_id
        ? await trx.selectFrom('promo_codes').select('code').where('id', '=', payment.promo_id).executeTakeFirst()
        : undefined;
      const issuedAt = payment.paid_at ?? now();
      const invoice = buildInvoice({ number, issuedAt, payment, supplier, customer, promoCode: promo?.code ?? null });
      await trx
        .insertInto('invoices')
        .values({ number, payment_id: payment.id, user_id: payment.user_id, issued_at: issuedAt, document: JSON.stringify(invoice) })
        .execute();
      return { invoice, to: customer.email };
    },

    /** The owner's invoice; another owner's answers exactly like a missing one. */
    async get(userId: number, number: number): Promise<Invoice> {
      const row = await db
        .selectFrom('invoices')
        .select('document')
        .where('number', '=', number)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (!row) throw new HttpError(404, INVOICE_NOT_FOUND);
      return invoiceSchema.parse(JSON.parse(row.document));
    },
  };
}
