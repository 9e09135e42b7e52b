import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, APIResponse, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { createAccount, signInBrowser } from '../support/accounts';

const root = path.resolve(__dirname, '../..');
const about = {
  mobile: '+27 82 555 0101',
  business_name: 'Invoice Plumbing',
  business_url: 'invoice-plumbing.example.com',
  location_ids: ['co:ZA'],
  address: '1 Long St, Cape Town',
  // Answered on the about step (decision 017): this owner's invoices carry VAT.
  charge_vat: 'yes',
};
const details = {
  ad_details: {
    headline_1: 'Plumber in Cape Town',
    headline_2: 'Fast Repairs',
    headline_3: 'Call Today',
    desc_1: 'Burst pipes fixed fast.',
    desc_2: 'Licensed and insured.',
  },
};
const keywords = { keywords: ['plumber'], competitors: ['Acme Plumbing'] };

/** An operator command against the server's database (SQLite in E2E_DATA_DIR). */
function ops(...args: string[]): string {
  return execFileSync('npx', ['tsx', 'api/src/ops/cli.ts', ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, NODE_ENV: 'development' },
    encoding: 'utf8',
    timeout: 60_000,
  });
}

/** A verified, logged-in owner whose search ad has every step saved; answers the ad's id too. */
async function ownerWithAd(page: Page, request: APIRequestContext, baseURL: string, fields: Partial<typeof about> = {}) {
  const account = await createAccount(request);
  await signInBrowser(page.context(), baseURL, account.token);
  const headers = { authorization: `Bearer ${account.token}` };
  let id: number | null = null;
  for (const step of [{ ...about, ...fields }, details, keywords]) {
    const res: APIResponse = await request.post('/v2/search-ads', { headers, data: { ...step, ads_id: id } });
    expect(res.ok(), await res.text()).toBeTruthy();
    id = ((await res.json()) as { search_ad: { id: number } }).search_ad.id;
  }
  return { ...account, headers, adId: id! };
}

const rand = (cents: number) => `R${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);

/** Everything shown inside each card (or the dialog) stays within its padding. */
async function nothingSpillsOut(page: Page, containers: string) {
  const spills = await page.evaluate((selector) => {
    const found: string[] = [];
    for (const box of document.querySelectorAll<HTMLElement>(selector)) {
      const outer = box.getBoundingClientRect();
      const style = getComputedStyle(box);
      const edge = { left: outer.left + parseFloat(style.paddingLeft), right: outer.right - parseFloat(style.paddingRight) };
      for (const el of box.querySelectorAll<HTMLElement>('*')) {
        if (!el.checkVisibility({ visibilityProperty: true })) continue;
        const r = el.getBoundingClientRect();
        // Visually hidden text (and what it holds) is clipped to a pixel.
        let hidden = false;
        for (let up: HTMLElement | null = el; up && up !== box; up = up.parentElement) {
          const u = up.getBoundingClientRect();
          if (u.width <= 1 || u.height <= 1) hidden = true;
        }
        if (hidden) continue;
        if (r.left < edge.left - 1 || r.right > edge.right + 1)
          found.push(
            `${el.tagName}.${el.className} "${el.textContent?.slice(0, 30)}" in ${box.tagName} (${r.left}-${r.right} vs ${edge.left}-${edge.right})`,
          );
      }
    }
    return found;
  }, containers);
  expect(spills).toEqual([]);
}

test('after paying in the sandbox the owner gets a tax invoice by email, opens it on the dashboard and downloads its PDF', async ({
  page,
  request,
  baseURL,
}) => {
  const { email, headers } = await ownerWithAd(page, request, baseURL!);
  await page.goto('/setup-search/pay');
  await expect(page.getByRole('note', { name: 'VAT' })).toContainText('South African business: 15% VAT included');
  await page.getByRole('button', { name: /^Pay R/ }).click();
  await page.getByRole('dialog', { name: 'Check your order' }).getByRole('button', { name: 'Continue to payment' }).click();
  const checkout = page.getByRole('dialog', { name: 'Test checkout' });
  await checkout.getByLabel('Card number').fill('4084 0840 8408 4081');
  await checkout.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/setup-search\/status$/);

  // What the server recorded as paid is what the invoice says.
  const account = (await (await request.post('/v2/token-login', { headers })).json()) as {
    user: { transactions: { history: { reference: string; amountCents: number; status: string; invoiceNumber: string }[] } };
  };
  const [paid] = account.user.transactions.history;
  expect(paid).toMatchObject({ status: 'success', invoiceNumber: expect.stringMatching(/^INV-\d{6}$/) });
  const total = rand(paid.amountCents);
  const number = paid.invoiceNumber;

  const outbox = await request.get(`/__dev/outbox?to=${encodeURIComponent(email)}`);
  const { messages } = (await outbox.json()) as { messages: { subject: string; text: string; html?: string }[] };
  const invoiceEmail = messages.find((m) => m.subject.startsWith(`Tax invoice ${number}`));
  expect(invoiceEmail, messages.map((m) => m.subject).join('; ')).toBeTruthy();
  expect(invoiceEmail!.text).toMatch(/^Tax invoice/);
  expect(invoiceEmail!.text).toContain('VAT registration number:');
  expect(invoiceEmail!.text).toContain('Invoice Plumbing');
  expect(invoiceEmail!.text).toContain('VAT at 15%:');
  expect(invoiceEmail!.text).toContain(`Total including VAT paid (ZAR): ${total}`);
  expect(invoiceEmail!.html).toContain(total);

  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/dashboard');
  const payments = page.getByRole('table', { name: 'Your payments, newest first' });
  await expect(payments).toContainText(paid.reference);
  await noSidewaysScroll(page);
  await nothingSpillsOut(page, 'main section, main article');
  // On a phone each payment is a stack of labelled lines, not a row to scroll sideways.
  const row = payments.getByRole('row', { name: new RegExp(paid.reference) });
  const date = (await row.getByRole('cell').first().boundingBox())!;
  const amount = (await row.getByRole('cell', { name: total.replace('.00', '') }).boundingBox())!;
  expect(amount.y).toBeGreaterThanOrEqual(date.y + date.height);
  expect(await payments.evaluate((t) => t.scrollWidth <= t.clientWidth)).toBe(true);
  await payments.getByRole('button', { name: `Invoice ${number} for ${paid.reference}` }).click();
  const dialog = page.getByRole('dialog', { name: `Tax invoice ${number}` });
  const invoice = dialog.getByRole('article', { name: `Tax invoice ${number}` });
  await expect(invoice).toContainText('Invoice Plumbing');
  await expect(invoice.getByRole('row', { name: /Total including VAT paid/ })).toContainText(total);
  await noSidewaysScroll(page);
  await nothingSpillsOut(page, '[role="dialog"] article');

  const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Download PDF' }).click()]);
  expect(download.suggestedFilename()).toBe(`${number}.pdf`);
  const file = fs.readFileSync((await download.path())!);
  expect(file.subarray(0, 5).toString()).toBe('%PDF-');

  // Nobody else can fetch it.
  const stranger = await createAccount(request);
  const refused = await request.get(`/v2/invoices/${number}.pdf`, { headers: { authorization: `Bearer ${stranger.token}` } });
  expect(refused.status()).toBe(404);
});

test('a second, draft campaign does not stop the owner pausing and resuming the first', async ({ page, request, baseURL }) => {
  const { headers, adId } = await ownerWithAd(page, request, baseURL!, { business_name: 'First Campaign Plumbing' });
  // An unpaid test campaign put live by an operator's override.
  expect(ops('status', 'search', String(adId), 'active', '--force')).toContain('-> active');
  const draft = await request.post('/v2/search-ads', { headers, data: { ...about, business_name: 'Second Campaign Plumbing' } });
  expect(draft.ok(), await draft.text()).toBeTruthy();
  const draftId = ((await draft.json()) as { search_ad: { id: number } }).search_ad.id;

  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/dashboard');
  const region = page.getByRole('region', { name: 'Search ads' });
  await expect(region.getByRole('article')).toHaveCount(2);
  const first = region.getByRole('article', { name: 'First Campaign Plumbing: search ads Campaign 1 of 2', exact: true });
  const second = region.getByRole('article', { name: 'Second Campaign Plumbing: search ads Campaign 2 of 2', exact: true });
  await expect(first.getByText('Live', { exact: true })).toBeVisible();
  await expect(second.getByText('Not finished', { exact: true })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Period' })).toBeVisible();
  // No figures yet: one line says so where the chart and the daily table will be.
  await expect(page.getByText('No figures for these days yet.', { exact: false })).toBeVisible();
  await noSidewaysScroll(page);
  await nothingSpillsOut(page, 'main section, main article');

  await first.getByRole('button', { name: 'Pause ads' }).click();
  const pause = page.getByRole('dialog', { name: 'Pause your search ads?' });
  await expect(pause).toContainText('First Campaign Plumbing: search ads (campaign 1 of 2)');
  await pause.getByRole('button', { name: 'Pause ads' }).click();
  await expect(pause).toBeHidden();
  await expect(first.getByText('Paused', { exact: true })).toBeVisible();
  await expect(first.getByRole('status')).toHaveText('Your search ads are paused.');

  await page.reload();
  await expect(first.getByText('Paused', { exact: true })).toBeVisible();
  await expect(second.getByText('Not finished', { exact: true })).toBeVisible();
  await first.getByRole('button', { name: 'Resume ads' }).click();
  await page.getByRole('dialog', { name: 'Resume your search ads?' }).getByRole('button', { name: 'Resume ads' }).click();
  await expect(first.getByText('Live', { exact: true })).toBeVisible();

  const all = (await (await request.get('/v2/search-ads/all', { headers })).json()) as { search_ads: { id: number; status: string }[] };
  expect(all.search_ads.map((a) => [a.id, a.status])).toEqual([
    [draftId, 'setup'],
    [adId, 'active'],
  ]);
});
