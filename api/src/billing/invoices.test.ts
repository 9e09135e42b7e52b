import { quoteSearchAds } from '@adlaunch/shared';
import { buildInvoice, formatInvoiceNumber, parseInvoiceNumber } from './invoices';
import { BadFiguresError } from '../payments/payment-figures';

const supplier = { name: 'Ads (Pty) Ltd', address: '1 Main Rd, Durban', vatNumber: '4123456789', isSample: false };
const customer = { name: 'Thandi Nkosi', businessName: 'Sipho Plumbing', address: '1 Long St', email: 'thandi@example.com' };
const order = { description: 'AdLaunch search ads', flow_name: 'setup-search', product: 'search_ads', plan: 'plan_04', discount_cents: 0 };
const build = (payment: { amount_cents: number; metadata: object }) =>
  buildInvoice({
    number: 7,
    issuedAt: '2025-03-01T10:00:00.000Z',
    payment: {
      reference: 'AL-1',
      product: 'search_ads',
      amount_cents: payment.amount_cents,
      metadata: JSON.stringify({ ...order, ...payment.metadata }),
    },
    supplier,
    customer,
    promoCode: null,
  });

describe('buildInvoice', () => {
  it('states what a staff test payment charged: the order, then what was not charged, VAT on the rest', () => {
    const quote = quoteSearchAds({ plan: 'plan_04', chargeVAT: true, isStaff: true });
    const invoice = build({
      amount_cents: quote.chargeZarCents,
      metadata: {
        vat: true,
        vat_cents: quote.vat.zarCents,
        setup_cost: 120000,
        subscription_cost: 240000,
        ads_cost: 480000,
        test_payment: true,
      },
    });
    expect(invoice.totalCents).toBe(100);
    expect(invoice.lines.at(-1)).toEqual({ label: 'Staff test payment: the rest of the order is not charged', amountCents: 87 - 840000 });
    expect(invoice.lines.reduce((sum, l) => sum + l.amountCents, 0)).toBe(invoice.subtotalCents);
    expect([invoice.subtotalCents, invoice.vatCents]).toEqual([87, 13]);
  });

  it('leaves out lines of nothing (a waived setup fee) and keeps the supplier as configured', () => {
    const invoice = build({
      amount_cents: 120000 + 480000,
      metadata: { vat: false, vat_cents: 0, setup_cost: 0, subscription_cost: 120000, ads_cost: 480000 },
    });
    expect(invoice.lines.map((l) => l.label)).toEqual(['Management fee (monthly)', 'Ad spend (monthly)']);
    expect(invoice).toMatchObject({
      number: 'INV-000007',
      kind: 'invoice',
      supplier,
      vatCents: 0,
      subtotalCents: 600000,
      totalCents: 600000,
    });
  });

  it('never invents figures: an unreadable or misshapen record fails loudly instead of pricing as zero', () => {
    const attempt = (metadata: string) => () =>
      buildInvoice({
        number: 8,
        issuedAt: '2025-03-01T10:00:00.000Z',
        payment: { reference: 'AL-2', product: 'gbp', amount_cents: 80000, metadata },
        supplier,
        customer,
        promoCode: null,
      });
    expect(attempt('not json')).toThrow(BadFiguresError);
    expect(attempt(JSON.stringify({ ...order, vat: false, vat_cents: '0', setup_cost: 0, subscription_cost: 0, ads_cost: 0 }))).toThrow(
      /vat_cents/,
    );
  });

  it('names the launch offer, the paused days credited and the credit carried, and still totals what was charged', () => {
    const invoice = build({
      amount_cents: 240000 + 480000 - 160000,
      metadata: {
        flow_name: 'renewal',
        vat: false,
        vat_cents: 0,
        setup_cost: 0,
        setup_waived: true,
        subscription_cost: 240000,
        ads_cost: 480000,
        budget_adjustment_cents: -150000,
        paused_days: 10,
        credit_applied_cents: 10000,
      },
    });
    expect(invoice.lines.map((l) => [l.label, l.amountCents])).toEqual([
      ['Setup (once): waived by the launch offer', 0],
      ['Management fee (monthly)', 240000],
      ['Ad spend (monthly)', 480000],
      ['Ad budget credit: 10 days paused last period', -150000],
      ['Credit from earlier periods', -10000],
    ]);
    expect(invoice.totalCents).toBe(560000);
  });
});

describe('invoice numbers', () => {
  it('print with six digits at least and read back', () => {
    expect(formatInvoiceNumber(42)).toBe('INV-000042');
    expect(formatInvoiceNumber(1234567)).toBe('INV-1234567');
    expect(parseInvoiceNumber('INV-000042')).toBe(42);
    expect(parseInvoiceNumber('INV-42')).toBeNull();
    expect(parseInvoiceNumber('42')).toBeNull();
    expect(parseInvoiceNumber('INV-000000')).toBeNull();
  });
});
