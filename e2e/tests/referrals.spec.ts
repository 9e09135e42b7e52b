import { type APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoSidewaysScroll } from '../support/page-checks';
import { createAccount, latestCode, signInBrowser, uniqueEmail } from '../support/accounts';

/** A business owner who signed up with `referrer`'s link and paid for search ads with the sandbox card. */
async function referredPayingOwner(request: APIRequestContext, referrer: string) {
  const email = uniqueEmail('referred');
  const created = await request.post('/v2/user', {
    data: { cid: 'e2e', first_name: 'Lerato', last_name: 'Mokoena', email, password: 'a cake for every party', extras: [], referrer },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  const verified = await request.post('/v2/user/verify', {
    data: { otp: await latestCode(request, email), emailAddress: email, verificationType: 'email', password: 'a cake for every party' },
  });
  const { token } = (await verified.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };

  const locations = await request.post('/v2/location-search', { headers, data: { locationTerm: 'Cape Town' } });
  const locationId = ((await locations.json()) as { list: { id: string }[] }).list[0].id;
  const about = await request.post('/v2/search-ads', {
    headers,
    data: {
      mobile: '+27 82 555 0199',
      business_name: 'Lerato Cakes',
      business_url: 'leratocakes.co.za',
      location_ids: [locationId],
      address: '12 Bree Street, Cape Town',
    },
  });
  const id = ((await about.json()) as { search_ad: { id: number } }).search_ad.id;
  await request.post('/v2/search-ads', {
    headers,
    data: {
      ads_id: id,
      ad_details: {
        headline_1: 'Birthday Cakes Cape Town',
        headline_2: 'Baked Fresh To Order',
        headline_3: 'Order Your Cake Today',
        desc_1: 'Custom birthday and wedding cakes, baked fresh in Cape Town.',
        desc_2: 'Order online and collect from Bree Street.',
      },
    },
  });
  await request.post('/v2/search-ads', {
    headers,
    data: { ads_id: id, keywords: ['birthday cakes cape town'], competitors: ['Big Bakery'] },
  });
  const init = await request.post('/v2/payments/initialize', {
    headers,
    data: { product: 'search_ads', plan: 'plan_03', chargeVAT: false, email },
  });
  expect(init.ok(), await init.text()).toBeTruthy();
  const { reference, access_code } = (await init.json()) as { reference: string; access_code: string };
  await request.post('/v2/payments/sandbox/charge', { headers, data: { access_code, card_number: '4084 0840 8408 4081' } });
  const paid = await request.post('/v2/payments/verify', { headers, data: { reference } });
  expect(((await paid.json()) as { status: string }).status).toBe('success');
}

test('an owner whose referral has paid sees the reward pending on the dashboard and the refer-a-friend page', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const owner = await createAccount(request, uniqueEmail('referrer'));
  const summary = await request.post('/v2/token-login', { headers: { authorization: `Bearer ${owner.token}` } });
  const { referralCode } = ((await summary.json()) as { user: { referralCode: string } }).user;
  await referredPayingOwner(request, referralCode);

  await signInBrowser(context, baseURL!, owner.token);
  await page.goto('/dashboard');
  const rewards = page.getByRole('region', { name: 'Referral rewards' });
  await expect(rewards).toContainText('1 reward pending');
  await expect(rewards).toContainText('A business you referred signed up and paid.');
  await rewards.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('dashboard-rewards-1366.png') });

  await rewards.getByRole('link', { name: 'Refer a friend' }).click();
  await expect(page).toHaveURL(/\/refer-a-friend$/);
  await expect(page.getByText('1 referral reward pending')).toBeVisible();
  await page.setViewportSize({ width: 360, height: 740 });
  await page.getByText('1 referral reward pending').scrollIntoViewIfNeeded();
  await expectNoSidewaysScroll(page, '/refer-a-friend at 360 px');
  await page.screenshot({ path: test.info().outputPath('refer-a-friend-rewards-360.png') });
  await page.goto('/dashboard');
  await expect(page.getByRole('region', { name: 'Referral rewards' })).toContainText('1 reward pending');
  await expectNoSidewaysScroll(page, 'dashboard rewards at 360 px');
  await page.getByRole('region', { name: 'Referral rewards' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('dashboard-rewards-360.png') });
});
