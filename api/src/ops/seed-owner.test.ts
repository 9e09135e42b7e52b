import {
  allowedStep,
  firstIncompleteProfileStep,
  firstIncompleteSearchStep,
  GBP_STEPS,
  SEARCH_STEPS,
  type Profile,
  type SearchAd,
} from '@adlaunch/shared';
import { createStorage } from '../adapters/storage';
import { createTestApp, type TestApp } from '../testing/test-app';
import { seedOwner } from './seed-demo';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const today = new Date('2024-06-15T08:00:00Z');

/** Logs in over the API, as the benchmark does, and reads what the wizards and the dashboard read. */
async function ownerView(email: string, password: string) {
  const login = await t.app.inject({ method: 'POST', url: '/v2/user/login', payload: { email, password } });
  expect(login.statusCode).toBe(200);
  const { token } = login.json<{ token: string }>();
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  const ad = (await get('/v2/search-ads')).json<{ search_ad: SearchAd }>().search_ad;
  const profile = (await get('/v2/google-business-profile')).json<{ profile: Profile }>().profile;
  return { get, ad, profile };
}

describe('seedOwner', () => {
  it('setting up: every step of both wizards is complete and nothing is paid, so every step opens', async () => {
    const storage = createStorage(t.config);
    await seedOwner(t.db, {
      email: 'setting-up@example.com',
      password: 'a seeded passphrase',
      scryptCost: 1024,
      stage: 'setting-up',
      today,
      storage,
    });
    const { get, ad, profile } = await ownerView('setting-up@example.com', 'a seeded passphrase');
    expect([ad.status, firstIncompleteSearchStep(ad)]).toEqual(['setup', 'pay']);
    expect([profile.status, firstIncompleteProfileStep(profile)]).toEqual(['setup', 'pay']);
    for (const step of SEARCH_STEPS) expect(allowedStep(step, SEARCH_STEPS, 'pay', ad.status)).toBe(step);
    for (const step of GBP_STEPS) expect(allowedStep(step, GBP_STEPS, 'pay', profile.status)).toBe(step);

    // The photo and the certificate are served as uploads are.
    const photo = await get(profile.image!);
    expect([photo.statusCode, photo.headers['content-type']]).toEqual([200, 'image/jpeg']);
    const certificate = await get(profile.certificate!);
    expect([certificate.statusCode, certificate.headers['content-type']]).toEqual([200, 'application/pdf']);

    const payments = await t.db.selectFrom('payments').selectAll().where('ad_id', '=', ad.id).execute();
    expect(payments).toEqual([]);
  });

  it('live: both orders paid, the ad active with the days asked for, so the status pages and the dashboard open', async () => {
    const result = await seedOwner(t.db, {
      email: 'live@example.com',
      password: 'a seeded passphrase',
      scryptCost: 1024,
      stage: 'live',
      days: 90,
      today,
      storage: createStorage(t.config),
    });
    const { get, ad, profile } = await ownerView('live@example.com', 'a seeded passphrase');
    expect(ad.status).toBe('active');
    expect(allowedStep('status', SEARCH_STEPS, firstIncompleteSearchStep(ad), ad.status)).toBe('status');
    expect(allowedStep('status', GBP_STEPS, firstIncompleteProfileStep(profile), profile.status)).toBe('status');
    const { days } = (await get(`/v2/search-ads/${ad.id}/performance`)).json<{ days: { date: string }[] }>();
    expect(days).toHaveLength(90);
    expect(days[days.length - 1].date).toBe('2024-06-14');

    // Both orders, then the search ads plan's monthly renewals over the 90 days it has run (decision 016).
    const payments = await t.db
      .selectFrom('payments')
      .select(['product', 'status', 'kind'])
      .where('user_id', '=', result.userId)
      .orderBy('id')
      .execute();
    expect(payments).toEqual([
      { product: 'search_ads', status: 'success', kind: 'order' },
      { product: 'gbp', status: 'success', kind: 'order' },
      ...Array.from({ length: 3 }, () => ({ product: 'search_ads', status: 'success', kind: 'renewal' })),
    ]);
  });

  it('is idempotent: a second run keeps the uploads and adds no rows', async () => {
    const options = {
      password: 'another passphrase',
      scryptCost: 1024,
      stage: 'live' as const,
      days: 90,
      today,
      storage: createStorage(t.config),
    };
    const count = async (table: 'users' | 'assets' | 'payments' | 'performance_days') =>
      Number(
        (
          await t.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = [await count('users'), await count('assets'), await count('payments'), await count('performance_days')];
    const image = () => ownerView('live@example.com', options.password).then((view) => view.profile.image);
    const { profile } = await ownerView('live@example.com', 'a seeded passphrase');
    await seedOwner(t.db, { email: 'live@example.com', ...options });
    expect([await count('users'), await count('assets'), await count('payments'), await count('performance_days')]).toEqual(before);
    expect(await image()).toBe(profile.image);
  });
});
