import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '../support/test';
import { createAccount, signInBrowser } from '../support/accounts';

const root = path.resolve(__dirname, '../..');
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** An operator command against the server's database (SQLite in E2E_DATA_DIR, written beside the running server). */
function ops(...args: string[]): string {
  return execFileSync('npx', ['tsx', 'api/src/ops/cli.ts', ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, NODE_ENV: 'development' },
    encoding: 'utf8',
    timeout: 60_000,
  });
}

const iso = (d: Date) => d.toISOString().slice(0, 10);
const today = new Date();
const firstOfThisMonth = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1));
const firstOfLastMonth = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, 1));
const lastMonth = iso(firstOfLastMonth).slice(0, 7);
const lastMonthLabel = `${MONTHS[firstOfLastMonth.getUTCMonth()]} ${firstOfLastMonth.getUTCFullYear()}`;
const daysInLastMonth = (firstOfThisMonth.getTime() - firstOfLastMonth.getTime()) / 86_400_000;

test('a paid owner with statistics gets the monthly report by email and sees it, the pacing and the words to exclude on the dashboard', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const { email, token } = await createAccount(request);
  const auth = { Authorization: `Bearer ${token}` };
  const about = await request.post('/v2/search-ads', {
    headers: auth,
    data: {
      mobile: '+27 82 555 0101',
      business_name: 'Report Plumbing',
      business_url: 'report-plumbing.example.com',
      location_ids: ['st:ZA:WC'],
      address: '1 Long St, Cape Town',
    },
  });
  expect(about.ok(), await about.text()).toBeTruthy();
  const { id } = (await about.json()).search_ad as { id: number };
  const keywords = await request.post('/v2/search-ads', {
    headers: auth,
    data: { ads_id: id, keywords: ['plumber'], competitors: ['DrainPro'], negative_keywords: ['free', 'jobs'] },
  });
  expect(keywords.ok(), await keywords.text()).toBeTruthy();

  // Operators launch the campaign and import its daily statistics: every day of last month and of this
  // month so far, at R400 a day, far above the daily cap of a R4,800 monthly budget.
  expect(ops('status', 'search', String(id), 'active', '--force')).toContain('-> active');
  const rows: string[] = [];
  for (let day = firstOfLastMonth; iso(day) < iso(today); day = new Date(day.getTime() + 86_400_000))
    rows.push(`${iso(day)},20,400,400.00`);
  const csv = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'reports-e2e-')), 'report.csv');
  fs.writeFileSync(csv, `Day,Clicks,Impr.,Cost\n${rows.join('\n')}\n`);
  expect(ops('import-stats', String(id), csv)).toContain(`Imported ${rows.length}`);

  const clicks = (20 * daysInLastMonth).toLocaleString('en-US');
  expect(ops('send-reports', '--month', lastMonth)).toMatch(new RegExp(`Monthly reports for ${lastMonth}: \\d+ queued \\([^)]*${email}`));
  // Idempotent: a second run sends this owner nothing more.
  expect(ops('send-reports', '--month', lastMonth)).not.toContain(email);

  const outbox = await request.get(`/__dev/outbox?to=${encodeURIComponent(email)}`);
  const { messages } = (await outbox.json()) as { messages: { subject: string; text: string; html?: string }[] };
  const reports = messages.filter((m) => m.subject.startsWith('Your '));
  expect(reports).toHaveLength(1);
  expect(reports[0].subject).toBe(`Your ${lastMonthLabel} search ads results: ${clicks} clicks`);
  expect(reports[0].text).toContain(`Clicks: ${clicks}`);
  expect(reports[0].text).toContain(`/dashboard?report=${lastMonth}`);
  expect(reports[0].html).toContain(`${lastMonthLabel} results`);
  // One word for one thing (views), and no change against a month the ads did not run for whole.
  expect(reports[0].text).toContain('Views: ');
  expect(reports[0].text).not.toMatch(/impressions/i);
  expect(reports[0].text).toContain(`${lastMonthLabel} is your first full month`);

  await signInBrowser(context, baseURL!, token);
  await page.goto(`/dashboard?report=${lastMonth}`);
  const adCard = page.getByRole('region', { name: 'Search ads' });
  await expect(adCard.getByText('free, jobs')).toBeVisible();

  const reportsSection = page.getByRole('region', { name: 'Monthly reports' });
  await expect(reportsSection.getByRole('button', { name: lastMonthLabel })).toHaveAttribute('aria-pressed', 'true');
  const report = reportsSection.getByRole('article', { name: `${lastMonthLabel} results` });
  await expect(report).toContainText(`Clicks${clicks}`);
  await expect(report).toContainText('Emailed to you on');
  await expect(report).toContainText(`${lastMonthLabel} is your first full month`);
  await expect(report).not.toContainText('on the month before');
  await expect(report.getByText('Views', { exact: true })).toBeVisible();

  // On a phone every report value stays on one line, inside the screen.
  await page.setViewportSize({ width: 360, height: 740 });
  const values = await report.locator('dd > span:first-child').evaluateAll((spans) =>
    spans.map((s) => {
      const box = s.getBoundingClientRect();
      return { text: s.textContent, right: box.right, height: box.height, fontSize: parseFloat(getComputedStyle(s).fontSize) };
    }),
  );
  expect(values).toHaveLength(4);
  for (const v of values) {
    expect(v.right, `${v.text} inside the screen`).toBeLessThanOrEqual(360);
    expect(v.height, `${v.text} on one line`).toBeLessThan(v.fontSize * 2);
  }
  await page.setViewportSize({ width: 1366, height: 900 });

  const pacing = page.getByRole('region', { name: /^Spend this (paid period|month)$/ });
  await expect(pacing).toContainText('Daily cap');
  await expect(pacing.getByRole('status')).toContainText(/Spend is (running ahead of pace|over this (period|month)’s budget)/);
});
