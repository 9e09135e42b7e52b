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
