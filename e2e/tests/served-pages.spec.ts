import { test as plain, type Page, type Route } from '@playwright/test';
import { PUBLIC_PAGE_PATHS } from '@adlaunch/shared';
import { expect, test, waitForApp } from '../support/test';

// A served page works the moment it shows (decision 033): it is never inert, its links are links
// with scripts off, what is typed or opened before the app starts is kept, and prices are in the page
// as served.

const isServed = (page: Page) => page.evaluate(() => document.getElementById('root')!.hasAttribute('data-prerendered'));

/**
 * Holds the app's script back until `release()`, so a test acts on the served page, as a slow phone would.
 * Such a page is opened up to `domcontentloaded`: a script added before the load event delays it.
 */
async function holdApp(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/main.js', async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('no served page is inert, and every link in its header, main and footer leads to a page that is served', async ({ request }) => {
  const checked = new Set<string>();
  for (const path of PUBLIC_PAGE_PATHS) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain('<div id="root" data-prerendered>');
    expect(html, path).not.toMatch(/\sinert[\s>=]/);
    for (const [, href] of html.matchAll(/<a [^>]*href="(\/[^"#]*)"/g)) {
      if (checked.has(href)) continue;
      checked.add(href);
      const answer = await request.get(href);
      expect(answer.status(), `${path} links to ${href}`).toBe(200);
      expect(await answer.text(), `${href} is served with its content`).toContain('data-prerendered');
    }
  }
  expect(checked.size).toBeGreaterThan(15);
});

plain.describe('with scripts off', () => {
  plain.use({ javaScriptEnabled: false });

  plain('the header and main links navigate, and the prices are there', async ({ page }) => {
    await page.goto('/');
    await page
      .getByRole('main')
      .getByRole('link', { name: /plans and prices/i })
      .first()
      .click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('loading your price')).toHaveCount(0);
    await expect(page.getByRole('main')).toContainText(/R\d[\d,]*/);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'How it works' }).click();
    await expect(page).toHaveURL(/\/how-it-works$/);
    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQs' }).click();
    await expect(page).toHaveURL(/\/faqs$/);
  });

  plain('a form sent without scripts puts nothing typed in the address and comes back to its page', async ({ page }) => {
    await page.goto('/social-media-ads');
    await page.getByRole('form', { name: 'Social media ads enquiry' }).getByLabel('Email').fill('thandi@example.com');
    await page.getByRole('form', { name: 'Social media ads enquiry' }).getByLabel('Email').press('Enter');
    await page.waitForLoadState('load');
    expect(new URL(page.url()).pathname).toBe('/social-media-ads');
    expect(page.url()).not.toContain('thandi');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  plain('on a phone the menu is open, so its links work', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/faqs');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'How it works' }).click();
    await expect(page).toHaveURL(/\/how-it-works$/);
  });
});

plain('what is typed, ticked and focused before the app starts is in the app’s form', async ({ page }) => {
  const release = await holdApp(page);
  await page.goto('/social-media-ads', { waitUntil: 'domcontentloaded' });
  const form = page.getByRole('form', { name: 'Social media ads enquiry' });
  await form.getByLabel('Your name').fill('Thandi Nkosi');
  await form.getByLabel('Business name').fill('Nkosi Plumbing');
  await form.getByRole('checkbox', { name: /Instagram/ }).check();
  await form.getByLabel('Email').click();
  await page.keyboard.type('thandi@');
  expect(await isServed(page)).toBe(true);

  release();
  await waitForApp(page);
  await page.keyboard.type('nkosi.example');
  await expect(form.getByLabel('Your name')).toHaveValue('Thandi Nkosi');
  await expect(form.getByLabel('Business name')).toHaveValue('Nkosi Plumbing');
  await expect(form.getByRole('checkbox', { name: /Instagram/ })).toBeChecked();
  await expect(form.getByLabel('Email')).toHaveValue('thandi@nkosi.example');
  await expect(form.getByLabel('Email')).toBeFocused();
});

plain('a menu opened and a form sent before the app starts stay open and are sent by the app', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const release = await holdApp(page);
  await page.goto('/social-media-ads', { waitUntil: 'domcontentloaded' });
  const menu = page.getByRole('button', { name: 'Menu' });
  await menu.click();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'How it works' })).toBeVisible();
  await page.getByRole('form', { name: 'Social media ads enquiry' }).getByLabel('Your name').fill('Thandi');
  await page.getByRole('form', { name: 'Social media ads enquiry' }).getByLabel('Your name').press('Enter');
  // The served page neither reloads nor puts the form in the address.
  expect(new URL(page.url()).search).toBe('');
  expect(await isServed(page)).toBe(true);

  release();
  await waitForApp(page);
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByRole('link', { name: 'How it works' })).toBeVisible();
  // The app checked the form it was handed: the fields still missing say so.
  await expect(page.getByRole('form', { name: 'Social media ads enquiry' }).getByLabel('Business name')).toHaveAttribute(
    'aria-invalid',
    'true',
  );
});

plain('a form the server answers, sent before the app starts, goes to the server, whose answer starts no app', async ({ page }) => {
  const release = await holdApp(page);
  let appRequests = 0;
  page.on('request', (r) => (appRequests += new URL(r.url()).pathname === '/main.js' ? 1 : 0));
  await page.goto('/login', { waitUntil: 'domcontentloaded' });
  await page.getByLabel('Email', { exact: true }).fill('thandi@nkosi.example');
  await page.getByRole('button', { name: 'Email me a code' }).click();
  // Decision 041: the press acts at once, without waiting for the app: the server answers the code step.
  await expect(page.getByLabel('Code from the email')).toBeVisible();
  await expect(page.getByText('thandi@nkosi.example')).toBeVisible();
  expect(await page.locator('#root').getAttribute('data-post-answer')).toBe('');
  release();
  await page.waitForTimeout(500);
  expect(await isServed(page)).toBe(true);
  expect(appRequests).toBe(1);
});

plain('a page with prices is served with the visitor’s own prices, and the app shows the same ones', async ({ page, request }) => {
  const served = await (await request.get('/pricing')).text();
  expect(served).not.toContain('loading your price');
  expect(served).toMatch(/<meta name="price-variant" content="[AB]">/);

  const release = await holdApp(page);
  await page.goto('/pricing', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const before = (await page.getByRole('main').textContent())!;
  expect(before).not.toContain('…');
  release();
  await waitForApp(page);
  await expect(page.getByRole('main')).toHaveText(before);
});
