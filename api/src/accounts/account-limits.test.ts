import sharp from 'sharp';
import { createStorage } from '../adapters/storage';
import { createTestApp, type TestApp } from '../testing/test-app';
import { ACCOUNT_LIMITS, LIMIT_MESSAGES, sweepUnattachedUploads } from './account-limits';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const about = {
  mobile: '+27 82 555 0101',
  business_name: 'Sipho Plumbing',
  business_url: 'sipho.co.za',
  location_ids: ['co:ZA'],
  address: '1 Long St, Cape Town',
};
const gbpAbout = {
  mobile: '+27 82 555 0101',
  business_name: 'Sipho',
  business_url: 'sipho.co.za',
  category: 'Plumber',
  registration_number: '2019/123456/07',
};
const post = (url: string, headers: Record<string, string>, payload: object) => t.app.inject({ method: 'POST', url, headers, payload });

let png: Buffer;
beforeAll(async () => {
  png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0af' } })
    .png()
    .toBuffer();
});

async function upload(headers: Record<string, string>, kind = 'image') {
  const form = new FormData();
  form.append('kind', kind);
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'a.png');
  const request = new Request('http://x', { method: 'POST', body: form });
  return t.app.inject({
    method: 'POST',
    url: '/v2/google-business-profile/asset',
    headers: { ...headers, 'content-type': request.headers.get('content-type')! },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

describe('per-account limits', () => {
  it(`starts at most ${ACCOUNT_LIMITS.searchAdsPerDay} search campaigns a day; saving an existing one goes on working`, async () => {
    const { headers } = await t.createUser();
    const ids: number[] = [];
    for (let i = 0; i < ACCOUNT_LIMITS.searchAdsPerDay; i++) {
      const res = await post('/v2/search-ads', headers, about);
      expect(res.statusCode).toBe(200);
      ids.push(res.json().search_ad.id);
    }
    const refused = await post('/v2/search-ads', headers, about);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toBe(LIMIT_MESSAGES.searchAds);
    expect((await post('/v2/search-ads', headers, { ...about, ads_id: ids[0] })).statusCode).toBe(200);
    // Another account has its own allowance.
    expect((await post('/v2/search-ads', (await t.createUser()).headers, about)).statusCode).toBe(200);
  });

  it(`starts at most ${ACCOUNT_LIMITS.profilesPerDay} business profiles a day`, async () => {
    const { headers } = await t.createUser();
    for (let i = 0; i < ACCOUNT_LIMITS.profilesPerDay; i++)
      expect((await post('/v2/google-business-profile', headers, gbpAbout)).statusCode).toBe(200);
    const refused = await post('/v2/google-business-profile', headers, gbpAbout);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toBe(LIMIT_MESSAGES.profiles);
  });

  it(`takes at most ${ACCOUNT_LIMITS.uploadsPerDay} uploads a day`, async () => {
    const { headers } = await t.createUser();
    for (let i = 0; i < ACCOUNT_LIMITS.uploadsPerDay; i++) expect((await upload(headers)).statusCode).toBe(201);
    const refused = await upload(headers);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toBe(LIMIT_MESSAGES.uploads);
  });
});

describe('sweeping unattached uploads', () => {
  it(`removes uploads no profile uses once they are ${ACCOUNT_LIMITS.unattachedUploadHours} hours old, and keeps the rest`, async () => {
    const { user, headers } = await t.createUser();
    const attachedImage = (await upload(headers)).json().url as string;
    const attachedCertificate = (await upload(headers, 'certificate')).json().url as string;
    const loose = (await upload(headers)).json().url as string;
    const stamp = new Date().toISOString();
    await t.db
      .insertInto('profiles')
      .values({
        user_id: user.id,
        status: 'setup',
        image: attachedImage,
        certificate: attachedCertificate,
        created_at: stamp,
        updated_at: stamp,
      })
      .execute();
    const storage = createStorage(t.config);
    const hours = (h: number) => new Date(Date.now() + h * 3_600_000);
    const get = (url: string) => t.app.inject({ method: 'GET', url });

    expect(await sweepUnattachedUploads(t.db, storage, hours(23))).toBe(0);
    expect((await get(loose)).statusCode).toBe(200);

    expect(await sweepUnattachedUploads(t.db, storage, hours(25))).toBeGreaterThanOrEqual(1);
    expect((await get(loose)).statusCode).toBe(404);
    expect(await storage.get(loose.split('/').pop()!)).toBeNull();
    for (const url of [attachedImage, attachedCertificate]) expect((await get(url)).statusCode).toBe(200);
  });
});
