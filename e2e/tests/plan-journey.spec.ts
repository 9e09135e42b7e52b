import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoSidewaysScroll } from '../support/page-checks';
import { createAccount, latestCode, signInBrowser, uniqueEmail } from '../support/accounts';
import { fillSearchAd } from '../support/orders';

// The plan a visitor picks on /pricing is the plan ticked at the pay step, under the same name, and a
// declined card is retried in the same checkout (decision 010).

const DECLINED = 'Your card was declined. Please try another card.';
const managementRow = (page: Page) => page.getByRole('table', { name: 'Your order' }).getByRole('row', { name: /Management fee/ });

async function tokenOf(page: Page) {
  return (await page.context().cookies()).find((c) => c.name === 'token')!.value;
}

test('a visitor picks Growth on /pricing, registers, walks the wizard and pays for Growth after a declined card', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('plan-journey');
  await page.goto('/pricing');
  const growthCard = page.getByRole('listitem', { name: 'Growth' });
  const planName = (await growthCard.getByRole('heading', { level: 3 }).textContent())!.trim();
  expect(planName).toBe('Growth');
  await growthCard.getByRole('button', { name: 'Get started' }).click();

  const modal = page.getByRole('dialog');
  await modal.getByLabel('First name').fill('Thandi');
  await modal.getByLabel('Last name').fill('Nkosi');
  await modal.getByLabel('Business email').fill(email);
  await modal.getByLabel(/^Password/).fill('correct horse battery');
  await modal.getByRole('checkbox', { name: /I accept the terms of service/ }).check();
  await modal.getByRole('button', { name: 'Create Account' }).click();
  await modal.getByLabel('Verification code').fill(await latestCode(request, email));
  await modal.getByRole('button', { name: 'Verify' }).click();
  // Verification finishes the modal, or first offers a button that continues to the set-up.
  await expect(async () => {
    const proceed = page.getByRole('button', { name: 'Continue to set-up' });
    if (await proceed.isVisible()) await proceed.click();
    await expect(page).toHaveURL(/\/setup-search\/about$/, { timeout: 1000 });
  }).toPass();

  await page.getByLabel('Mobile number').fill('+27 82 555 0101');
  await page.getByLabel('Business name').fill('Sipho Plumbing');
  await page.getByLabel('Website').fill('sipho.co.za');
  await page.getByRole('combobox', { name: 'Locations' }).pressSequentially('Cape Town');
  await page.getByRole('option', { name: /^Cape Town, Western Cape/ }).click();
  await page.getByLabel('Business address').fill('1 Long St, Cape Town');
  await page
    .getByRole('group', { name: /Is your business in South Africa/ })
    .getByRole('radio', { name: 'No' })
    .check();
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await expect(page).toHaveURL(/\/setup-search\/details$/);
  const ad = ['Plumber in Cape Town', 'Fast Repairs', 'Call Today'];
  for (const [i, text] of ad.entries()) await page.getByLabel(`Headline ${i + 1}`, { exact: true }).fill(text);
  await page.getByLabel('Description 1', { exact: true }).fill('Burst pipes fixed fast.');
  await page.getByLabel('Description 2', { exact: true }).fill('Licensed and insured.');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await expect(page).toHaveURL(/\/setup-search\/keywords$/);
  const keywords = page.getByRole('textbox', { name: 'Keywords', exact: true });
  await keywords.fill('emergency plumber');
  await keywords.press('Enter');
  const competitors = page.getByRole('textbox', { name: 'Competitors', exact: true });
  await competitors.fill('Acme Plumbing');
  await competitors.press('Enter');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await expect(page).toHaveURL(/\/setup-search\/pay$/);
  const growth = page.getByRole('radio', { name: new RegExp(`^${planName}: R2,400 \\(\\$125\\) a month`) });
  await expect(growth).toBeChecked();
  await expect(managementRow(page)).toContainText('R2,400');
  await expect(page.getByRole('radio', { name: /^Starter/ })).toHaveCount(0);
  // Still changeable: Essentials, then back to Growth.
  await page.getByRole('radio', { name: /^Essentials/ }).check();
  await expect(managementRow(page)).toContainText('R800');
  await growth.check();
  await expect(managementRow(page)).toContainText('R2,400');
  await expectNoSidewaysScroll(page, 'pay step with the Growth plan');

  await expect(page.getByRole('note', { name: 'VAT' })).toContainText('Business outside South Africa: no VAT');
  await page.getByRole('button', { name: /^Pay R/ }).click();
  const review = page.getByRole('dialog', { name: 'Check your order' });
  await expect(review).toContainText(`${planName}: management and ad budget billed monthly`);
  await review.getByRole('button', { name: 'Continue to payment' }).click();

  const checkout = page.getByRole('dialog', { name: 'Test checkout' });
  const card = checkout.getByLabel('Card number');
  await card.fill('4000 0000 0000 0002');
  await checkout.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(checkout.getByRole('alert')).toHaveText(DECLINED);
  await expect(card).toHaveAccessibleDescription(DECLINED);
  await expect(card).toBeFocused();
  await expect(review).toHaveCount(0);

  await card.fill('4084 0840 8408 4081');
  await checkout.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/setup-search\/status$/);
  await expect(page.getByText('Current status: Payment received')).toBeVisible();

  const headers = { authorization: `Bearer ${await tokenOf(page)}` };
  const { search_ad } = await (await request.get('/v2/search-ads', { headers })).json();
  expect(search_ad).toMatchObject({ status: 'paid', plan: expect.stringMatching(/^plan_0[24]$/) });
  const session = await (await request.post('/v2/token-login', { headers, data: {} })).json();
  expect(session.user.transactions.history[0]).toMatchObject({ status: 'success', description: `AdLaunch search ads, ${planName} plan` });
});

async function ownerWithCompleteAd(page: Page, request: APIRequestContext, baseURL: string) {
  const account = await createAccount(request);
  await signInBrowser(page.context(), baseURL, account.token);
  await fillSearchAd(request, account.token, {
    business_name: 'Sipho Plumbing',
    business_url: 'sipho.co.za',
    address: '1 Long St',
    city: 'Cape Town',
    zipcode: '8001',
  });
}

test('on a 360 px phone a logged-in owner gets the Growth plan they clicked, and an unknown promo code says so', async ({
  page,
  request,
  baseURL,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await ownerWithCompleteAd(page, request, baseURL!);
  await page.goto('/pricing');
  await page.getByRole('listitem', { name: 'Growth' }).getByRole('button', { name: 'Get started' }).click();
  await expect(page).toHaveURL(/\/setup-search\/about$/);
  await page.goto('/setup-search/pay');
  await expect(page.getByRole('radio', { name: /^Growth/ })).toBeChecked();
  await expectNoSidewaysScroll(page, 'pay step at 360 px');

  await page.getByRole('button', { name: 'Have a promo code?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Apply a promo code' });
  await dialog.getByLabel('Promo code').fill('NOSUCHCODE');
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('That promo code is not valid.');
  await expect(dialog.getByLabel('Promo code')).toHaveAccessibleDescription('That promo code is not valid.');
  const box = (await dialog.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(360);
  await expectNoSidewaysScroll(page, 'pay step with the promo dialog at 360 px');
});
