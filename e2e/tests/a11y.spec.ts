import { PUBLIC_PAGE_PATHS } from '@adlaunch/shared';
import { expect, test } from '../support/test';
import sharp from 'sharp';
import { createAccount, signInBrowser } from '../support/accounts';
import { expectAccessible } from '../support/page-checks';

test('every public page passes axe', async ({ page }) => {
  test.setTimeout(180_000);
  for (const route of PUBLIC_PAGE_PATHS) {
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page, route);
  }
});

test('the auth modal passes axe on its login and registration views', async ({ page }) => {
  for (const view of ['login', 'register']) {
    await page.goto(`/pricing?auth=${view}`);
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectAccessible(page, `auth modal ${view}`);
  }
});

test('each wizard step passes axe', async ({ page, context, request, baseURL }) => {
  test.setTimeout(180_000);
  const { token, email } = await createAccount(request);
  await signInBrowser(context, baseURL!, token);
  const auth = { authorization: `Bearer ${token}` };

  await page.goto('/setup-search/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page, '/setup-search/about');

  const about = await request.post('/v2/search-ads', {
    headers: auth,
    data: {
      mobile: '+27 82 555 0101',
      business_name: 'Karoo Coffee',
      business_url: 'karoocoffee.co.za',
      location_ids: [],
      address: '1 Long Street, Cape Town',
    },
  });
  const locations = await request.post('/v2/location-search', { headers: auth, data: { locationTerm: 'Cape Town' } });
  const locationId = ((await locations.json()) as { list: { id: string }[] }).list[0].id;
  const adId = ((await about.json()) as { search_ad?: { id: number } }).search_ad?.id;
  const saved = await request.post('/v2/search-ads', {
    headers: auth,
    data: {
      ads_id: adId,
      mobile: '+27 82 555 0101',
      business_name: 'Karoo Coffee',
      business_url: 'karoocoffee.co.za',
      location_ids: [locationId],
      address: '1 Long Street, Cape Town',
    },
  });
  const id = ((await saved.json()) as { search_ad: { id: number } }).search_ad.id;
  await request.post('/v2/search-ads', {
    headers: auth,
    data: {
      ads_id: id,
      ad_details: {
        headline_1: 'Fresh Karoo Coffee',
        headline_2: 'Roasted in Cape Town',
        headline_3: 'Order Online Today',
        desc_1: 'Small-batch coffee roasted daily.',
        desc_2: 'Free delivery in the city bowl.',
      },
    },
  });
  await request.post('/v2/search-ads', { headers: auth, data: { ads_id: id, keywords: ['coffee beans'], competitors: ['Big Coffee'] } });
  for (const step of ['details', 'keywords', 'pay']) {
    await page.goto(`/setup-search/${step}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/setup-search/${step}$`));
    await expectAccessible(page, `/setup-search/${step}`);
  }

  await page.goto('/setup-gbp/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page, '/setup-gbp/about');
  const profile = await request.post('/v2/google-business-profile', {
    headers: auth,
    data: {
      mobile: '+27 82 555 0101',
      business_name: 'Karoo Coffee',
      business_url: 'karoocoffee.co.za',
      category: 'Coffee shop',
      registration_number: '2019/123456/07',
    },
  });
  const gbpId = ((await profile.json()) as { profile: { id: number } }).profile.id;
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#1d4ed8' } })
    .png()
    .toBuffer();
  const upload = async (kind: string) => {
    const res = await request.post('/v2/google-business-profile/asset', {
      headers: auth,
      multipart: { kind, file: { name: `${kind}.png`, mimeType: 'image/png', buffer: png } },
    });
    return ((await res.json()) as { url: string }).url;
  };
  await request.post('/v2/google-business-profile', {
    headers: auth,
    data: {
      gbp_id: gbpId,
      description: 'Small-batch coffee roasters in the heart of Cape Town.',
      image_url: await upload('image'),
      certificate_url: await upload('certificate'),
    },
  });
  await request.post('/v2/google-business-profile', {
    headers: auth,
    data: { gbp_id: gbpId, address: '1 Long Street', zipcode: '8001', city: 'Cape Town', country: 'South Africa' },
  });
  for (const step of ['business', 'address', 'pay']) {
    await page.goto(`/setup-gbp/${step}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/setup-gbp/${step}$`));
    await expectAccessible(page, `/setup-gbp/${step}`);
  }

  // Both orders paid with the sandbox card, so that the status steps show.
  for (const [product, wizard] of [
    ['search_ads', 'setup-search'],
    ['gbp', 'setup-gbp'],
  ] as const) {
    const init = await request.post('/v2/payments/initialize', {
      headers: auth,
      data: { product, plan: product === 'search_ads' ? 'plan_03' : undefined, chargeVAT: false, email },
    });
    expect(init.ok(), await init.text()).toBeTruthy();
    const { reference, access_code } = (await init.json()) as { reference: string; access_code: string };
    await request.post('/v2/payments/sandbox/charge', { headers: auth, data: { access_code, card_number: '4084 0840 8408 4081' } });
    const verified = await request.post('/v2/payments/verify', { headers: auth, data: { reference } });
    expect(((await verified.json()) as { status: string }).status).toBe('success');
    await page.goto(`/${wizard}/status`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/${wizard}/status$`));
    await expectAccessible(page, `/${wizard}/status`);
  }

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page, '/dashboard (logged in)');
});

test('the site works by keyboard alone', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main')).toBeFocused();

  const products = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: /Products/ });
  await products.focus();
  await page.keyboard.press('Enter');
  await expect(products).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Google and Bing Search Ads' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search-ads$/);

  const login = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Log In' });
  await login.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(login).toBeFocused();
});
