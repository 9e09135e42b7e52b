import fs from 'node:fs';
import path from 'node:path';
import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { createAccount, latestCode, signInBrowser, uniqueEmail } from '../support/accounts';

// Forms an owner finishes at the first try: as a real owner uses them, on a phone and a desktop.

const SHOTS = process.env.SCREENSHOT_DIR;

/** Nothing scrolls sideways; and, when SCREENSHOT_DIR is set, the screen is kept for a person to look at. */
async function look(page: Page, name: string) {
  const width = page.viewportSize()!.width;
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${name} scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
  if (SHOTS) {
    fs.mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
}

for (const width of [360, 1366]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 360 ? 740 : 900 } });

    test('registering offers the marketing opt-in unticked, and a pasted login code in lower case with spaces logs in', async ({
      page,
    }) => {
      await page.goto('/pricing?auth=register');
      const modal = page.getByRole('dialog');
      await expect(modal.getByRole('checkbox', { name: 'Send me tips and offers by email' })).not.toBeChecked();
      await look(page, 'register');

      const { email } = await createAccount(page.request, uniqueEmail('code'));
      await page.goto('/?auth=login');
      await page.getByRole('dialog').getByRole('button', { name: 'Email me a code' }).click();
      await page.getByRole('dialog').getByLabel('Email').fill(email);
      await page.getByRole('dialog').getByRole('button', { name: 'Request OTP' }).click();
      const code = await latestCode(page.request, email, 'login');
      const field = page.getByRole('dialog').getByLabel('Login code');
      await field.fill(` ${code.toLowerCase().replace(/1/g, 'l').replace(/0/g, 'o')} `);
      await look(page, 'login-code');
      await page.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();
      await expect(page.getByRole('dialog')).toBeHidden();
    });

    test('a sole proprietor sets up a business profile without a registration number, with South African checks', async ({
      page,
      baseURL,
    }) => {
      const { token } = await createAccount(page.request);
      await signInBrowser(page.context(), baseURL!, token);
      await page.goto('/setup-gbp/about');
      await expect(page.getByRole('heading', { level: 1, name: 'About your business' })).toBeVisible();
      await page.getByLabel('Mobile number').fill('011 123 4567');
      await page.getByLabel('Business name').fill('Ma Thandi Bakes');
      await page.getByLabel(/^Website/).fill('mathandi.co.za');
      await page.getByLabel('Category').selectOption('Bakery');
      await page.getByLabel(/^Company registration number/).fill('abc');
      await page
        .getByRole('group', { name: /Is your business in South Africa/ })
        .getByRole('radio', { name: 'Yes' })
        .check();
      await page.getByRole('button', { name: 'Save and continue' }).click();
      await expect(page.getByText(/landline cannot receive it/)).toBeVisible();
      await expect(page.getByText('Enter the registration number as it is on your CIPC certificate, e.g. 2019/123456/07.')).toBeVisible();
      await look(page, 'gbp-about-errors');
      await page.getByLabel('Mobile number').fill('082 555 0101');
      await page.getByRole('checkbox', { name: /I trade as a sole proprietor/ }).check();
      await look(page, 'gbp-about');
      await page.getByRole('button', { name: 'Save and continue' }).click();

      await expect(page).toHaveURL(/\/setup-gbp\/business$/);
      // Focus moves to the new step's heading, which is announced.
      await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
      // The plan line states the price the way the owner answered: a "yes" includes VAT.
      await expect(page.getByTestId('plan-summary')).toContainText('incl. 15% VAT');
      await expect(page.getByLabel('Registration certificate (optional)')).toBeAttached();
      await look(page, 'gbp-business');
    });

    test('search ad text is shown whole, counted as typed and refused (not cut) when too long', async ({ page, baseURL }) => {
      const { token } = await createAccount(page.request);
      await signInBrowser(page.context(), baseURL!, token);
      await page.goto('/setup-search/about');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.getByLabel('Mobile number').fill('+27 82 555 0101');
      await page.getByLabel('Business name').fill('Ma Thandi Bakes');
      await page.getByLabel(/^Website/).fill('mathandi.co.za');
      const places = page.getByRole('combobox', { name: 'Locations' });
      await places.fill('Sandton');
      await page.getByRole('option').first().click();
      await places.fill('Rosebank');
      await expect(page.getByRole('option').first()).toContainText('Gauteng');
      await look(page, 'search-about-places');
      await page.keyboard.press('Enter');
      await page.getByLabel(/^Business address/).fill('1 Jan Smuts Ave, Rosebank');
      await page
        .getByRole('group', { name: /Is your business in South Africa/ })
        .getByRole('radio', { name: 'No' })
        .check();
      await page.getByRole('button', { name: 'Save and continue' }).click();

      await expect(page).toHaveURL(/\/setup-search\/details$/);
      const headline = page.getByLabel('Headline 1');
      await headline.fill('Fresh Sourdough Baked Daily In Rosebank');
      await expect(headline).toHaveValue('Fresh Sourdough Baked Daily In Rosebank');
      const description = page.getByLabel('Description 1');
      await description.fill('Sourdough, rye and birthday cakes baked every morning in Rosebank, ready by seven, delivered.');
      await page.getByRole('button', { name: 'Save and continue' }).click();
      await expect(page.getByText('At most 30 characters.')).toBeVisible();
      await look(page, 'search-details');
    });
  });
}
