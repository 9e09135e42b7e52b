import PDFDocument from 'pdfkit';
import {
  INVOICE_PRODUCT_NAMES,
  invoiceFacts,
  invoiceMoney,
  invoiceParties,
  invoiceTotals,
  SAMPLE_SUPPLIER_NOTE,
  type Invoice,
} from '@adlaunch/shared';

const INK = '#111827';
const MUTED = '#4b5563';
const BRAND = '#1e3a8a';
const RULE = '#d1d5db';

/** The invoice as an A4 PDF, with the same content as the email and the dashboard. */
export function renderInvoicePdf(invoice: Invoice): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `${invoice.title} ${invoice.number}`, Author: invoice.supplier.name, Subject: INVOICE_PRODUCT_NAMES[invoice.product] },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const amountWidth = 120;
  const labelWidth = width - amountWidth - 12;

  doc.fillColor(BRAND).font('Helvetica-Bold').fontSize(24).text(invoice.title, left, doc.y);
  if (invoice.supplier.isSample) doc.moveDown(0.3).fillColor('#92400e').font('Helvetica').fontSize(9).text(SAMPLE_SUPPLIER_NOTE, { width });
  doc.moveDown(1);

  const parties = invoiceParties(invoice);
  const top = doc.y;
  const column = (x: number, heading: string, lines: string[]) => {
    doc
      .fillColor(MUTED)
      .font('Helvetica-Bold')
      .fontSize(9)
      .text(heading.toUpperCase(), x, top, { width: width / 2 - 12 });
    doc.fillColor(INK).font('Helvetica').fontSize(10);
    for (const line of lines) doc.text(line, x, doc.y, { width: width / 2 - 12 });
    return doc.y;
  };
  const bottom = Math.max(column(left, 'From', parties.from), column(left + width / 2, 'Bill to', parties.to));
  doc.y = bottom + 18;

  for (const { label, value } of invoiceFacts(invoice)) {
    const y = doc.y;
    doc.fillColor(MUTED).font('Helvetica').fontSize(10).text(label, left, y, { width: 140 });
    doc
      .fillColor(INK)
      .font('Helvetica-Bold')
      .text(value, left + 150, y, { width: width - 150 });
    doc.moveDown(0.2);
  }
  doc.moveDown(1);

  const rule = (weight = 0.5, color = RULE) => {
    doc
      .moveTo(left, doc.y)
      .lineTo(left + width, doc.y)
      .lineWidth(weight)
      .strokeColor(color)
      .stroke();
    doc.y += 6;
  };
  const row = (label: string, value: string, bold = false) => {
    const y = doc.y;
    doc
      .fillColor(INK)
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(10);
    doc.text(label, left, y, { width: labelWidth });
    const after = doc.y;
    doc.text(value, left + width - amountWidth, y, { width: amountWidth, align: 'right' });
    doc.y = Math.max(after, doc.y) + 6;
  };

  doc.fillColor(MUTED).font('Helvetica-Bold').fontSize(9);
  const headY = doc.y;
  doc.text('DESCRIPTION', left, headY, { width: labelWidth });
  doc.text(`AMOUNT (${invoice.currency})`, left + width - amountWidth, headY, { width: amountWidth, align: 'right' });
  doc.y += 4;
  rule();
  for (const line of invoice.lines) row(line.label, invoiceMoney(line.amountCents));
  rule();
  const totals = invoiceTotals(invoice);
  totals.forEach((t, i) => {
    if (i === totals.length - 1) rule(1.5, INK);
    row(t.label, t.value, i === totals.length - 1);
  });

  if (invoice.noVatReason) {
    doc.moveDown(1);
    doc.fillColor(INK).font('Helvetica').fontSize(10).text(invoice.noVatReason, left, doc.y, { width });
  }
  doc.moveDown(2);
  doc.fillColor(MUTED).font('Helvetica').fontSize(9).text(`Thank you for your payment. ${invoice.supplier.name}`, left, doc.y, { width });

  doc.end();
  return done;
}
