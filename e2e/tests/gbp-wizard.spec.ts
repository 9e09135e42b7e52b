import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import sharp from 'sharp';
import { createAccount, signInBrowser } from '../support/accounts';

/** A real photo-like PNG, made fresh for the upload. */
const photo = () =>
  sharp({ create: { width: 320, height: 200, channels: 3, background: '#1d4ed8' } })
    .png()
    .toBuffer();
const certificatePdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

async function startSignedIn(page: Page, baseURL: string) {
  const { token, email } = await createAccount(page.request);
  await signInBrowser(page.context(), baseURL, token);
  await page.goto('/google-business-profile-pricing');
  await page.getByRole('button', { name: 'Get started' }).first().click();
  await expect(page).toHaveURL(/\/setup-gbp\/about$/);
  return email;
}

/** Nothing sticks out sideways: the steps work on a 360 px wide phone. */
async function expectFits(page: Page) {
  const width = page.viewportSize()!.width;
  const wider = await page.evaluate(
    (w) =>
      [...document.querySelectorAll('body *')]
        .filter((e) => e.getBoundingClientRect().right > w + 1)
        .slice(0, 5)
        .map((e) => `${e.tagName}.${e.className}`),
    width,
  );
  expect(wider, page.url()).toEqual([]);
}

async function completeSteps(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'About your business' })).toBeVisible();
  await page.getByLabel('Mobile number').fill('+27 82 555 0101');
  await page.getByLabel('Business name').fill('Sipho Plumbing');
  await page.getByLabel(/^Website/).fill('sipho.co.za');
  await page.getByLabel('Category').selectOption('Plumber');
  await page.getByLabel(/^Company registration number/).fill('2019/123456/07');
  // Asked on the first step (decision 017), so the pay step's total includes VAT from its first render.
  await page
    .getByRole('group', { name: /Is your business in South Africa/ })
    .getByRole('radio', { name: 'Yes' })
    .check();
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await expect(page).toHaveURL(/\/setup-gbp\/business$/);
  await page.getByLabel('Description').fill('Plumbing repairs, leak detection and geyser installs across Cape Town.');
  // A text file dressed up as a photo is refused, with the server's reason.
  await page
    .getByLabel('Photo of your business')
    .setInputFiles({ name: 'shop.png', mimeType: 'image/png', buffer: Buffer.from('not really a picture') });
  await expect(page.getByRole('alert').filter({ hasText: 'This file is not a PNG, JPEG or WebP image.' })).toBeVisible();
  await page.getByLabel('Photo of your business').setInputFiles({ name: 'shop.png', mimeType: 'image/png', buffer: await photo() });
  const preview = page.getByRole('img', { name: 'Preview of your business photo' });
  await expect(preview).toBeVisible();
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);
  await page
    .getByLabel('Registration certificate (optional)')
    .setInputFiles({ name: 'certificate.pdf', mimeType: 'application/pdf', buffer: certificatePdf });
  await expect(page.getByRole('link', { name: 'Download the uploaded certificate' })).toBeVisible();
  await expectFits(page);
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await expect(page).toHaveURL(/\/setup-gbp\/address$/);
  await page.getByLabel(/^Address/).fill('14 Bree Street');
  await page.getByLabel('Postal code').fill('8001');
  await page.getByLabel('City').fill('Cape Town');
  await page.getByRole('button', { name: 'Save and go to payment' }).click();
  await expect(page).toHaveURL(/\/setup-gbp\/pay$/);
}

async function payWith(page: Page, card: string) {
  await expect(page.getByRole('heading', { level: 1, name: 'Review and pay' })).toBeVisible();
  await expect(page.getByRole('note', { name: 'VAT' })).toContainText('South African business: 15% VAT included');
  await expect(page.getByRole('row', { name: /Total due today R920/ })).toBeVisible();
  await page.getByLabel('Email for your receipt').fill('owner@example.com');
  await page.getByRole('button', { name: 'Pay R920' }).click();
  const review = page.getByRole('dialog', { name: 'Check your order' });
  // The amount due sits beside the button that pays it, in view on a phone too.
  await expect(review.getByRole('button', { name: 'Continue to payment' })).toHaveAccessibleDescription('Due today R920');
  await expect(review.getByRole('button', { name: 'Continue to payment' })).toBeInViewport();
  await expect(review.getByText('Due today R920')).toBeInViewport();
  if (process.env.SCREENSHOT_DIR)
    await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/check-your-order-${page.viewportSize()!.width}.png` });
  await review.getByRole('button', { name: 'Continue to payment' }).click();
  const checkout = page.getByRole('dialog', { name: 'Test checkout' });
  await checkout.getByLabel('Card number').fill(card);
  await expectFits(page);
  await checkout.getByRole('button', { name: 'Pay' }).click();
}

test('an owner orders a business profile: four steps with a real upload, a sandbox card, then the status step', async ({
  page,
  baseURL,
}) => {
  await startSignedIn(page, baseURL!);
  await completeSteps(page);
  await payWith(page, '4084 0840 8408 4081');

  await expect(page).toHaveURL(/\/setup-gbp\/status$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your business profile' })).toBeVisible();
  await expect(page.getByText('Paid: we are building your listing')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Where most owners get stuck' })).toBeVisible();
  // A paid profile can no longer be edited through the steps.
  await page.goto('/setup-gbp/about');
  await expect(page).toHaveURL(/\/setup-gbp\/status$/);
});

test('a declined card stays on the pay step with the reason (on a phone)', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await startSignedIn(page, baseURL!);
  await completeSteps(page);
  await payWith(page, '4000 0000 0000 0002');

  await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined. Please try another card.' })).toBeVisible();
  await expect(page).toHaveURL(/\/setup-gbp\/pay$/);
  await page.reload();
  await expect(page).toHaveURL(/\/setup-gbp\/pay$/);
});
