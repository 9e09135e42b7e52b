import { execFileSync } from 'node:child_process';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/test';
import { signInBrowser } from '../support/accounts';

const root = path.resolve(__dirname, '../..');
const DEMO_EMAIL = 'demo@example.com';
const DEMO_PASSWORD = `demo-${Date.now()}-dashboard`;

test.describe.configure({ mode: 'serial' });

test.beforeAll(() => {
  // The server runs on an empty database in E2E_DATA_DIR; the seed writes to it beside the server (SQLite WAL).
  const output = execFileSync('npx', ['tsx', 'api/src/ops/seed-demo.ts'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, DEMO_PASSWORD, NODE_ENV: 'development' },
    encoding: 'utf8',
    timeout: 60_000,
  });
  expect(output).toContain(`email:    ${DEMO_EMAIL}`);
});

async function demoToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/v2/user/login', { data: { email: DEMO_EMAIL, password: DEMO_PASSWORD } });
  expect(res.ok(), await res.text()).toBeTruthy();
  const { token } = (await res.json()) as { token: string };
  return token;
}

test('a visitor sees what the dashboard offers and a Log In button, without a redirect', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Your advertising dashboard' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('button', { name: 'Log In' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/dashboard');
});

test('on a phone, an owner with a campaign who logs in on the home page lands on the dashboard, the menu closed', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Menu' });
  await toggle.click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Log In' }).click();
  const login = page.getByRole('dialog', { name: 'Log in' });
  await login.getByLabel('Email').fill(DEMO_EMAIL);
  await login.getByLabel('Password').fill(DEMO_PASSWORD);
  await login.getByRole('button', { name: 'Log In', exact: true }).click();
  // The modal finishes first (closed, "You are logged in."), then the owner goes on to the dashboard.
  await expect(login).toHaveCount(0);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your dashboard' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Log Out' })).toBeHidden();
});

test('the demo account sees its status, chart and payments', async ({ page, context, request, baseURL }) => {
  await signInBrowser(context, baseURL!, await demoToken(request));
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Your dashboard' })).toBeVisible();

  const adCard = page.getByRole('region', { name: 'Search ads' });
  await expect(adCard.getByText('Live', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Google Business Profile' }).getByText('Awaiting verification')).toBeVisible();

  const chart = page.getByRole('figure', { name: 'Clicks and views per day, last 30 days' });
  await expect(chart).toBeVisible();
  // The chart's code loads as its figure comes near the screen, as the owner scrolls to it.
  await chart.scrollIntoViewIfNeeded();
  await expect(chart.locator('.recharts-bar-rectangle').first()).toBeVisible();
  expect(await chart.locator('.recharts-bar-rectangle').count()).toBeGreaterThan(20);
  const clicks = page.getByRole('list', { name: 'Totals for the last 30 days' }).getByRole('listitem').first();
  await expect(clicks).not.toContainText(/Clicks\s*0\b/);
  await expect(clicks).toContainText(/on the previous 30 days/);

  await page.getByRole('radio', { name: '90 days' }).check();
  await expect(page.getByRole('figure', { name: 'Clicks and views per day, last 90 days' })).toBeVisible();

  const payments = page.getByRole('table', { name: 'Your payments, newest first' });
  await expect(payments.getByRole('row', { name: /DEMO-\d+-ADS/ })).toContainText('Paid');
  await expect(payments.getByRole('row', { name: /DEMO-\d+-GBP/ })).toContainText('Paid');
  // The two orders and the search ads plan's two monthly renewals since (decision 016), each with its invoice.
  await expect(payments.getByRole('row', { name: /DEMO-\d+-RENEWAL-ADS-/ })).toHaveCount(2);
  await expect(payments.getByRole('row', { name: /Total paid \(4 payments\)/ })).toBeVisible();

  await payments.getByRole('button', { name: /^Invoice INV-\S+ for DEMO-\d+-ADS$/ }).click();
  const receipt = page.getByRole('dialog', { name: /^Tax invoice INV-/ });
  await expect(receipt.getByRole('article')).toContainText('Demo Owner');
  await page.keyboard.press('Escape');
  await expect(receipt).toBeHidden();
});

test('pausing and resuming the ad changes its status and survives a reload', async ({ page, context, request, baseURL }) => {
  await signInBrowser(context, baseURL!, await demoToken(request));
  await page.goto('/dashboard?search');
  const adCard = page.getByRole('region', { name: 'Search ads' });
  await expect(adCard.getByText('Live', { exact: true })).toBeVisible();
  await expect(adCard.getByRole('heading', { name: 'Search ads', exact: true })).toBeFocused();

  await adCard.getByRole('button', { name: 'Pause ads' }).click();
  const pause = page.getByRole('dialog', { name: 'Pause your search ads?' });
  await pause.getByRole('button', { name: 'Pause ads' }).click();
  await expect(pause).toBeHidden();
  await expect(adCard.getByText('Paused', { exact: true })).toBeVisible();
  await expect(adCard.getByRole('status')).toHaveText('Your search ads are paused.');
  // A paused campaign's pace says so: never "on track" or "on pace".
  await expect(page.getByRole('region', { name: 'Spend this paid period' })).toContainText('Paused: your ads are not running');
  await expect(page.getByRole('main')).not.toContainText(/On track|on pace/);

  await page.reload();
  await expect(adCard.getByText('Paused', { exact: true })).toBeVisible();
  await adCard.getByRole('button', { name: 'Resume ads' }).click();
  await page.getByRole('dialog', { name: 'Resume your search ads?' }).getByRole('button', { name: 'Resume ads' }).click();
  await expect(adCard.getByText('Live', { exact: true })).toBeVisible();

  await page.reload();
  await expect(adCard.getByText('Live', { exact: true })).toBeVisible();
  await expect(adCard.getByRole('button', { name: 'Pause ads' })).toBeVisible();
});

test('the dashboard fits a 360 px screen and has no detectable accessibility violations', async ({ page, context, request, baseURL }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await signInBrowser(context, baseURL!, await demoToken(request));
  await page.goto('/dashboard');
  const chart = page.getByRole('figure', { name: /Clicks and views per day/ });
  await chart.scrollIntoViewIfNeeded();
  await expect(chart.locator('.recharts-bar-rectangle').first()).toBeVisible();
  if (process.env.DASHBOARD_SCREENSHOT) await page.screenshot({ path: process.env.DASHBOARD_SCREENSHOT, fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const results = await new AxeBuilder({ page }).include('main').analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});
