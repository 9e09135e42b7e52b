import { runOps } from '../ops/cli';
import { promoService } from './promo-codes';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const promos = promoService(t.db);
  await promos.create({ code: 'launch50', type: 'percent', percentage: 50 });
  await promos.create({ code: 'FREEBIE', type: 'free' });
  await promos.create({ code: 'OLD10', type: 'percent', percentage: 10, expiresOn: '2020-01-31' });
  await promos.create({ code: 'PAUSED', type: 'free' });
  await t.db.updateTable('promo_codes').set({ active: 0 }).where('code', '=', 'PAUSED').execute();
});
afterAll(() => t.close());

const apply = async (promo_code: unknown, url = '/v2/promo_code/') => {
  const { headers } = await t.createUser();
  return t.app.inject({ method: 'POST', url, headers, payload: { promo_code } });
};

describe('POST /v2/promo_code/', () => {
  it('answers a valid code, whatever its case', async () => {
    const res = await apply(' Launch50 ');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: expect.any(Number), type: 'percent', percentage: 50 });
    expect((await apply('freebie', '/v2/promo_code')).json()).toMatchObject({ type: 'free', percentage: null });
  });

  it.each(['NOPE', 'OLD10', 'PAUSED'])('refuses %s with a 404 and a message', async (code) => {
    const res = await apply(code);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('That promo code is not valid.');
  });

  it('refuses an empty code and visitors', async () => {
    expect((await apply('')).statusCode).toBe(400);
    const anonymous = await t.app.inject({ method: 'POST', url: '/v2/promo_code/', payload: { promo_code: 'LAUNCH50' } });
    expect(anonymous.statusCode).toBe(401);
  });

  it('keeps a code valid through its expiry day', async () => {
    const tomorrow = new Date(Date.now() + 86400_000).toISOString().slice(0, 10);
    await promoService(t.db).create({ code: 'SOON', type: 'percent', percentage: 5, expiresOn: tomorrow });
    expect((await apply('SOON')).statusCode).toBe(200);
  });
});

describe('npm run ops -- promo', () => {
  const dataDir = () => t.config.dataDir;
  async function ops(...args: string[]) {
    const lines: string[] = [];
    const previous = process.env.DATA_DIR;
    process.env.DATA_DIR = dataDir();
    try {
      const code = await runOps(args, (l) => lines.push(l));
      return { code, text: lines.join('\n') };
    } finally {
      process.env.DATA_DIR = previous;
    }
  }

  it('creates and lists codes, and explains mistakes', async () => {
    if (t.dialect !== 'sqlite') return;
    expect(await ops('promo', 'create', 'winter', 'percent', '20', '--expires', '2099-06-30')).toEqual({
      code: 0,
      text: 'Created WINTER (20% off, valid through 2099-06-30).',
    });
    expect((await ops('promo', 'create', 'WINTER', 'free')).code).toBe(1);
    expect((await ops('promo', 'create', 'XPCT', 'percent', '0')).text).toMatch(/percentage from 1 to 100/);
    expect((await ops('promo', 'create', 'BAD', 'half')).code).toBe(1);
    expect((await ops('promo', 'create', 'DATE', 'free', '--expires', 'soon')).text).toMatch(/--expires takes a date/);
    const list = await ops('promo', 'list');
    expect(list.text).toMatch(/WINTER\t20% off\tactive\texpires 2099-06-30/);
    expect(list.text).toMatch(/OLD10\t10% off\texpired/);
    expect(list.text).toMatch(/PAUSED\tfree\tinactive/);
  });

  it('moves an ad or profile to another status', async () => {
    if (t.dialect !== 'sqlite') return;
    const { user } = await t.createUser();
    const stamp = new Date().toISOString();
    const ad = await t.db
      .insertInto('search_ads')
      .values({
        user_id: user.id,
        status: 'paid',
        locations: '[]',
        keywords: '[]',
        competitors: '[]',
        budget_cents: 0,
        created_at: stamp,
        updated_at: stamp,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await ops('status', 'search', String(ad.id), 'active')).toEqual({
      code: 0,
      text: `Search ad ${ad.id}: paid -> active. The owner is emailed.`,
    });
    expect((await t.db.selectFrom('search_ads').select('status').where('id', '=', ad.id).executeTakeFirstOrThrow()).status).toBe('active');
    expect((await ops('status', 'search', String(ad.id), 'live')).code).toBe(1);
    expect((await ops('status', 'gbp', '99999', 'live')).text).toMatch(/No business profile with id 99999/);
  });
});
