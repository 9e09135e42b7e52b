import {
  INVOICE_PRODUCT_NAMES,
  invoiceFacts,
  invoiceMoney,
  invoiceParties,
  invoiceTotals,
  SAMPLE_SUPPLIER_NOTE,
  type Invoice,
} from '@adlaunch/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { renderEmail, type RenderedEmail } from '../mail/layout';
import { enqueueEmail } from '../mail/outbox';
import type { IssuedInvoice } from './invoices';

/** The receipt emailed after a payment: the invoice itself, in the one email layout. */
async function renderInvoiceEmail(
  invoice: Invoice,
  { dashboardUrl, lead }: { dashboardUrl: string; lead?: string },
): Promise<RenderedEmail> {
  const parties = invoiceParties(invoice);
  const totals = invoiceTotals(invoice);
  return renderEmail({
    subject: `${invoice.title} ${invoice.number}: ${invoiceMoney(invoice.totalCents)} paid for your ${INVOICE_PRODUCT_NAMES[invoice.product]}`,
    preview: `${invoice.title} ${invoice.number}: ${invoiceMoney(invoice.totalCents)}`,
    heading: invoice.title,
    blocks: [
      // A renewal's own sentence, the one the dashboard's billing history shows.
      ...(lead ? [lead] : []),
      ...(invoice.supplier.isSample ? [{ type: 'paragraph', tone: 'warning', text: SAMPLE_SUPPLIER_NOTE } as const] : []),
      {
        type: 'columns',
        columns: [
          { heading: 'From', lines: parties.from },
          { heading: 'Bill to', lines: parties.to },
        ],
      },
      { type: 'table', rows: invoiceFacts(invoice) },
      {
        type: 'table',
        rows: [
          ...invoice.lines.map((l) => ({ label: l.label, value: invoiceMoney(l.amountCents) })),
          ...totals.map((t, i) => ({ ...t, strong: i === totals.length - 1 })),
        ],
      },
      ...(invoice.noVatReason ? [{ type: 'paragraph', tone: 'muted', text: invoice.noVatReason } as const] : []),
      'Thank you for your payment. Keep this email for your records.',
    ],
    action: { label: 'See it on your dashboard', url: dashboardUrl },
    signature: invoice.supplier.name,
  });
}

/** The dashboard opens the invoice from this link. */
const invoiceUrl = (siteOrigin: string, number: string) => `${siteOrigin.replace(/\/+$/, '')}/dashboard?invoice=${number}`;

/** Queues the invoice email in the outbox: call it in the transaction that issues the invoice. */
export async function enqueueInvoiceEmail(
  db: Kysely<Database>,
  { invoice, to }: IssuedInvoice,
  siteOrigin: string,
  lead?: string,
): Promise<number> {
  const email = await renderInvoiceEmail(invoice, { dashboardUrl: invoiceUrl(siteOrigin, invoice.number), lead });
  return enqueueEmail(db, { kind: 'invoice', to, ...email });
}
