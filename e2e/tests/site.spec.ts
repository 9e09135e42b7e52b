import { PUBLIC_PAGE_PATHS } from '@adlaunch/shared';
import { expect, test } from '../support/test';

test('every public route renders one h1 inside the shell', async ({ page }) => {
  for (const route of PUBLIC_PAGE_PATHS) {
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 }), route).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 }), route).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${route.replace(/[?]/g, '\\?')}$`));
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  }
});

test('an unknown path goes home', async ({ page }) => {
  await page.goto('/no-such-page/at-all');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a wizard route as a visitor goes home', async ({ page }) => {
  for (const route of ['/setup-search/about', '/setup-search/pay', '/setup-gbp/about', '/search-ads/about']) {
    await page.goto(route);
    await expect(page, route).toHaveURL(/\/$/);
  }
});

test('header links lead to their pages', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'How it works' }).click();
  await expect(page).toHaveURL(/\/how-it-works$/);
  // The new page has rendered (and taken focus) before the next menu opens.
  await expect(page.getByRole('heading', { level: 1, name: 'From sign-up to live ads in a few days' })).toBeVisible();
  await nav.getByRole('button', { name: /Products/ }).click();
  await nav.getByRole('link', { name: 'Google Business Profile' }).click();
  await expect(page).toHaveURL(/\/google-business-profile$/);
  await nav.getByRole('button', { name: /Pricing/ }).click();
  await nav.getByRole('link', { name: 'Search Ads pricing' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await nav.getByRole('link', { name: 'FAQs' }).click();
  await expect(page).toHaveURL(/\/faqs$/);
  await nav.getByRole('link', { name: 'Get Started' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await nav.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test("moving between pages of different remotes shows each page, never the previous remote's", async ({ page }) => {
  const nav = page.getByRole('navigation', { name: 'Main' });
  await page.goto('/register-gbp');
  await expect(page.getByRole('heading', { level: 1, name: 'Get started with your Google Business Profile' })).toBeVisible();
  await nav.getByRole('link', { name: 'FAQs' }).click();
  await expect(page).toHaveURL(/\/faqs$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(/temporarily unavailable/)).toHaveCount(0);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Your advertising dashboard' })).toBeVisible();
  await nav.getByRole('link', { name: 'How it works' }).click();
  await expect(page).toHaveURL(/\/how-it-works$/);
  // The new page has rendered (and taken focus) before the next menu opens.
  await expect(page.getByRole('heading', { level: 1, name: 'From sign-up to live ads in a few days' })).toBeVisible();
  await expect(page.getByText(/temporarily unavailable/)).toHaveCount(0);
});

test('footer links lead to their pages and list every contact item', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  for (const [name, path] of [
    ['Terms of service', '/terms-of-service'],
    ['Refund policy', '/refund-policy'],
    ['Privacy policy', '/privacy-policy'],
    ['How it works', '/how-it-works'],
    ['FAQs', '/faqs'],
    ['Pricing', '/pricing'],
    ['Get started', '/pricing'],
  ]) {
    await footer.getByRole('link', { name, exact: true }).click();
    await expect(page, name).toHaveURL(new RegExp(`${path}$`));
  }
  await expect(footer.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
  await expect(footer.getByRole('link', { name: 'Chat with us' })).toBeVisible();
  await expect(footer.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
  await expect(footer.locator('address')).toBeVisible();
  await expect(footer.getByRole('link', { name: 'LinkedIn' })).toBeVisible();
  await footer.getByRole('link', { name: 'Login' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('a hash scrolls smoothly to its section', async ({ page }) => {
  await page.goto('/pricing#faqs');
  await expect(page.locator('#faqs')).toBeInViewport();
});

test('a marketing remote that cannot load leaves the site working, and Retry recovers', async ({ page }) => {
  await page.route('**/remotes/mfe-marketing/**', (route) => route.abort());
  await page.goto('/pricing');
  await expect(page.getByText('This page is temporarily unavailable.')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  // Routes served by other remotes keep working.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.unroute('**/remotes/mfe-marketing/**');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the release manifest is never cached (nor shared: it carries the visitor’s report token) and remote files are immutable', async ({
  request,
}) => {
  const manifest = await request.get('/remotes.json');
  expect(manifest.headers()['cache-control']).toBe('private, no-cache');
  const { 'mfe-marketing': marketing } = (await manifest.json()) as Record<string, { entry: string }>;
  const entry = await request.get(marketing.entry);
  expect(entry.ok()).toBeTruthy();
  expect(entry.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});
