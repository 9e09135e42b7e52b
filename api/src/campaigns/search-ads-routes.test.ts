import { keywordsOverPlanMessage } from '@adlaunch/shared';
import { details } from '../testing/search-ad-steps';
import { assertKeywordsWithinPlan } from './search-ads';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const about = {
  mobile: '+27 82 555 0101',
  business_name: 'Sipho Plumbing',
  business_url: 'sipho.co.za',
  location_ids: ['co:ZA', 'st:ZA:WC'],
  address: '1 Long St, Cape Town',
};
const keywords = { keywords: ['plumber', 'Plumber', ' leak repair '], competitors: ['Acme Plumbing'] };

describe('/v2/search-ads', () => {
  it('needs a login', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v2/search-ads' });
    expect(res.statusCode).toBe(401);
  });

  it('creates an ad on the first step and saves each following step', async () => {
    const { headers } = await t.createUser();
    const empty = await t.app.inject({ method: 'GET', url: '/v2/search-ads', headers });
    expect(empty.json()).toEqual({ search_ad: null });

    const created = await t.app.inject({ method: 'POST', url: '/v2/search-ads', headers, payload: about });
    expect(created.statusCode).toBe(200);
    const ad = created.json().search_ad;
    expect(ad).toMatchObject({ businessName: 'Sipho Plumbing', businessUrl: 'http://sipho.co.za', status: 'setup', ad_details: null });
    expect(ad.locations).toEqual([
      { id: 'co:ZA', name: 'South Africa', type: 'country', country: 'South Africa' },
      { id: 'st:ZA:WC', name: 'Western Cape', type: 'state', country: 'South Africa' },
    ]);

    await t.app.inject({ method: 'POST', url: '/v2/search-ads', headers, payload: { ...details, ads_id: ad.id } });
    const saved = await t.app.inject({ method: 'POST', url: '/v2/search-ads', headers, payload: { ...keywords, ads_id: ad.id } });
    expect(saved.json().search_ad).toMatchObject({
      id: ad.id,
      ad_details: details.ad_details,
      keywords: ['plumber', 'leak repair'],
      competitors: ['Acme Plumbing'],
    });

    const latest = await t.app.inject({ method: 'GET', url: '/v2/search-ads', headers });
    expect(latest.json().search_ad.id).toBe(ad.id);
    const status = await t.app.inject({ method: 'GET', url: `/v2/profile-status/status/${ad.id}`, headers });
    expect(status.json()).toEqual({ status: 'setup' });
  });

  it("hides another user's ad behind a 404", async () => {
    const owner = await t.createUser();
    const other = await t.createUser();
    const ad = (await t.app.inject({ method: 'POST', url: '/v2/search-ads', headers: owner.headers, payload: about })).json().search_ad;

    const write = await t.app.inject({
      method: 'POST',
      url: '/v2/search-ads',
      headers: other.headers,
      payload: { ...details, ads_id: ad.id },
    });
    expect(write.statusCode).toBe(404);
    const status = await t.app.inject({ method: 'GET', url: `/v2/profile-status/status/${ad.id}`, headers: other.headers });
    expect(status.statusCode).toBe(404);
    const missing = await t.app.inject({ method: 'GET', url: '/v2/profile-status/status/abc', headers: other.headers });
    expect(missing.statusCode).toBe(404);
    const theirs = await t.app.inject({ method: 'GET', url: '/v2/search-ads', headers: other.headers });
    expect(theirs.json().search_ad).toBeNull();
    const untouched = await t.app.inject({ method: 'GET', url: '/v2/search-ads', headers: owner.headers });
    expect(untouched.json().search_ad.ad_details).toBeNull();
  });

  it.each([
    ['an empty body', {}],
    ['a bad mobile', { ...about, mobile: 'call me' }],
    ['no locations', { ...about, location_ids: [] }],
    ['a long headline', { ad_details: { ...details.ad_details, headline_1: 'x'.repeat(31) } }],
    // A competitor is optional (an owner may know of none); a keyword is not.
    ['no keywords', { keywords: [], competitors: ['Acme Plumbing'] }],
    ['mixed steps', { ...about, ...keywords }],
    ['an unknown field', { ...about, status: 'active' }],
  ])('refuses %s with a 400 and a message', async (_name, payload) => {
    const { headers } = await t.createUser();
    const res = await t.app.inject({ method: 'POST', url: '/v2/search-ads', headers, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual(expect.any(String));
  });

  it("refuses more keywords than the plan of the ad's checkout takes, with the keywords step's message", async () => {
    const { headers } = await t.createUser();
    const save = (payload: object) => t.app.inject({ method: 'POST', url: '/v2/search-ads', headers, payload });
    const words = (count: number) => Array.from({ length: count }, (_, i) => `plumber ${i + 1}`);
    const ad = (await save(about)).json().search_ad;
    await save({ ...details, ads_id: ad.id });
    // Before a plan is chosen for the ad, the largest plan's limit holds.
    expect((await save({ keywords: words(21), competitors: [], ads_id: ad.id })).statusCode).toBe(200);
    expect((await save({ keywords: words(20), competitors: [], ads_id: ad.id })).statusCode).toBe(200);
    const checkout = (plan: string) =>
      t.app.inject({
        method: 'POST',
        url: '/v2/payments/initialize',
        headers,
        payload: { product: 'search_ads', plan, chargeVAT: true, email: 'sipho@example.com' },
      });
    expect((await checkout('plan_03')).statusCode).toBe(200);

    const over = await save({ keywords: words(21), competitors: [], ads_id: ad.id });
    expect(over.statusCode).toBe(400);
    expect(over.json().error).toBe(keywordsOverPlanMessage('low'));
    expect(over.json().fields.keywords).toEqual([keywordsOverPlanMessage('low')]);
    expect((await t.app.inject({ method: 'GET', url: '/v2/search-ads', headers })).json().search_ad.keywords).toHaveLength(20);
    // A repeated keyword takes no place of its own.
    expect((await save({ keywords: [...words(20), 'Plumber 1'], competitors: [], ads_id: ad.id })).statusCode).toBe(200);

    expect((await checkout('plan_04')).statusCode).toBe(200);
    expect((await save({ keywords: words(21), competitors: [], ads_id: ad.id })).statusCode).toBe(200);
    // The same check, for the checkout of an ad whose keywords are already saved.
    expect(() => assertKeywordsWithinPlan(words(21), 'plan_03')).toThrow(keywordsOverPlanMessage('low'));
    expect(() => assertKeywordsWithinPlan(words(21), 'high')).not.toThrow();
  });

  it('refuses a location that is not in the data set', async () => {
    const { headers } = await t.createUser();
    const res = await t.app.inject({ method: 'POST', url: '/v2/search-ads', headers, payload: { ...about, location_ids: ['co:XX'] } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Choose your locations from the suggestions list.');
  });

  it('pauses and resumes only a running campaign, and no longer edits a paid one', async () => {
    const { headers } = await t.createUser();
    const ad = (await t.app.inject({ method: 'POST', url: '/v2/search-ads', headers, payload: about })).json().search_ad;
    const early = await t.app.inject({ method: 'POST', url: '/v2/search-ads/toggle', headers, payload: { new_state: 'paused' } });
    expect(early.statusCode).toBe(409);

    await t.db.updateTable('search_ads').set({ status: 'active' }).where('id', '=', ad.id).execute();
    const paused = await t.app.inject({ method: 'POST', url: '/v2/search-ads/toggle', headers, payload: { new_state: 'paused' } });
    expect(paused.json().search_ad.status).toBe('paused');
    const resumed = await t.app.inject({ method: 'POST', url: '/v2/search-ads/toggle', headers, payload: { new_state: 'active' } });
    expect(resumed.json().search_ad.status).toBe('active');
    const bad = await t.app.inject({ method: 'POST', url: '/v2/search-ads/toggle', headers, payload: { new_state: 'cancelled' } });
    expect(bad.statusCode).toBe(400);

    const edit = await t.app.inject({ method: 'POST', url: '/v2/search-ads', headers, payload: { ...details, ads_id: ad.id } });
    expect(edit.statusCode).toBe(409);
  });
});

describe('an owner with more than one campaign', () => {
  const toggle = (headers: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'POST', url: '/v2/search-ads/toggle', headers, payload });
  const statusOf = async (id: number) =>
    (await t.db.selectFrom('search_ads').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

  async function ownerWithCampaigns() {
    const owner = await t.createUser();
    const save = async () =>
      (await t.app.inject({ method: 'POST', url: '/v2/search-ads', headers: owner.headers, payload: about })).json().search_ad.id as number;
    const running = await save();
    const paused = await save();
    await t.db.updateTable('search_ads').set({ status: 'active' }).where('id', '=', running).execute();
    await t.db.updateTable('search_ads').set({ status: 'paused' }).where('id', '=', paused).execute();
    // A new draft, started after both: the newest row.
    const draft = await save();
    return { ...owner, running, paused, draft };
  }

  it('lists every campaign, newest first, while the wizard still gets the latest', async () => {
    const { headers, running, paused, draft } = await ownerWithCampaigns();
    const all = await t.app.inject({ method: 'GET', url: '/v2/search-ads/all', headers });
    expect(all.statusCode).toBe(200);
    expect(all.json().search_ads.map((a: { id: number; status: string }) => [a.id, a.status])).toEqual([
      [draft, 'setup'],
      [paused, 'paused'],
      [running, 'active'],
    ]);
    expect((await t.app.inject({ method: 'GET', url: '/v2/search-ads', headers })).json().search_ad.id).toBe(draft);
    expect((await t.app.inject({ method: 'GET', url: '/v2/search-ads/all' })).statusCode).toBe(401);
    const stranger = await t.createUser();
    expect((await t.app.inject({ method: 'GET', url: '/v2/search-ads/all', headers: stranger.headers })).json()).toEqual({
      search_ads: [],
    });
  });

  it('pauses and resumes the campaign picked by id, whatever was started since', async () => {
    const { headers, running, paused, draft } = await ownerWithCampaigns();
    const pause = await toggle(headers, { new_state: 'paused', ads_id: running });
    expect(pause.statusCode).toBe(200);
    expect(pause.json().search_ad).toMatchObject({ id: running, status: 'paused' });
    expect(await statusOf(paused)).toBe('paused');
    expect(await statusOf(draft)).toBe('setup');

    const resume = await toggle(headers, { new_state: 'active', ads_id: paused });
    expect(resume.json().search_ad).toMatchObject({ id: paused, status: 'active' });
    expect(await statusOf(running)).toBe('paused');

    const onDraft = await toggle(headers, { new_state: 'paused', ads_id: draft });
    expect(onDraft.statusCode).toBe(409);
    expect(await statusOf(draft)).toBe('setup');
  });

  it("refuses another owner's campaign as missing, and leaves it alone", async () => {
    const { running } = await ownerWithCampaigns();
    const intruder = await t.createUser();
    await insertRunningAd(intruder.user.id);
    const res = await toggle(intruder.headers, { new_state: 'paused', ads_id: running });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('We could not find that campaign.');
    expect(await statusOf(running)).toBe('active');
    expect((await toggle(intruder.headers, { new_state: 'paused', ads_id: 0 })).statusCode).toBe(400);
  });

  it('without an id (an older dashboard) acts on the newest running or paused campaign, never the draft', async () => {
    const { headers, running, paused, draft } = await ownerWithCampaigns();
    const res = await toggle(headers, { new_state: 'active' });
    expect(res.statusCode).toBe(200);
    expect(res.json().search_ad.id).toBe(paused);
    expect([await statusOf(running), await statusOf(paused), await statusOf(draft)]).toEqual(['active', 'active', 'setup']);
  });
});

async function insertRunningAd(userId: number) {
  const stamp = new Date().toISOString();
  await t.db
    .insertInto('search_ads')
    .values({
      user_id: userId,
      locations: '[]',
      keywords: '[]',
      competitors: '[]',
      status: 'active',
      budget_cents: 0,
      created_at: stamp,
      updated_at: stamp,
    })
    .execute();
}
