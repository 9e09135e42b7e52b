import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { createAccount, signInBrowser } from '../support/accounts';

// The public pages the marketing remote serves (MARKETING_PATHS in shared).
const PAGES = [
  '/',
  '/how-it-works',
  '/search-ads',
  '/pricing',
  '/google-business-profile',
  '/social-media-ads',
  '/google-business-profile-pricing',
  '/refer-a-friend',
  '/faqs',
  '/before-you-leave',
  '/terms-of-service',
  '/refund-policy',
  '/privacy-policy',
];

async function openPage(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test.describe('marketing pages', () => {
  for (const path of PAGES) {
    test(`${path} renders one h1, a title and a description`, async ({ page }) => {
      await openPage(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page).toHaveTitle(/.+ \| AdLaunch$/);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{50,}/);
    });
  }

  test('no page scrolls sideways on a 360 px wide phone', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    for (const path of PAGES) {
      await openPage(page, path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `horizontal overflow on ${path}`).toBeLessThanOrEqual(0);
    }
  });

  test('/pricing#faqs scrolls the FAQ section into view', async ({ page }) => {
    await page.goto('/pricing#faqs');
    const faqs = page.locator('#faqs');
    await expect(faqs.getByRole('heading', { name: 'Pricing questions' })).toBeVisible();
    await expect(faqs).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  test('a referral link makes the business profile pricing show the referral price', async ({ page }) => {
    await openPage(page, '/?ref=E2EFRIEND');
    await page.goto('/google-business-profile-pricing');
    const note = page.getByRole('note', { name: 'Referral price applied' });
    await expect(note).toContainText('E2EFRIEND');
    await expect(note).toContainText('R195 ($10) instead of R650 ($34)');
    await expect(page.getByTestId('setup-fee')).toContainText('R195 ($10)');
  });

  test('without a referral the business profile setup is the normal price', async ({ page }) => {
    await openPage(page, '/google-business-profile-pricing');
    await expect(page.getByTestId('setup-fee')).toHaveText('R650 ($34)');
  });

  test('pricing shows the plans of the variant the server assigned to this visitor, a free setup as a named offer', async ({ page }) => {
    await openPage(page, '/pricing');
    // The server decides the variant on the page request (one draw per address and day, decision 032):
    // the page says which one it served, and shows that variant's prices.
    const variant = await page.locator('meta[name="price-variant"]').getAttribute('content');
    const growth = page.getByRole('listitem', { name: 'Growth' });
    if (variant === 'A') {
      for (const name of ['Essentials', 'Growth']) {
        const setup = page.getByRole('listitem', { name }).getByTestId('setup-fee');
        await expect(setup).toContainText('Launch offer: setup fee waived');
        await expect(setup.locator('s')).toHaveText('normally R1,200');
      }
      await expect(growth.getByTestId('first-payment')).toHaveText('R7,200 ($375)');
    } else {
      expect(variant).toBe('B');
      await expect(page.getByRole('listitem', { name: 'Essentials' }).getByTestId('setup-fee')).toHaveText('R1,200 ($63)');
      await expect(growth).toContainText('R2,400 ($125)');
      await expect(page.getByRole('main')).not.toContainText('Launch offer');
    }
  });

  test('a visitor keeps the id the server issued them, and its price, from one visit to the next', async ({ page, context }) => {
    await openPage(page, '/pricing');
    const setup = page.getByRole('listitem', { name: 'Growth' }).getByTestId('setup-fee');
    await expect(setup).not.toContainText('loading your price');
    const visitorId = async () => (await context.cookies()).find((c) => c.name === 'visitorId')?.value;
    const issued = await visitorId();
    expect(issued).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const shown = await setup.textContent();
    await page.reload();
    await expect(setup).toHaveText(shown!);
    expect(await visitorId()).toBe(issued);
  });

  test('Get started on pricing opens registration for a visitor', async ({ page }) => {
    await openPage(page, '/pricing');
    await page.getByRole('listitem', { name: 'Essentials' }).getByRole('button', { name: 'Get started' }).click();
    // The auth remote draws the modal (or the shell's fallback when it is not available): either way a dialog opens.
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('the how-it-works referral explainer leads to refer a friend', async ({ page }) => {
    await openPage(page, '/how-it-works');
    await page.getByRole('button', { name: 'How referrals work' }).click();
    const dialog = page.getByRole('dialog', { name: 'How referrals work' });
    await expect(dialog).toContainText('R195 ($10) instead of R650 ($34)');
    await dialog.getByRole('link', { name: 'Refer a friend' }).click();
    await expect(page).toHaveURL(/\/refer-a-friend$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('both of you pay less');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('the social media ads lead form validates and submits', async ({ page }) => {
    await openPage(page, '/social-media-ads');
    const email = page.getByLabel('Email');
    await email.fill('not-an-email');
    await email.blur();
    await expect(page.getByText('Valid email is required.')).toBeVisible();

    await page.getByLabel('Your name').fill('Thandi Nkosi');
    await page.getByLabel('Business name').fill('Nkosi Florists');
    await email.fill(`florist-${Date.now()}@example.com`);
    await page.getByLabel('Mobile number').fill('+27 82 123 4567');
    await page.getByRole('checkbox', { name: 'Instagram' }).check();
    await page.getByLabel('Monthly advertising budget').selectOption({ label: 'R5,000 to R15,000 a month' });
    await page.getByRole('button', { name: 'Request a call back' }).click();

    await expect(page.getByRole('status').filter({ hasText: 'Thank you, we have your details' })).toBeVisible();
    await expect(page.getByText('A social media specialist will contact you')).toBeVisible();
  });

  test('a logged-in user sees their referral link and Get started leads into the wizard', async ({ page, request, context, baseURL }) => {
    const { token } = await createAccount(request);
    await signInBrowser(context, baseURL!, token);
    await openPage(page, '/refer-a-friend');
    const link = page.getByLabel('Your referral link');
    await expect(link).toHaveValue(new RegExp(`^${baseURL}/\\?ref=[A-Za-z0-9_-]+$`));
    await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible();

    await openPage(page, '/pricing');
    await page.getByRole('listitem', { name: 'Growth' }).getByRole('button', { name: 'Get started' }).click();
    await expect(page).toHaveURL(/\/setup-search\/about$/);
  });
});
