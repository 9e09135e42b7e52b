import { type APIRequestContext, type APIResponse, type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import AxeBuilder from '@axe-core/playwright';
import { createAccount, signInBrowser } from '../support/accounts';

const about = {
  mobile: '+27 82 555 0101',
  business_name: 'Sipho Plumbing',
  business_url: 'sipho.co.za',
  location_ids: ['co:ZA'],
  address: '1 Long St, Cape Town',
  charge_vat: 'no',
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

/** A verified, logged-in owner, with the given wizard steps already saved through the API. */
async function owner(page: Page, request: APIRequestContext, baseURL: string, steps: object[] = []) {
  const account = await createAccount(request);
  await signInBrowser(page.context(), baseURL, account.token);
  const headers = { authorization: `Bearer ${account.token}` };
  let id: number | null = null;
  for (const step of steps) {
    const res: APIResponse = await request.post('/v2/search-ads', { headers, data: { ...step, ads_id: id } });
    expect(res.ok(), await res.text()).toBeTruthy();
    id = ((await res.json()) as { search_ad: { id: number } }).search_ad.id;
  }
  return account;
}

async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).include('main').analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const spinner = (page: Page) => page.getByRole('status').filter({ hasText: 'Loading…' });

test('an owner sets up a campaign in four steps, pays with the sandbox card and sees its status', async ({ page, request, baseURL }) => {
  const { email } = await owner(page, request, baseURL!);
  await page.goto('/setup-search');
  await expect(page).toHaveURL(/\/setup-search\/about$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tell us about your business' })).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('Mobile number').fill('+27 82 555 0101');
  await page.getByLabel('Business name').fill('Sipho Plumbing');
  await page.getByLabel('Website').fill('sipho.co.za');
  await page.getByRole('combobox', { name: 'Locations' }).pressSequentially('Cape Town');
  await page.getByRole('option', { name: /^Cape Town, Western Cape/ }).click();
  await expect(page.getByRole('list', { name: 'Chosen locations' })).toContainText('Cape Town, Western Cape');
  await page.getByLabel('Business address').fill('1 Long St, Cape Town');
  // Asked here, before any price (decision 017); the optional VAT number shows for "Yes".
  const southAfrica = page.getByRole('group', { name: /Is your business in South Africa/ });
  await southAfrica.getByRole('radio', { name: 'Yes' }).check();
  await page.getByLabel('VAT number (optional)').fill('4123 456 789');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await expect(page).toHaveURL(/\/setup-search\/details$/);
  // A reload mid-wizard keeps what was saved.
  await page.reload();
  await expect(page).toHaveURL(/\/setup-search\/details$/);
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page.getByLabel('Business name')).toHaveValue('Sipho Plumbing');
  await expect(page.getByLabel('Website')).toHaveValue('http://sipho.co.za');
  await expect(page.getByRole('list', { name: 'Chosen locations' })).toContainText('Cape Town, Western Cape');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await expect(page).toHaveURL(/\/setup-search\/details$/);
  await page.getByRole('button', { name: 'Suggest with AI' }).click();
  await page.getByRole('button', { name: 'Use all suggestions' }).click();
  await expect(page.getByLabel('Headline 1', { exact: true })).toHaveValue('Sipho Plumbing');
  await expect(page.getByRole('figure', { name: 'Ad preview' })).toContainText('Sipho Plumbing');
  await page.getByLabel('Headline 2', { exact: true }).fill('Burst Pipes Fixed Fast');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await expect(page).toHaveURL(/\/setup-search\/keywords$/);
  const keywordInput = page.getByRole('textbox', { name: 'Keywords', exact: true });
  await keywordInput.fill('emergency plumber');
  await keywordInput.press('Enter');
  await page.getByRole('button', { name: 'Add plumber near me' }).click();
  const competitorInput = page.getByRole('textbox', { name: 'Competitors', exact: true });
  await competitorInput.fill('Acme Plumbing');
  await competitorInput.press('Enter');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await expect(page).toHaveURL(/\/setup-search\/pay$/);
  await expect(page.getByLabel('Email for your receipt')).toHaveValue(email);
  await page.getByRole('radio', { name: /^Growth/ }).check();
  // The answer from the about step is stated, and the total includes VAT from the first render.
  await expect(page.getByRole('note', { name: 'VAT' })).toContainText('South African business: 15% VAT included');
  await page.getByRole('button', { name: /^Pay R/ }).click();
  const review = page.getByRole('dialog', { name: 'Check your order' });
  await expect(review).toContainText('Sipho Plumbing');
  await review.getByRole('button', { name: 'Continue to payment' }).click();

  const checkout = page.getByRole('dialog', { name: 'Test checkout' });
  await expect(checkout).toBeVisible();
  await checkout.getByLabel('Card number').fill('4084 0840 8408 4081');
  await checkout.getByRole('button', { name: 'Pay', exact: true }).click();

  await expect(page).toHaveURL(/\/setup-search\/status$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your campaign is on its way' })).toBeVisible();
  await expect(page.getByText('Current status: Payment received')).toBeVisible();
  await expect(spinner(page)).toHaveCount(0);
  const { search_ad } = await (
    await request.get('/v2/search-ads', {
      headers: { authorization: `Bearer ${(await page.context().cookies()).find((c) => c.name === 'token')!.value}` },
    })
  ).json();
  expect(search_ad).toMatchObject({
    status: 'paid',
    plan: expect.stringMatching(/^plan_0[24]$/),
    keywords: ['emergency plumber', 'plumber near me'],
  });
});

test('jumping to the pay step with an incomplete ad lands on the first incomplete step', async ({ page, request, baseURL }) => {
  await owner(page, request, baseURL!, [about]);
  await page.goto('/setup-search/pay');
  await expect(page).toHaveURL(/\/setup-search\/details$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Write your ad' })).toBeVisible();
});

// On a phone, a problem below the fold made Save seem to do nothing: the first problem is focused and in view.
test('on a phone, saving a step with a problem brings the first one into view and focuses it; a competitor is optional', async ({
  page,
  request,
  baseURL,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await owner(page, request, baseURL!, [about, details]);
  await page.goto('/setup-search/keywords');
  const keyword = page.getByRole('textbox', { name: 'Keywords', exact: true });
  const competitors = page.getByRole('textbox', { name: 'Competitors', exact: true });
  await expect(competitors).not.toHaveAttribute('aria-required', 'true');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(keyword).toBeFocused();
  await expect(keyword).toBeInViewport();
  await expect(page.getByText('Add at least one keyword.')).toBeInViewport();
  await expect(page).toHaveURL(/\/setup-search\/keywords$/);
  await keyword.fill('emergency plumber');
  await keyword.press('Enter');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL(/\/setup-search\/pay$/);
});

test('a fresh account jumping to pay starts at about', async ({ page, request, baseURL }) => {
  await owner(page, request, baseURL!);
  await page.goto('/setup-search/keywords');
  await expect(page).toHaveURL(/\/setup-search\/about$/);
});

test('a declined card keeps the checkout open with the message on the card field and no spinner', async ({ page, request, baseURL }) => {
  // A small phone: nothing may overflow sideways.
  await page.setViewportSize({ width: 360, height: 740 });
  await owner(page, request, baseURL!, [about, details, keywords]);
  await page.goto('/setup-search/pay');
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your plan and pay' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectAccessible(page);
  await expect(page.getByRole('note', { name: 'VAT' })).toContainText('Business outside South Africa: no VAT');
  await page.getByRole('button', { name: /^Pay R/ }).click();
  await page.getByRole('dialog', { name: 'Check your order' }).getByRole('button', { name: 'Continue to payment' }).click();
  const checkout = page.getByRole('dialog', { name: 'Test checkout' });
  await checkout.getByLabel('Card number').fill('4000 0000 0000 0002');
  await checkout.getByRole('button', { name: 'Pay', exact: true }).click();

  await expect(checkout.getByRole('alert')).toHaveText('Your card was declined. Please try another card.');
  await expect(checkout.getByLabel('Card number')).toHaveAccessibleDescription('Your card was declined. Please try another card.');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expect(page).toHaveURL(/\/setup-search\/pay$/);
  await expect(spinner(page)).toHaveCount(0);

  // Cancel is just as safe.
  await checkout.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Payment cancelled. You have not been charged.' })).toBeVisible();
  await expect(page).toHaveURL(/\/setup-search\/pay$/);
});
