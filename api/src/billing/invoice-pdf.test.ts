import { quoteSearchAds } from '@adlaunch/shared';
import { pdfText } from '../testing/pdf-text';
import { buildInvoice } from './invoices';
import { renderInvoicePdf } from './invoice-pdf';

// A red team found names outside Latin-1 garbled in the tax invoice PDF: each script is drawn in a font that has it.
// The first render opens the fonts (several MB): room for a busy machine.
jest.setTimeout(20_000);
const quote = quoteSearchAds({ plan: 'plan_04', chargeVAT: true });
const invoiceFor = (customer: { name: string; businessName: string | null; address: string | null; email: string }) =>
  buildInvoice({
    number: 42,
    issuedAt: '2025-03-01T10:00:00.000Z',
    payment: {
      reference: 'AL-1',
      product: 'search_ads',
      amount_cents: quote.chargeZarCents,
      metadata: JSON.stringify({
        description: 'AdLaunch search ads, Growth plan',
        flow_name: 'setup-search',
        product: 'search_ads',
        plan: 'plan_04',
        discount_cents: 0,
        vat: true,
        vat_cents: quote.vat.zarCents,
        setup_cost: 120000,
        subscription_cost: 240000,
        ads_cost: 480000,
      }),
    },
    supplier: { name: 'AdLaunch (Pty) Ltd', address: '1 Main Rd, Durban', vatNumber: '4123456789', isSample: false },
    customer,
    promoCode: null,
  });

describe('the invoice PDF writes every name as it was given', () => {
  it('keeps Chinese and Japanese characters, Latin Extended letters and emoji', async () => {
    const customer = {
      name: '山田 漢字 Ŋoma Ğülşen Ærøskøbing',
      businessName: 'Ŋgúni Plumbing 😀 🎉 Кирилл Ωmega',
      address: '北京市 朝阳区 1 Long St, Cape Town',
      email: 'yamada@example.com',
    };
    const text = pdfText(await renderInvoicePdf(invoiceFor(customer))).join('');
    for (const part of [customer.name, customer.businessName, customer.address, 'Tax invoice', 'R9,660.00']) expect(text).toContain(part);
  });

  it('embeds its fonts, so no reader has to guess them', async () => {
    const invoice = invoiceFor({ name: 'Thandi Nkosi', businessName: null, address: null, email: 't@example.com' });
    const pdf = (await renderInvoicePdf(invoice)).toString('latin1');
    expect(pdf).toMatch(/\/FontFile2 \d+ 0 R/);
    expect(pdf).not.toMatch(/\/BaseFont \/Helvetica/);
  });
});

describe('right-to-left names', () => {
  /** What a reader shows, left to right: the letters of a right-to-left run come out last first. */
  const visual = (text: string) => [...text].reverse().join('');

  it('writes Arabic and Hebrew names with every letter, in right-to-left order', async () => {
    const customer = { name: 'שרה כהן', businessName: 'مطعم سلام', address: '12 Long St, Cape Town', email: 'sara@example.com' };
    const pdf = await renderInvoicePdf(invoiceFor(customer));
    const text = pdfText(pdf).join('');
    expect(text).toContain(visual('שרה כהן'));
    // Arabic letters join; the font draws some as a shared dotless shape plus dots, which a text
    // extractor cannot tell apart, so this name uses letters that have a shape of their own.
    expect(text).toContain(visual('مطعم سلام'));
    expect(text).not.toContain('\u0000');
  });

  it('keeps a left-to-right part of a mixed name in its place', async () => {
    const customer = { name: 'مخبز Sweet Bakes', businessName: 'Bakery שלום עולם Ltd', address: null, email: 't@example.com' };
    const text = pdfText(await renderInvoicePdf(invoiceFor(customer))).join('');
    expect(text).toContain(`Bakery ${visual('שלום עולם')} Ltd`);
    // A line that starts right to left reads from the right: its Latin words sit to the left of the Arabic.
    expect(text).toContain(`Sweet Bakes ${visual('مخبز')}`);
  });
});
