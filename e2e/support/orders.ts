import { expect, type APIRequestContext } from '@playwright/test';
import sharp from 'sharp';

const SANDBOX_CARD = '4084 0840 8408 4081';

/** An owner's business as the wizards' first steps take it. */
export interface Business {
  business_name: string;
  business_url: string;
  address: string;
  city: string;
  zipcode: string;
}

async function posted(answer: Awaited<ReturnType<APIRequestContext['post']>>) {
  expect(answer.ok(), await answer.text()).toBeTruthy();
  return answer.json() as Promise<Record<string, unknown>>;
}

/** The search ads wizard's three steps, through the API (the South Africa answer with the first, as the wizard sends it); answers the ad's id. */
export async function fillSearchAd(request: APIRequestContext, token: string, business: Business, chargeVat: 'yes' | 'no' = 'yes') {
  const headers = { authorization: `Bearer ${token}` };
  const about = await posted(
    await request.post('/v2/search-ads', {
      headers,
      data: {
        mobile: '+27 82 555 0101',
        business_name: business.business_name,
        business_url: business.business_url,
        location_ids: ['co:ZA'],
        address: `${business.address}, ${business.city}`,
        charge_vat: chargeVat,
      },
    }),
  );
  const adsId = (about.search_ad as { id: number }).id;
  await posted(
    await request.post('/v2/search-ads', {
      headers,
      data: {
        ads_id: adsId,
        ad_details: {
          headline_1: 'Geyser Repairs Cape Town',
          headline_2: 'Burst Pipes Fixed Fast',
          headline_3: 'Call Greenleaf Today',
          desc_1: 'Licensed plumbers on call across Cape Town, with upfront prices.',
          desc_2: 'Geysers, leaks and blocked drains. Book online or call us today.',
        },
      },
    }),
  );
  await posted(
    await request.post('/v2/search-ads', {
      headers,
      data: { ads_id: adsId, keywords: ['geyser repairs cape town', 'emergency plumber'], competitors: ['Cape Plumbing Co'] },
    }),
  );
  return adsId;
}

/** The business profile wizard's three steps, with a real image and certificate upload, through the API. */
export async function fillProfile(request: APIRequestContext, token: string, business: Business) {
  const headers = { authorization: `Bearer ${token}` };
  const about = await posted(
    await request.post('/v2/google-business-profile', {
      headers,
      data: {
        mobile: '+27 82 555 0101',
        business_name: business.business_name,
        business_url: business.business_url,
        category: 'Plumber',
        registration_number: '2019/123456/07',
        charge_vat: 'yes',
      },
    }),
  );
  const gbpId = (about.profile as { id: number }).id;
  const png = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#15803d' } })
    .png()
    .toBuffer();
  const upload = async (kind: string) => {
    const answer = await posted(
      await request.post('/v2/google-business-profile/asset', {
        headers,
        multipart: { kind, file: { name: `${kind}.png`, mimeType: 'image/png', buffer: png } },
      }),
    );
    return answer.url as string;
  };
  await posted(
    await request.post('/v2/google-business-profile', {
      headers,
      data: {
        gbp_id: gbpId,
        description: 'Family-run plumbers fixing geysers, leaks and blocked drains across Cape Town since 2009.',
        image_url: await upload('image'),
        certificate_url: await upload('certificate'),
      },
    }),
  );
  await posted(
    await request.post('/v2/google-business-profile', {
      headers,
      data: { gbp_id: gbpId, address: business.address, zipcode: business.zipcode, city: business.city, country: 'South Africa' },
    }),
  );
  return gbpId;
}

/** Pays an order with the sandbox card, as the checkout would. */
export async function payInSandbox(request: APIRequestContext, token: string, email: string, product: 'search_ads' | 'gbp') {
  const headers = { authorization: `Bearer ${token}` };
  const init = await posted(
    await request.post('/v2/payments/initialize', {
      headers,
      data: { product, plan: product === 'search_ads' ? 'plan_03' : undefined, chargeVAT: true, email },
    }),
  );
  await posted(
    await request.post('/v2/payments/sandbox/charge', { headers, data: { access_code: init.access_code, card_number: SANDBOX_CARD } }),
  );
  const verified = await posted(await request.post('/v2/payments/verify', { headers, data: { reference: init.reference } }));
  expect(verified.status).toBe('success');
}
