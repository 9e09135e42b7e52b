import mjml2html from 'mjml';
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
import { enqueueEmail } from '../lib/outbox';
import type { IssuedInvoice } from './invoices';

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

export interface InvoiceEmail {
  subject: string;
  text: string;
  html: string;
}

/** The receipt emailed after a payment: the invoice itself, as HTML from MJML and as plain text. */
export async function renderInvoiceEmail(invoice: Invoice, { dashboardUrl }: { dashboardUrl: string }): Promise<InvoiceEmail> {
  const subject = `${invoice.title} ${invoice.number}: ${invoiceMoney(invoice.totalCents)} paid for your ${INVOICE_PRODUCT_NAMES[invoice.product]}`;
  const parties = invoiceParties(invoice);
  const totals = invoiceTotals(invoice);
  const facts = invoiceFacts(invoice);
  const thanks = 'Thank you for your payment. Keep this email for your records.';

  const text = [
    invoice.title,
    ...(invoice.supplier.isSample ? ['', SAMPLE_SUPPLIER_NOTE] : []),
    '',
    'From:',
    ...parties.from,
    '',
    ...facts.map((f) => `${f.label}: ${f.value}`),
    '',
    'Bill to:',
    ...parties.to,
    '',
    ...invoice.lines.map((l) => `${l.label}: ${invoiceMoney(l.amountCents)}`),
    ...totals.map((t) => `${t.label}: ${t.value}`),
    ...(invoice.noVatReason ? ['', invoice.noVatReason] : []),
    '',
    thanks,
    `See and download it on your dashboard: ${dashboardUrl}`,
    '',
    invoice.supplier.name,
  ].join('\n');

  const cell = 'padding:8px 0;border-bottom:1px solid #e5e7eb';
  const row = (label: string, value: string, strong = false) =>
    `<tr><td style="${cell}${strong ? ';font-weight:700' : ''}">${escape(label)}</td>` +
    `<td style="${cell};text-align:right;white-space:nowrap${strong ? ';font-weight:700' : ''}">${escape(value)}</td></tr>`;
  const lineRows = invoice.lines.map((l) => row(l.label, invoiceMoney(l.amountCents))).join('');
  const totalRows = totals.map((t, i) => row(t.label, t.value, i === totals.length - 1)).join('');
  const lines = (items: string[]) => items.map(escape).join('<br />');

  const { html, errors } = await mjml2html(
    `<mjml lang="en">
      <mj-head>
        <mj-title>${escape(subject)}</mj-title>
        <mj-preview>${escape(`${invoice.title} ${invoice.number}: ${invoiceMoney(invoice.totalCents)}`)}</mj-preview>
        <mj-attributes>
          <mj-all font-family="-apple-system, Segoe UI, Roboto, Helvetica, Arial, sans-serif" />
          <mj-text font-size="15px" line-height="1.5" color="#111827" />
        </mj-attributes>
      </mj-head>
      <mj-body background-color="#f3f4f6">
        <mj-section background-color="#ffffff" padding="24px 24px 0">
          <mj-column>
            <mj-text font-size="24px" font-weight="700" color="#1e3a8a">${escape(invoice.title)}</mj-text>
            ${invoice.supplier.isSample ? `<mj-text color="#92400e" font-size="13px">${escape(SAMPLE_SUPPLIER_NOTE)}</mj-text>` : ''}
          </mj-column>
        </mj-section>
        <mj-section background-color="#ffffff" padding="0 24px">
          <mj-column>
            <mj-text><strong>From</strong><br />${lines(parties.from)}</mj-text>
          </mj-column>
          <mj-column>
            <mj-text><strong>Bill to</strong><br />${lines(parties.to)}</mj-text>
          </mj-column>
        </mj-section>
        <mj-section background-color="#ffffff" padding="0 24px 24px">
          <mj-column>
            <mj-table>${facts.map((f) => row(f.label, f.value)).join('')}</mj-table>
            <mj-table>${lineRows}${totalRows}</mj-table>
            ${invoice.noVatReason ? `<mj-text font-size="14px">${escape(invoice.noVatReason)}</mj-text>` : ''}
            <mj-text>${escape(thanks)}</mj-text>
            <mj-button href="${escape(dashboardUrl)}" background-color="#1e40af" color="#ffffff" font-weight="600">See it on your dashboard</mj-button>
          </mj-column>
        </mj-section>
      </mj-body>
    </mjml>`,
    { validationLevel: 'strict' },
  );
  if (errors.length) throw new Error(`invoice email template: ${errors.map((e) => e.formattedMessage).join('; ')}`);
  return { subject, text, html };
}

/** The dashboard opens the invoice from this link. */
export const invoiceUrl = (siteOrigin: string, number: string) => `${siteOrigin.replace(/\/+$/, '')}/dashboard?invoice=${number}`;

/** Queues the invoice email in the outbox: call it in the transaction that issues the invoice. */
export async function enqueueInvoiceEmail(db: Kysely<Database>, { invoice, to }: IssuedInvoice, siteOrigin: string): Promise<number> {
  const email = await renderInvoiceEmail(invoice, { dashboardUrl: invoiceUrl(siteOrigin, invoice.number) });
  return enqueueEmail(db, { kind: 'invoice', to, ...email });
}
