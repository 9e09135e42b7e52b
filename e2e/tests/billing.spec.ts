import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { formatDay, formatMoney } from '@adlaunch/shared';
import { expect, test } from '../support/test';
import { createAccount, latestCode, signInBrowser, uniqueEmail } from '../support/accounts';
import { fillSearchAd } from '../support/orders';
import { startOwnSite, type OwnSite } from '../support/own-site';

// Decision 016: the price shown is the price charged, and a paid order renews, retries,
// recovers and cancels month after month.

const root = path.resolve(__dirname, '../..');

/*
 * These journeys run bill-due for a date a month ahead, which charges every subscription due by then,
 * and count the price variants handed to fresh visitors of one address: on a site server of their own
 * (support/own-site.ts), they run beside the other journeys without touching their accounts.
 */
const PORT = Number(process.env.E2E_BILLING_PORT ?? 3198);
test.use({ baseURL: `http://localhost:${PORT}` });
let site: OwnSite;
test.beforeAll(async () => {
  site = await startOwnSite(PORT);
});
test.afterAll(async () => {
  await site?.stop();
});

/** An operator command against this journey's server's database (SQLite in its DATA_DIR). */
function ops(...args: string[]): string {
  return execFileSync('npx', ['tsx', 'api/src/ops/cli.ts', ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: site.dataDir, NODE_ENV: 'development' },
    encoding: 'utf8',
    timeout: 90_000,
  });
}

const RENEWAL_PLUMBING = {
  business_name: 'Renewal Plumbing',
  business_url: 'renewal.example.com',
  address: '1 Long St',
  city: 'Cape Town',
  zipcode: '8001',
};

async function tokenOf(page: Page) {
  return (await page.context().cookies()).find((c) => c.name === 'token')!.value;
}

/** The setup fee and first payment the Growth card shows, once the server has told this visitor their variant. */
async function growthFigures(page: Page) {
  const card = page.getByRole('listitem', { name: 'Growth' });
  // The live page (not its snapshot), once the server has answered with this visitor's variant.
  await expect(page.locator('#root:not([data-prerendered])')).toBeAttached();
  await expect(card.getByTestId('first-payment')).toHaveText(/^R[\d,]+ \(\$\d+\)$/);
  return {
    setup: (await card.getByTestId('setup-fee').innerText()).trim(),
    first: (await card.getByTestId('first-payment').innerText()).trim(),
  };
}

async function freshVisitorSignsUp(browser: Browser, baseURL: string, request: APIRequestContext) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto('/pricing');
  const before = await growthFigures(page);
  await page.getByRole('listitem', { name: 'Growth' }).getByRole('button', { name: 'Get started' }).click();
  const email = uniqueEmail('price-shown');
  const modal = page.getByRole('dialog');
  // The sign-up dialog names the plan and the same first payment.
  await expect(modal.getByTestId('chosen-plan')).toContainText(`Your plan: Growth.`);
  await expect(modal.getByTestId('chosen-plan')).toContainText(`First payment ${before.first.match(/^(R[\d,]+)/)![1]} excl. VAT`);
  await modal.getByLabel('First name').fill('Thandi');
  await modal.getByLabel('Last name').fill('Nkosi');
  await modal.getByLabel('Business email').fill(email);
  await modal.getByLabel(/^Password/).fill('correct horse battery');
  await modal.getByRole('checkbox', { name: /I accept the terms of service/ }).check();
  await modal.getByRole('button', { name: 'Create Account' }).click();
  await modal.getByLabel('Verification code').fill(await latestCode(request, email));
  await modal.getByRole('button', { name: 'Verify' }).click();
  await expect(async () => {
    const proceed = page.getByRole('button', { name: 'Continue to set-up' });
    if (await proceed.isVisible()) await proceed.click();
    await expect(page).toHaveURL(/\/setup-search\/about$/, { timeout: 1000 });
  }).toPass();

  // Logged in, the pricing page shows the same figures...
  await page.goto('/pricing');
  expect(await growthFigures(page)).toEqual(before);
  // ...and so does the pay step: the same setup fee, and the first payment (no VAT) as the total.
  await fillSearchAd(request, await tokenOf(page), RENEWAL_PLUMBING, 'no');
  await page.goto('/setup-search/pay');
  await expect(page.getByRole('radio', { name: /^Growth/ })).toBeChecked();
  await expect(page.getByRole('note', { name: 'VAT' })).toContainText('Business outside South Africa: no VAT');
  const order = page.getByRole('table', { name: 'Your order' });
  const setupRow = order.getByRole('row', { name: /Campaign setup/ });
  if (before.setup.includes('Free')) await expect(setupRow).toContainText('Free');
  else await expect(setupRow).toContainText('R1,200');
  const firstRand = before.first.match(/^(R[\d,]+)/)![1];
  await expect(order.getByRole('row', { name: /Total due today/ })).toContainText(firstRand);
  await expect(page.getByRole('button', { name: /^Pay R/ })).toHaveText(`Pay ${firstRand}`);
  await context.close();
  return before;
}

test('three fresh visitors see a setup fee and first payment on /pricing, sign up, and see exactly the same figures afterwards', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(180_000);
  for (let i = 0; i < 3; i++) await freshVisitorSignsUp(browser, baseURL!, request);
});

const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);

async function payInCheckout(page: Page, card: string) {
  const checkout = page.getByRole('dialog', { name: 'Test checkout' });
  await checkout.getByLabel('Card number').fill(card);
  await checkout.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(checkout).toHaveCount(0);
}

interface Sub {
  id: number;
  status: string;
  nextChargeOn: string | null;
  periodStart: string;
  periodEnd: string;
  amountCents: number;
  nextChargeCents: number | null;
  creditCents: number;
  pausePreview: { on: string; ifPausedCents: number; ifRunningCents: number; creditLeftIfPausedCents?: number } | null;
}

/** The newest email to `to` whose subject matches, once it has been sent (the dev outbox). */
async function emailTo(request: APIRequestContext, to: string, subject: RegExp): Promise<string> {
  let text = '';
  await expect
    .poll(
      async () => {
        const { messages } = (await (await request.get(`/__dev/outbox?to=${encodeURIComponent(to)}`)).json()) as {
          messages: { subject: string; text: string }[];
        };
        text = messages.find((m) => subject.test(m.subject))?.text ?? '';
        return text;
      },
      { message: `an email to ${to} about ${subject}` },
    )
    .not.toBe('');
  return text;
}

/** A new owner, signed in in the browser, whose search ad is complete (VAT: yes) and waits to be paid. */
async function ownerWithAd(page: Page, request: APIRequestContext, baseURL: string) {
  const account = await createAccount(request);
  await signInBrowser(page.context(), baseURL, account.token);
  await fillSearchAd(request, account.token, RENEWAL_PLUMBING);
  return { account, headers: { authorization: `Bearer ${account.token}` } };
}

test('pay, bill-due a month later, the renewal invoice, a declined renewal, a card update that pays, then cancel', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const { account, headers } = await ownerWithAd(page, request, baseURL!);

  // The pay step says what is charged now and every month after, in rand with VAT.
  await page.goto('/setup-search/pay');
  await page.getByRole('radio', { name: /^Growth/ }).check();
  await expect(page.getByRole('note', { name: 'VAT' })).toContainText('South African business: 15% VAT included');
  const day = new Date().getUTCDate();
  const suffix = day % 100 >= 11 && day % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][day % 10] ?? 'th');
  await expect(page.getByTestId('renewal-note')).toContainText(`Then R8,280 (incl. VAT) on the ${day}${suffix} of each month`);
  await page.getByRole('button', { name: /^Pay R/ }).click();
  const review = page.getByRole('dialog', { name: 'Check your order' });
  await expect(review).toContainText('Then R8,280 (incl. VAT)');
  await review.getByRole('button', { name: 'Continue to payment' }).click();
  await payInCheckout(page, '4084 0840 8408 4081');
  await expect(page).toHaveURL(/\/setup-search\/status$/);

  const subscription = async (): Promise<Sub> =>
    ((await (await request.get('/v2/subscriptions', { headers })).json()) as { subscriptions: Sub[] }).subscriptions[0];
  const first = await subscription();
  expect(first).toMatchObject({ status: 'active', amountCents: 828000 });

  // The dashboard states the next charge date and its amount, and the card on file.
  await page.goto('/dashboard');
  const billing = page.getByRole('region', { name: 'Billing' });
  const item = billing.getByTestId('subscription');
  await expect(item.getByTestId('next-charge')).toContainText('R8,280 (incl. VAT) on');
  await expect(item.getByTestId('card-on-file')).toHaveText('Visa ending 4081');

  // A month later: bill-due charges the renewal once, however often it runs.
  ops('bill-due', '--date', first.nextChargeOn!);
  expect(ops('bill-due', '--date', first.nextChargeOn!)).toMatch(/0 paid/);
  const renewed = await subscription();
  expect(renewed.periodStart).toBe(first.nextChargeOn);
  const session = (await (await request.post('/v2/token-login', { headers })).json()) as {
    user: { transactions: { history: { reference: string; kind: string; status: string; invoiceNumber: string }[] } };
  };
  const renewal = session.user.transactions.history.find((h) => h.kind === 'renewal')!;
  expect(renewal).toMatchObject({ status: 'success', invoiceNumber: expect.stringMatching(/^INV-/) });
  await page.reload();
  const payments = page.getByRole('table', { name: 'Your payments, newest first' });
  await expect(payments).toContainText(renewal.reference);
  await payments.getByRole('button', { name: `Invoice ${renewal.invoiceNumber} for ${renewal.reference}` }).click();
  const invoice = page.getByRole('dialog', { name: `Tax invoice ${renewal.invoiceNumber}` });
  await expect(invoice).toContainText('R8,280');
  await expect(invoice).toContainText(/Management fee for/);
  await page.keyboard.press('Escape');

  // The owner switches to a card that will decline the next renewal (a refunded R1 card check).
  await item.getByRole('button', { name: 'Update card' }).click();
  await payInCheckout(page, '4000 0000 0000 0341');
  await expect(item.getByRole('status')).toContainText('Your card is updated');
  await expect(item.getByTestId('card-on-file')).toHaveText('Visa ending 0341');

  // The next month is declined: past due, an email with the card link, a retry date on the dashboard.
  expect(ops('bill-due', '--date', renewed.nextChargeOn!)).toMatch(/1 declined/);
  expect(ops('past-due')).toContain(account.email);
  await expect
    .poll(async () => {
      const { messages } = (await (await request.get(`/__dev/outbox?to=${encodeURIComponent(account.email)}`)).json()) as {
        messages: { subject: string; text: string }[];
      };
      return messages.find((m) => /was declined/.test(m.subject))?.text ?? '';
    })
    .toContain('/dashboard?billing=');
  await page.goto(`/dashboard?billing=${first.id}`);
  await expect(item.getByTestId('next-charge')).toContainText('was declined. We try again on');
  await expect(billing.getByText('Payment declined')).toBeVisible();
  // The failed try is listed as Failed and not totalled: the order and the first renewal are the two payments kept.
  const afterDecline = (await (await request.post('/v2/token-login', { headers })).json()) as typeof session;
  const failedTry = afterDecline.user.transactions.history.find((h) => h.kind === 'renewal' && h.status === 'failed')!;
  await expect(payments.getByRole('row', { name: new RegExp(failedTry.reference) })).toContainText('Failed');
  await expect(payments.getByRole('row', { name: /Total paid/ })).toContainText('Total paid (2 payments)');

  // Updating the card pays what is owed: active again, the next charge a month on.
  await item.getByRole('button', { name: /Update card and pay R8,280/ }).click();
  await payInCheckout(page, '4084 0840 8408 4081');
  await expect(item.getByRole('status')).toContainText('Payment received');
  await expect(item.getByTestId('next-charge')).toContainText('R8,280 (incl. VAT) on');
  // The payment shows in the payments table at once, without a reload.
  await expect(payments.getByRole('row', { name: /Total paid/ })).toContainText('Total paid (3 payments)');
  const recovered = await subscription();
  expect(recovered).toMatchObject({ status: 'active', periodStart: renewed.nextChargeOn });

  // Cancel, confirmed: the dialog states the last day the ads run; it survives a reload; nothing more is charged.
  await page.setViewportSize({ width: 360, height: 740 });
  await item.getByRole('button', { name: 'Cancel plan' }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel this plan?' });
  const lastDay = formatDay(recovered.periodEnd);
  await expect(confirm).toContainText(`Your ads run until ${lastDay}`);
  await noSidewaysScroll(page);
  await confirm.getByRole('button', { name: `Cancel: ads end ${lastDay}` }).click();
  await expect(item.getByRole('status')).toContainText('Cancelled. Nothing more will be charged.');
  // The cancel is confirmed by email with the last day of service, and told in the billing history in the same words.
  const cancelMail = await emailTo(request, account.email, new RegExp(`your plan ends on ${lastDay}`));
  expect(cancelMail).toContain(`It runs until ${lastDay}, its last day of service`);
  await item.getByText('Billing history').click();
  await expect(item.getByRole('list', { name: 'Billing history' }).getByRole('listitem').first()).toContainText(
    `It runs until ${lastDay}, its last day of service`,
  );
  await page.reload();
  await expect(item.getByTestId('next-charge')).toContainText('Cancelled: your ads run until');
  await expect(item.getByRole('button', { name: 'Keep my plan' })).toBeVisible();
  await noSidewaysScroll(page);
  // The cancelled plan is not charged on its next date (other journeys' plans in this database may be).
  const billed = ops('bill-due', '--date', recovered.nextChargeOn!);
  expect(billed).toMatch(/^Billing \d{4}-\d{2}-\d{2}: /);
  expect(billed).not.toContain(`AL-R${recovered.id}-`);
  expect(ops('cancellations')).toContain(account.email);
  await page.reload();
  await expect(item.getByTestId('next-charge')).toContainText('Ended. Nothing more will be charged.');
});

/** Pays the Growth plan (15% VAT) on the pay step with a card that renews. */
async function payGrowth(page: Page) {
  await page.goto('/setup-search/pay');
  await page.getByRole('radio', { name: /^Growth/ }).check();
  await page.getByRole('button', { name: /^Pay R/ }).click();
  await page.getByRole('dialog', { name: 'Check your order' }).getByRole('button', { name: 'Continue to payment' }).click();
  await payInCheckout(page, '4084 0840 8408 4081');
  await expect(page).toHaveURL(/\/setup-search\/status$/);
}

test('on a phone, the pause dialog states the next charge and its day, and each renewal charges exactly that', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const { account, headers } = await ownerWithAd(page, request, baseURL!);
  await payGrowth(page);
  // Our team builds the campaign and Google approves it: it goes live.
  const { search_ad: paid } = (await (await request.get('/v2/search-ads', { headers })).json()) as { search_ad: { id: number } };
  ops('status', 'search', String(paid.id), 'active');
  const subscription = async (): Promise<Sub> =>
    ((await (await request.get('/v2/subscriptions', { headers })).json()) as { subscriptions: Sub[] }).subscriptions[0];
  const keptPayments = async () =>
    ((await (await request.post('/v2/token-login', { headers })).json()) as { user: { transactions: { totals: { count: number } } } }).user
      .transactions.totals.count;

  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/dashboard');
  const ads = page.getByRole('region', { name: 'Search ads' });
  const item = page.getByRole('region', { name: 'Billing' }).getByTestId('subscription');
  const payments = page.getByRole('table', { name: 'Your payments, newest first' });

  // Paused from today, the whole month's ad budget is credited: more than the management fee, so the
  // first renewal charges nothing and the rest of the credit comes off the next one (decision 029).
  const first = await subscription();
  // The credit it carries is stated incl. VAT, as charges are: the month's R4,800 budget less the R2,400 fee, with VAT.
  expect(first.pausePreview!.creditLeftIfPausedCents).toBe(276000);
  await ads.getByRole('button', { name: 'Pause ads' }).click();
  let dialog = page.getByRole('dialog', { name: 'Pause your search ads?' });
  await expect(dialog.getByTestId('toggle-next-charge')).toHaveText(
    `If your ads are still paused on ${formatDay(first.nextChargeOn!)}, you pay R0 that day: the credit for the days paused covers the management fee; ${formatMoney(first.pausePreview!.creditLeftIfPausedCents!, 'ZAR')} (incl. VAT) credit carries over to later charges.`,
  );
  await noSidewaysScroll(page);
  await dialog.getByRole('button', { name: 'Pause ads' }).click();
  await expect(ads.getByRole('status')).toHaveText('Your search ads are paused.');
  await expect(ads.getByText(/^Not showing\. A renewal charges the management fee, no ad budget/)).toBeVisible();
  // The billing follows at once: the next charge, and the pause in the billing history in the words of its email.
  await expect(item.getByTestId('next-charge')).toContainText(`Nothing is charged on ${formatDay(first.nextChargeOn!)}`);
  await item.getByText('Billing history').click();
  await expect(item.getByRole('list', { name: 'Billing history' }).getByRole('listitem').first()).toContainText('You paused your ads on');
  await emailTo(request, account.email, /your ads are paused/);

  const kept = await keptPayments();
  ops('bill-due', '--date', first.nextChargeOn!);
  const second = await subscription();
  expect(second.periodStart).toBe(first.nextChargeOn);
  expect(await keptPayments()).toBe(kept);

  // Two months on the credit is used up: resumed and paused again, the dialog states the management fee alone.
  ops('bill-due', '--date', second.nextChargeOn!);
  const third = await subscription();
  expect(third.periodStart).toBe(second.nextChargeOn);
  expect(await keptPayments()).toBe(kept);
  await page.reload();
  await ads.getByRole('button', { name: 'Resume ads' }).click();
  dialog = page.getByRole('dialog', { name: 'Resume your search ads?' });
  await expect(dialog.getByTestId('toggle-next-charge')).toContainText(
    `If you resume now, your next charge, on ${formatDay(third.nextChargeOn!)}, is R`,
  );
  await dialog.getByRole('button', { name: 'Resume ads' }).click();
  await expect(ads.getByRole('status')).toHaveText('Your search ads are running again.');
  await ads.getByRole('button', { name: 'Pause ads' }).click();
  dialog = page.getByRole('dialog', { name: 'Pause your search ads?' });
  const stated = (await subscription()).pausePreview!;
  expect(stated.on).toBe(third.nextChargeOn);
  await expect(dialog.getByTestId('toggle-next-charge')).toHaveText(
    `If your ads are still paused on ${formatDay(stated.on)}, that day's charge is ${formatMoney(stated.ifPausedCents, 'ZAR')} (incl. VAT): the management fee, no ad budget.`,
  );
  expect(stated.ifPausedCents).toBe(276000);
  await dialog.getByRole('button', { name: 'Pause ads' }).click();
  await expect(ads.getByRole('status')).toHaveText('Your search ads are paused.');
  await expect(item.getByTestId('next-charge')).toContainText(`R2,760 (incl. VAT) on ${formatDay(stated.on)}`);

  // The renewal charges exactly the stated amount: the payments table's row and its tax invoice say so.
  ops('bill-due', '--date', stated.on);
  await page.reload();
  // The row of the period that starts on the renewal day (bill-due ran early: it is dated the day it charged).
  const renewal = payments.getByRole('row', { name: new RegExp(`${formatDay(stated.on)} to`) });
  await expect(renewal).toContainText('R2,760');
  await expect(renewal).toContainText('Paid');
  await expect(payments.getByRole('row', { name: /Total paid/ })).toContainText(`Total paid (${kept + 1} payments)`);
  await noSidewaysScroll(page);
  await renewal.getByRole('button', { name: /^Invoice INV-/ }).click();
  const invoice = page.getByRole('dialog', { name: /^Tax invoice INV-/ });
  await expect(invoice).toContainText('R2,760');
  await noSidewaysScroll(page);
});
