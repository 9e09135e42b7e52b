import Fastify from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { createTestApp, type TestApp } from '../testing/test-app';
import { databaseRateLimitStore } from './rate-limit-store';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function instance() {
  const app = Fastify();
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(t.db) });
  app.get('/limited', { config: { rateLimit: { max: 2, timeWindow: 60_000 } } }, async () => ({ ok: true }));
  await app.ready();
  return app;
}

it('shares one count between two API instances on the same database', async () => {
  const first = await instance();
  const second = await instance();
  expect((await first.inject('/limited')).statusCode).toBe(200);
  expect((await second.inject('/limited')).statusCode).toBe(200);
  const third = await first.inject('/limited');
  expect(third.statusCode).toBe(429);
  expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
  await first.close();
  await second.close();
});

it('starts a new window once the old one has run out', async () => {
  const Store = databaseRateLimitStore(t.db);
  const store = new Store({}, 'test|');
  const incr = (window: number) =>
    new Promise<number>((resolve, reject) => store.incr('k', (e, r) => (e ? reject(e) : resolve(r!.current)), window));
  expect(await incr(60_000)).toBe(1);
  expect(await incr(60_000)).toBe(2);
  await t.db
    .updateTable('rate_limits')
    .set({ window_start: Date.now() - 120_000 })
    .where('key', '=', 'test|k')
    .execute();
  expect(await incr(60_000)).toBe(1);
});

describe('red team: rate_limits rows are never deleted', () => {
  it('removes the rows whose window ran out long ago, and keeps the counting ones', async () => {
    const Store = databaseRateLimitStore(t.db);
    const store = new Store({}, 'expiry|');
    const day = 86_400_000;
    await t.db
      .insertInto('rate_limits')
      .values([
        { key: 'expiry|stale-1', count: 7, window_start: Date.now() - 2 * day },
        { key: 'expiry|stale-2', count: 1, window_start: Date.now() - day - 60_000 },
        { key: 'expiry|recent', count: 3, window_start: Date.now() - 60_000 },
      ])
      .execute();
    await new Promise<void>((resolve, reject) => store.incr('fresh', (e) => (e ? reject(e) : resolve()), 60_000));
    const keys = (await t.db.selectFrom('rate_limits').select('key').where('key', 'like', 'expiry|%').orderBy('key').execute()).map(
      (r) => r.key,
    );
    expect(keys).toEqual(['expiry|fresh', 'expiry|recent']);
  });
});
