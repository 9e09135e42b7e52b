import { quoteProfile, quoteSearchAds, type Invoice } from '@adlaunch/shared';
import { SAMPLE_INVOICE_SUPPLIER } from '../config';
import { invoiceService } from './invoices';
import { promoService } from '../promo-codes/promo-codes';
import { pdfText } from '../testing/pdf-text';
import { createTestApp, type TestApp } from '../testing/test-app';
import { about, details, keywords } from '../testing/search-ad-steps';

// Each PDF embeds its fonts (a few hundred ms on a busy machine), and each test pays through the API first.
jest.setTimeout(20_000);

const GOOD_CARD = '4084 0840 8408 4081';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await promoService(t.db).create({ code: 'HALF', type: 'percent', percentage: 50 });
});
afterAll(() => t.close());

const post = (url: string, headers: Record<string, string>, payload: object) => t.app.inject({ method: 'POST', url, headers, payload });
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

async function ownerWithAd(fields: Parameters<TestApp['createUser']>[1] = {}) {
  const account = await t.createUser(undefined, fields);
  let id: number | undefined;
  for (const step of [about, details, keywords])
    id = (await post('/v2/search-ads', account.headers, { ...step, ads_id: id })).json().search_ad.id;
  return { ...account, adId: id! };
}

async function ownerWithProfile() {
  const account = await t.createUser(undefined, { charge_vat: 0, business_name: 'Registered Name' });
  const stamp = new Date().toISOString();
  await t.db
    .insertInto('profiles')
    .values({
      user_id: account.user.id,
      status: 'setup',
      created_at: stamp,
      updated_at: stamp,
      business_name: 'Sipho Bakery',
      business_url: 'http://sipho.co.za',
      mobile: '+27825550101',
      category: 'Bakery',
      registration_number: '2020/1',
      description: 'A bakery business in Cape Town.',
      image: '/a.jpg',
      certificate: '/c.pdf',
      address: '7 Bree St',
      zipcode: '8001',
      city: 'Cape Town',
      country: 'South Africa',
    })
    .execute();
  return account;
}

/** Starts the checkout and charges the sandbox card; answers the payment's reference. */
async function pay(headers: Record<string, string>, order: object, card = GOOD_CARD) {
  const init = await post('/v2/payments/initialize', headers, { chargeVAT: true, email: 'owner@example.com', ...order });
  expect(init.statusCode).toBe(200);
  const { reference, access_code } = init.json();
  await post('/v2/payments/sandbox/charge', headers, { access_code, card_number: card });
  return { reference, verify: () => post('/v2/payments/verify', headers, { reference }) };
}

const paymentRow = (reference: string) =>
  t.db.selectFrom('payments').selectAll().where('reference', '=', reference).executeTakeFirstOrThrow();
const invoiceOf = async (reference: string) => {
  const payment = await paymentRow(reference);
  return t.db.selectFrom('invoices').selectAll().where('payment_id', '=', payment.id).executeTakeFirst();
};
const label = (n: number) => `INV-${String(n).padStart(6, '0')}`;

async function outbox(to: string) {
  const res = await get(`/__dev/outbox?to=${encodeURIComponent(to)}`);
  return res.json().messages as { subject: string; text: string; html?: string }[];
}

describe('the invoice after a payment', () => {
  it('is emailed as a tax invoice with the figures of the stored order, and is on the dashboard as JSON and PDF', async () => {
    const owner = await ownerWithAd();
    const { reference, verify } = await pay(owner.headers, { product: 'search_ads', plan: 'plan_04' });
    expect((await verify()).json().status).toBe('success');
    const payment = await paymentRow(reference);
    const quote = quoteSearchAds({ plan: 'plan_04', chargeVAT: true });
    expect(payment.amount_cents).toBe(quote.total.zarCents);
    const row = (await invoiceOf(reference))!;
    const number = label(row.number);

    await t.settle();
    const emails = (await outbox(owner.user.email)).filter((m) => m.subject.startsWith('Tax invoice'));
    expect(emails).toHaveLength(1);
    const [email] = emails;
    expect(email.subject).toBe(`Tax invoice ${number}: R9,660.00 paid for your Google and Bing search ads`);
    for (const part of [email.text, email.html!]) {
      expect(part).toContain('Tax invoice');
      expect(part).toContain(SAMPLE_INVOICE_SUPPLIER.name);
      expect(part).toContain(SAMPLE_INVOICE_SUPPLIER.address);
      expect(part).toContain(`VAT registration number: ${SAMPLE_INVOICE_SUPPLIER.vatNumber}`);
      expect(part).toContain(number);
      expect(part).toContain(reference);
      expect(part).toContain('Sipho Plumbing');
      expect(part).toContain('1 Long St, Cape Town');
      expect(part).toContain('Sample supplier details (development defaults)');
    }
    expect(email.text).toContain('Campaign setup (once): R1,200.00');
    expect(email.text).toContain('Management fee (monthly): R2,400.00');
    expect(email.text).toContain('Ad spend (monthly): R4,800.00');
    expect(email.text).toContain('Total excluding VAT: R8,400.00');
    expect(email.text).toContain('VAT at 15%: R1,260.00');
    expect(email.text).toContain('Total including VAT paid (ZAR): R9,660.00');
    expect(email.text).toContain(`/dashboard?invoice=${number}`);
    expect(email.html).toContain('<!doctype html>');

    const json = await get(`/v2/invoices/${number}`, owner.headers);
    expect(json.statusCode).toBe(200);
    const invoice = json.json().invoice as Invoice;
    expect(invoice).toMatchObject({
      number,
      kind: 'tax_invoice',
      title: 'Tax invoice',
      paymentReference: reference,
      customer: { name: 'Thandi Nkosi', businessName: 'Sipho Plumbing', address: '1 Long St, Cape Town', email: owner.user.email },
      subtotalCents: quote.subtotal.zarCents,
      vatRate: 0.15,
      vatCents: quote.vat.zarCents,
      totalCents: payment.amount_cents,
      noVatReason: null,
    });
    expect(invoice.lines).toEqual(quote.lines.map((l) => ({ label: l.label, amountCents: l.zarCents })));

    const pdf = await get(`/v2/invoices/${number}.pdf`, owner.headers);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="${number}.pdf"`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf.rawPayload);
    expect(text).toEqual(
      expect.arrayContaining(['Tax invoice', number, reference, 'Sipho Plumbing', 'VAT at 15%', 'R1,260.00', 'R9,660.00']),
    );
    expect(text).toContain(`VAT registration number: ${SAMPLE_INVOICE_SUPPLIER.vatNumber}`);

    // The payments table links each paid payment to its invoice.
    const history = (await post('/v2/token-login', owner.headers, {})).json().user.transactions.history;
    expect(history).toEqual([expect.objectContaining({ reference, status: 'success', invoiceNumber: number })]);
  });

  it("is the owner's alone: another owner gets 404, a visitor 401", async () => {
    const owner = await ownerWithAd();
    const { reference, verify } = await pay(owner.headers, { product: 'search_ads', plan: 'plan_03' });
    await verify();
    const number = label((await invoiceOf(reference))!.number);
    const other = await ownerWithAd();
    for (const url of [`/v2/invoices/${number}`, `/v2/invoices/${number}.pdf`]) {
      const res = await get(url, other.headers);
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe('We could not find that invoice.');
      expect((await get(url)).statusCode).toBe(401);
    }
    for (const bad of ['INV-999999', 'INV-1', '1', `${number}.txt`, `${number}.pdf.pdf`, 'INV-000000'])
      expect((await get(`/v2/invoices/${bad}`, owner.headers)).statusCode).toBe(404);
  });

  it('numbers invoices from one gap-free sequence: two payments at once take the next two numbers, a declined card none', async () => {
    const last = async () =>
      (await t.db.selectFrom('invoice_counter').select('last_number').where('id', '=', 1).executeTakeFirstOrThrow()).last_number;
    const before = await last();
    const first = await ownerWithAd();
    const second = await ownerWithAd();
    const declined = await ownerWithAd();
    const a = await pay(first.headers, { product: 'search_ads', plan: 'plan_03' });
    const b = await pay(second.headers, { product: 'search_ads', plan: 'plan_04' });
    const c = await pay(declined.headers, { product: 'search_ads', plan: 'plan_04' }, '4000 0000 0000 0002');
    const answers = await Promise.all([a.verify(), b.verify(), c.verify()]);
    expect(answers.map((r) => r.json().status)).toEqual(['success', 'success', 'failed']);
    const numbers = [(await invoiceOf(a.reference))!.number, (await invoiceOf(b.reference))!.number].sort((x, y) => x - y);
    expect(numbers).toEqual([before + 1, before + 2]);
    expect(await invoiceOf(c.reference)).toBeUndefined();
    // A verification repeated after success issues nothing more.
    await a.verify();
    expect(await last()).toBe(before + 2);
  });

  it('gives a number back when the payment it was taken for rolls back', async () => {
    const owner = await ownerWithAd();
    const { reference } = await pay(owner.headers, { product: 'search_ads', plan: 'plan_03' });
    const payment = await paymentRow(reference);
    const invoices = invoiceService(t.db, t.config.invoiceSupplier);
    const next = async () =>
      (await t.db.selectFrom('invoice_counter').select('last_number').where('id', '=', 1).executeTakeFirstOrThrow()).last_number + 1;
    const expected = await next();
    await expect(
      t.db.transaction().execute(async (trx) => {
        const { invoice } = await invoices.issue(trx, payment);
        expect(invoice.number).toBe(label(expected));
        throw new Error('the fulfilment failed after the number was taken');
      }),
    ).rejects.toThrow('fulfilment failed');
    expect(await next()).toBe(expected);
    expect(await invoiceOf(reference)).toBeUndefined();
  });

  it('shows a promo discount as a negative line, and the total charged', async () => {
    const owner = await ownerWithAd({ charge_vat: 1 });
    const { reference, verify } = await pay(owner.headers, { product: 'search_ads', plan: 'plan_04', promo_code: 'half' });
    await verify();
    const number = label((await invoiceOf(reference))!.number);
    const invoice = (await get(`/v2/invoices/${number}`, owner.headers)).json().invoice as Invoice;
    const quote = quoteSearchAds({ plan: 'plan_04', chargeVAT: true, promo: { type: 'percent', percentage: 50 } });
    expect(invoice.lines).toEqual([
      { label: 'Campaign setup (once)', amountCents: 120000 },
      { label: 'Management fee (monthly)', amountCents: 240000 },
      { label: 'Ad spend (monthly)', amountCents: 480000 },
      { label: 'Discount: promo code HALF (on service fees)', amountCents: -180000 },
    ]);
    expect(invoice.subtotalCents).toBe(quote.subtotal.zarCents);
    expect(invoice.vatCents).toBe(quote.vat.zarCents);
    expect(invoice.totalCents).toBe((await paymentRow(reference)).amount_cents);
    expect(invoice.subtotalCents + invoice.vatCents).toBe(invoice.totalCents);
  });

  it('is an "Invoice" that says why no VAT was charged when the account answered no', async () => {
    const owner = await ownerWithProfile();
    const { reference, verify } = await pay(owner.headers, { product: 'gbp', chargeVAT: false });
    expect((await verify()).json().status).toBe('success');
    const number = label((await invoiceOf(reference))!.number);
    const invoice = (await get(`/v2/invoices/${number}`, owner.headers)).json().invoice as Invoice;
    const quote = quoteProfile({ hasReferral: false, chargeVAT: false });
    expect(invoice).toMatchObject({
      kind: 'invoice',
      title: 'Invoice',
      vatCents: 0,
      vatRate: 0,
      totalCents: quote.total.zarCents,
      noVatReason: expect.stringContaining('No VAT charged'),
      customer: { businessName: 'Sipho Bakery', address: '7 Bree St, Cape Town, 8001, South Africa' },
    });
    expect(invoice.lines).toEqual(quote.lines.map((l) => ({ label: l.label, amountCents: l.zarCents })));

    await t.settle();
    const [email] = await outbox(owner.user.email);
    expect(email.subject).toBe(`Invoice ${number}: R800.00 paid for your Google Business Profile`);
    for (const part of [email.subject, email.text, email.html!]) expect(part).not.toContain('Tax invoice');
    expect(email.text).toContain('VAT: No VAT charged');
    expect(email.text).toContain('This is therefore not a tax invoice.');
    const pdf = pdfText((await get(`/v2/invoices/${number}.pdf`, owner.headers)).rawPayload);
    expect(pdf[0]).toBe('Invoice');
    expect(pdf).not.toContain('Tax invoice');
    expect(pdf.join(' ')).toContain('not a tax invoice');
  });
});
