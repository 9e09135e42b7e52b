import { formatMoney } from '../pricing/pricing';
import type { Invoice } from '../schemas/entities';

/** One wording for the invoice wherever it is shown: the email, the PDF and the dashboard. */
export const INVOICE_PRODUCT_NAMES: Record<Invoice['product'], string> = {
  search_ads: 'Google and Bing search ads',
  gbp: 'Google Business Profile',
};

export const SAMPLE_SUPPLIER_NOTE =
  'Sample supplier details (development defaults): set INVOICE_SUPPLIER_NAME, INVOICE_SUPPLIER_ADDRESS and INVOICE_SUPPLIER_VAT_NUMBER.';

/** R1,234.50: an invoice always shows the cents; a discount is negative. */
export function invoiceMoney(cents: number): string {
  const text = formatMoney(Math.abs(cents), 'ZAR');
  const withCents = /\.\d{2}$/.test(text) ? text : `${text}.00`;
  return cents < 0 ? `-${withCents}` : withCents;
}

/** The date of issue in South Africa, e.g. "3 June 2025". */
export const invoiceDate = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Africa/Johannesburg' }).format(
    new Date(iso),
  );

/** The rows under the lines: the amount before VAT, the VAT (or that none was charged) and the total. */
export function invoiceTotals(invoice: Invoice): { label: string; value: string }[] {
  const taxed = invoice.kind === 'tax_invoice';
  return [
    { label: taxed ? 'Total excluding VAT' : 'Subtotal', value: invoiceMoney(invoice.subtotalCents) },
    taxed
      ? { label: `VAT at ${Math.round(invoice.vatRate * 100)}%`, value: invoiceMoney(invoice.vatCents) }
      : { label: 'VAT', value: 'No VAT charged' },
    { label: `Total${taxed ? ' including VAT' : ''} paid (${invoice.currency})`, value: invoiceMoney(invoice.totalCents) },
  ];
}

/** The facts a (tax) invoice states besides its parties and lines. */
export function invoiceFacts(invoice: Invoice): { label: string; value: string }[] {
  return [
    { label: `${invoice.title} number`, value: invoice.number },
    { label: 'Date', value: invoiceDate(invoice.issuedAt) },
    { label: 'Payment reference', value: invoice.paymentReference },
    { label: 'For', value: INVOICE_PRODUCT_NAMES[invoice.product] },
  ];
}

/** The supplier's details (with its VAT registration number) and the customer's, line by line. */
export function invoiceParties(invoice: Invoice): { from: string[]; to: string[] } {
  const { supplier, customer } = invoice;
  return {
    from: [supplier.name, supplier.address, `VAT registration number: ${supplier.vatNumber}`],
    to: [
      customer.businessName,
      customer.name,
      customer.address,
      customer.email,
      customer.vatNumber ? `VAT number: ${customer.vatNumber}` : null,
    ].filter((v): v is string => Boolean(v)),
  };
}
