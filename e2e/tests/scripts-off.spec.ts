import { expect, test } from '@playwright/test';
import { latestCode, uniqueEmail } from '../support/accounts';

// Scripts off is a supported mode (issue 46): the served pages' links, menus and forms work on their own.
test.use({ javaScriptEnabled: false });

test('without scripts a new owner registers, logs in with the emailed code, saves the about step and sees the dashboard', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('no-scripts');
  await page.goto('/pricing');
  // The header's menus open without scripts (by pointer or focus).
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: /Products/ }).hover();
  await expect(nav.getByRole('link', { name: 'Google and Bing Search Ads' })).toBeVisible();
  await nav.getByRole('button', { name: /Pricing/ }).focus();
  await expect(nav.getByRole('link', { name: 'Business Profile pricing' })).toBeVisible();
  await page.getByRole('listitem', { name: 'Growth' }).getByRole('button', { name: 'Get started' }).click();
  await expect(page).toHaveURL(/\/register-ads\?plan=growth$/);

  await page.getByLabel('First name').fill('Thandi');
  await page.getByLabel('Last name').fill('Nkosi');
  await page.getByLabel('Business email').fill(email);
  await page.getByLabel('Mobile number').fill('+27 82 555 0101');
  await page.getByLabel('Business name').fill('Nkosi Electrical');
  await page.getByLabel(/^Website/).fill('www.nkosi-electrical.co.za');
  await page
    .getByRole('group', { name: /Your plan/ })
    .getByRole('radio', { name: /Growth/ })
    .check();
  await page
    .getByRole('group', { name: /Is your business in South Africa/ })
    .getByRole('radio', { name: 'No' })
    .check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  // The server answers the same page: the typed values kept, the missing tick said beside its box.
  await expect(page.getByText('Please accept the terms of service to continue.')).toBeVisible();
  await expect(page.getByLabel('Business email')).toHaveValue(email);
  await page.getByRole('checkbox', { name: /I accept the terms of service/ }).check();
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page.getByText(`We emailed a 5-character code to ${email}`)).toBeVisible();
  await page.getByLabel('Code from the email').fill(await latestCode(request, email, 'login'));
  await page.getByRole('main').getByRole('button', { name: 'Log in', exact: true }).click();

  await expect(page).toHaveURL(/\/setup-search\/about$/);
  await expect(page.getByLabel('Business name')).toHaveValue('Nkosi Electrical');
  await page.getByRole('combobox', { name: 'Locations' }).fill('Cape Town');
  await page.getByLabel('Business address').fill('1 Long St, Cape Town');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL(/\/setup-search\/details$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Write your ad' })).toBeVisible();

  // The dashboard's campaigns are served inside <noscript> (Playwright's role and text queries skip it: CSS finds it).
  await page.goto('/dashboard');
  const campaigns = page.locator('main noscript section');
  await expect(campaigns.locator('h2')).toHaveText('Your campaigns');
  await expect(campaigns.locator('h3')).toHaveText('Nkosi Electrical');
  await expect(campaigns).toContainText('Search ads: Being set up.');
  await expect(campaigns).toBeVisible();
  await expect(page.getByText('Loading your campaigns…')).toBeHidden();
});
