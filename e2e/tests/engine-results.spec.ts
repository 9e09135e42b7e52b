import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { addDays, billingDay } from '@adlaunch/shared';
import { expect, test } from '../support/test';
import { createAccount, signInBrowser, uniqueEmail } from '../support/accounts';
import { fillSearchAd, payInSandbox } from '../support/orders';
import { startEngineStandins, type EngineStandins } from '../support/engine-standins';
import { startOwnSite, type OwnSite } from '../support/own-site';
import { leaveRecoveryCodes, signInStaffFirstTime } from '../support/staff';

// Decision 040: with the engines' settings pointed at the stand-ins, an owner whose ad is
// linked sees their clicks after `ops sync-results`, with nobody importing anything.

const root = path.resolve(__dirname, '../..');

/*
 * The engines' settings are the whole site's (the server's daily job syncs every linked ad): this journey
 * runs a site server of its own, pointed at the stand-ins, so that the other journeys' server stays without them.
 */
const PORT = Number(process.env.E2E_ENGINES_PORT ?? 3196);
test.use({ baseURL: `http://localhost:${PORT}` });

// What the engines answer: a day inside both the sync's range (yesterday, South African time, and the 7
// days before) and the dashboard's last 30 days, whatever the hour; campaign ids of this run's own.
const day = addDays(billingDay(), -3);
const customer = { typed: '321-654-9870', digits: '3216549870' };
const account = '4455667';
const googleCampaign = String(70_000 + (Date.now() % 10_000));
const bingCampaign = String(80_000 + (Date.now() % 10_000));

let standins: EngineStandins;
let site: OwnSite;
test.beforeAll(async () => {
  standins = await startEngineStandins({
    google: [{ customerId: customer.digits, campaignId: googleCampaign, date: day, clicks: 17, impressions: 420, costMicros: 35_500_000 }],
    microsoft: [{ accountId: account, campaignId: bingCampaign, date: day, clicks: 6, impressions: 90, spend: '12.40' }],
  });
  site = await startOwnSite(PORT, standins.env);
});
test.afterAll(async () => {
  await site?.stop();
  await standins?.stop();
});

/** An operator command against this journey's server's database, with the same engine settings, as `npm run ops` runs it. */
function ops(...args: string[]): string {
  return execFileSync('npx', ['tsx', 'api/src/ops/cli.ts', ...args], {
    cwd: root,
    env: { ...process.env, ...standins.env, DATA_DIR: site.dataDir, NODE_ENV: 'development' },
    encoding: 'utf8',
    timeout: 90_000,
  });
}

test("an owner whose ad staff link to its Google and Bing campaigns sees the engines' clicks after ops sync-results", async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const business = `Engine Plumbing ${Date.now()}`;
  const owner = await createAccount(request);
  await fillSearchAd(request, owner.token, {
    business_name: business,
    business_url: 'https://engine-plumbing.example.com',
    address: '3 Bree Street',
    city: 'Cape Town',
    zipcode: '8001',
  });
  await payInSandbox(request, owner.token, owner.email, 'search_ads');

  // Staff move the paid order live and link it to its campaigns on the order page.
  const staffEmail = uniqueEmail('staff');
  expect(ops('staff', 'add', staffEmail, 'campaigns', 'support')).toContain(staffEmail);
  await signInStaffFirstTime(page, request, staffEmail);
  await leaveRecoveryCodes(page);
  await page.getByLabel('Search').fill(business);
  await page.getByRole('button', { name: 'Search' }).click();
  await page
    .getByRole('row', { name: new RegExp(business) })
    .getByRole('link', { name: business })
    .click();
  for (const to of ['In set-up', 'Live']) {
    const form = page.getByRole('form', { name: 'Move the order' });
    await form.getByLabel('New status').selectOption({ label: to });
    await form.getByRole('button', { name: 'Move the order' }).click();
    await expect(page.getByRole('status').filter({ hasText: `Moved to ${to}.` })).toBeVisible();
  }
  const engines = page.getByRole('region', { name: 'Engine campaigns' });
  const link = async (engine: string, accountId: string, campaignId: string) => {
    const form = engines.getByRole('form', { name: 'Link a campaign' });
    await form.getByLabel('Engine').selectOption({ label: engine });
    await form.getByLabel(engine === 'Google Ads' ? 'Customer id' : 'Account id').fill(accountId);
    await form.getByLabel('Campaign id').fill(campaignId);
    await form.getByRole('button', { name: 'Link the campaign' }).click();
    await expect(engines.getByRole('status')).toHaveText(`Linked to the ${engine} campaign ${campaignId}.`);
  };
  await link('Google Ads', customer.typed, googleCampaign);
  await link('Microsoft Advertising', account, bingCampaign);
  await expect(engines.getByRole('list', { name: 'Linked campaigns' }).getByRole('listitem')).toHaveCount(2);

  // Before the sync the owner is told the figures are on their way, and sees no clicks.
  const ownerContext = await browser.newContext();
  const ownerPage = await ownerContext.newPage();
  await signInBrowser(ownerContext, baseURL!, owner.token);
  await ownerPage.goto('/dashboard');
  const updated = ownerPage.getByLabel('When your figures were updated');
  await expect(updated).toHaveText("Google's figures arrive with the next daily update. Bing's figures arrive with the next daily update.");
  const clicks = ownerPage.getByRole('list', { name: 'Totals for the last 30 days' }).getByRole('listitem').first();
  await expect(clicks).toContainText(/^Clicks\s*0(?!\d)/);

  // The operator's sync, with the same settings as the server: both engines answer, nobody imports anything.
  const output = ops('sync-results');
  expect(output).toMatch(/Google Ads: 1 linked ad, 1 days added, 0 corrected, 0 removed\./);
  expect(output).toMatch(/Microsoft Advertising: 1 linked ad, 1 days added, 0 corrected, 0 removed\./);

  await ownerPage.reload();
  await expect(clicks).toContainText(/^Clicks\s*23(?!\d)/);
  await expect(updated).toHaveText(/^Updated (this morning|this afternoon|this evening) at \d\d:\d\d from Google and Bing\.$/);

  // Staff see each engine's last update on the order page.
  await page.reload();
  await expect(engines.getByRole('region', { name: 'Google Ads' })).toContainText('Last update');
  await expect(engines.getByRole('region', { name: 'Google Ads' })).not.toContainText('None yet');
  await ownerContext.close();
});
