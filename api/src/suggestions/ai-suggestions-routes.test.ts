import { SUGGESTION_QUESTIONS } from '@adlaunch/shared/suggestions';
import { chatSuggester, offlineSuggester } from './suggester';
import { startFakeServer } from '../testing/fake-server';
import { createTestApp, type TestApp } from '../testing/test-app';

const about = {
  mobile: '+27 82 555 0101',
  business_name: 'Sipho Plumbing',
  business_url: 'sipho.co.za',
  location_ids: ['st:ZA:WC'],
  address: '1 Long St, Cape Town',
};

function withinLimits(s: { headlines: string[]; descriptions: string[]; keywords: string[] }, { knownTrade = true } = {}) {
  expect(s.headlines.length).toBeGreaterThanOrEqual(3);
  expect(s.descriptions.length).toBeGreaterThanOrEqual(2);
  // Without a trade to go by there are no search phrases to propose, rather than made-up ones.
  if (knownTrade) expect(s.keywords.length).toBeGreaterThan(0);
  for (const h of s.headlines) expect(h.length).toBeLessThanOrEqual(30);
  for (const d of s.descriptions) expect(d.length).toBeLessThanOrEqual(90);
}

describe('offline suggester', () => {
  it('builds the same suggestions from the business name, site and location every time', async () => {
    const input = { url: 'http://www.sipho-plumbing.co.za', businessName: 'Sipho Plumbing', location: 'Cape Town, Western Cape' };
    const a = await offlineSuggester().suggest(input);
    expect(await offlineSuggester().suggest(input)).toEqual(a);
    withinLimits(a);
    expect(a.headlines).toContain('Plumber in Cape Town');
    expect(a.keywords).toEqual(expect.arrayContaining(['plumber', 'plumber cape town', 'plumber near me']));
  });

  it('copes with a bare address and a very long name', async () => {
    withinLimits(await offlineSuggester().suggest({ url: 'http://acme.com', businessName: null, location: null }), { knownTrade: false });
    withinLimits(
      await offlineSuggester().suggest({
        url: 'http://x.io',
        businessName: 'The Extraordinarily Long Named Business Company Of Greater Johannesburg',
        location: null,
      }),
      { knownTrade: false },
    );
  });
});

describe('POST /v2/ai-suggestions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("answers offline suggestions from the user's saved ad", async () => {
    const { headers } = await t.createUser();
    await t.app.inject({ method: 'POST', url: '/v2/search-ads', headers, payload: about });
    const res = await t.app.inject({ method: 'POST', url: '/v2/ai-suggestions', headers, payload: { url: 'sipho.co.za' } });
    expect(res.statusCode).toBe(200);
    const s = res.json().adbot_gpt_suggestions;
    withinLimits(s);
    expect(s.headlines[0]).toBe('Sipho Plumbing');
    expect(s.headlines).toEqual(expect.arrayContaining(['Plumber in Western Cape', 'Sipho Plumbing in Western Cape']));
    expect(s.descriptions.join(' ')).not.toMatch(/your area/i);
  });

  it('tells the trade from the business profile category when the name does not', async () => {
    const { headers } = await t.createUser();
    await t.app.inject({ method: 'POST', url: '/v2/search-ads', headers, payload: { ...about, business_name: 'Sipho & Sons' } });
    const profile = await t.app.inject({
      method: 'POST',
      url: '/v2/google-business-profile',
      headers,
      payload: {
        mobile: about.mobile,
        business_name: 'Sipho & Sons',
        business_url: 'sipho.co.za',
        category: 'Florist',
        registration_number: '2019/123456/07',
      },
    });
    expect(profile.statusCode).toBe(200);
    const res = await t.app.inject({ method: 'POST', url: '/v2/ai-suggestions', headers, payload: { url: 'sipho.co.za' } });
    const s = res.json().adbot_gpt_suggestions;
    expect(s.headlines).toEqual(expect.arrayContaining(['Sipho & Sons', 'Florist in Western Cape', 'Fresh Flowers Delivered']));
    expect(s.keywords).toContain('florist near me');
  });

  it('reads "Sipho\'s Pies" right, names every chosen location, and asks what a business sells when nothing says', async () => {
    const { headers } = await t.createUser();
    const save = (payload: object) => t.app.inject({ method: 'POST', url: '/v2/search-ads', headers, payload });
    const both = { ...about, location_ids: ['st:ZA:GP', 'st:ZA:WC'] };
    const ad = (await save({ ...both, business_name: "Sipho's Pies" })).json().search_ad;
    const ask = (payload: object) => t.app.inject({ method: 'POST', url: '/v2/ai-suggestions', headers, payload });
    const pies = (await ask({ url: 'sipho.co.za' })).json().adbot_gpt_suggestions;
    expect(pies.keywords).toEqual(expect.arrayContaining(['pies gauteng', 'pies western cape', 'pie shop near me', "sipho's pies"]));
    expect(pies.keywords.filter((k: string) => /(^| )s( |$)/.test(k))).toEqual([]);
    expect(pies.question).toBeUndefined();

    await save({ ...both, business_name: 'Lerato & Co', ads_id: ad.id });
    const general = (await ask({ url: 'lerato.co.za' })).json().adbot_gpt_suggestions;
    expect(general.question).toBe(SUGGESTION_QUESTIONS.sells);
    const told = (await ask({ url: 'lerato.co.za', sells: 'Scented candles and gifts' })).json().adbot_gpt_suggestions;
    expect(told.question).toBeUndefined();
    expect(told.keywords).toEqual(expect.arrayContaining(['scented candles gauteng', 'scented candles western cape', 'gifts near me']));
    expect(told.headlines).toContain('Scented Candles in Gauteng');
    expect((await ask({ url: 'lerato.co.za', sells: 'x'.repeat(101) })).statusCode).toBe(400);
  });

  it('refuses a bad address and visitors', async () => {
    const { headers } = await t.createUser();
    expect((await t.app.inject({ method: 'POST', url: '/v2/ai-suggestions', headers, payload: { url: 'not a site' } })).statusCode).toBe(
      400,
    );
    expect((await t.app.inject({ method: 'POST', url: '/v2/ai-suggestions', payload: { url: 'sipho.co.za' } })).statusCode).toBe(401);
  });
});

describe('OpenAI-compatible suggester', () => {
  it('asks the chat API and keeps only suggestions within the limits', async () => {
    const content = {
      headlines: [
        'Emergency Plumber 24/7',
        'Same-Day Leak Repairs',
        'This headline is far too long to be shown',
        'Licensed Local Plumbers',
      ],
      descriptions: [
        'Burst pipe? We arrive within the hour anywhere in Cape Town.',
        'Honest quotes, tidy work and a 12-month guarantee on repairs.',
      ],
      keywords: ['emergency plumber', 'leak repair cape town', 42],
    };
    const fake = await startFakeServer(() => ({
      body: { choices: [{ message: { role: 'assistant', content: JSON.stringify(content) } }] },
    }));
    try {
      const t = await createTestApp({ AI_API_KEY: 'sk-test-123', AI_BASE_URL: `${fake.url}/v1`, AI_MODEL: 'tiny-model' });
      const { headers } = await t.createUser();
      await t.app.inject({ method: 'POST', url: '/v2/search-ads', headers, payload: about });
      const res = await t.app.inject({ method: 'POST', url: '/v2/ai-suggestions', headers, payload: { url: 'sipho.co.za' } });
      await t.close();

      expect(res.json().adbot_gpt_suggestions).toEqual({
        headlines: ['Emergency Plumber 24/7', 'Same-Day Leak Repairs', 'Licensed Local Plumbers'],
        descriptions: content.descriptions,
        // The ad's chosen place (Western Cape) is named in a keyword, the offline one, where the model named none.
        keywords: ['emergency plumber', 'leak repair cape town', 'plumber western cape'],
        negative_keywords: expect.arrayContaining(['jobs', 'diy']),
      });
      const [request] = fake.requests;
      expect(request.url).toBe('/v1/chat/completions');
      expect(request.headers.authorization).toBe('Bearer sk-test-123');
      const body = request.body as { model: string; messages: { content: string }[] };
      expect(body.model).toBe('tiny-model');
      expect(body.messages[1].content).toContain('Sipho Plumbing');
      expect(body.messages[1].content).toContain('http://sipho.co.za');
    } finally {
      await fake.close();
    }
  });

  it('falls back to the offline suggester when the API fails or answers nonsense', async () => {
    let answer: { status?: number; body: unknown } = { status: 500, body: { error: 'down' } };
    const fake = await startFakeServer(() => answer);
    const logs: string[] = [];
    const suggester = chatSuggester({ apiKey: 'k', baseUrl: fake.url, model: 'm', log: (m) => logs.push(m) });
    const input = { url: 'http://sipho.co.za', businessName: 'Sipho Plumbing', location: null };
    const offline = await offlineSuggester().suggest(input);
    try {
      expect(await suggester.suggest(input)).toEqual(offline);
      answer = { body: { choices: [{ message: { content: 'not json' } }] } };
      expect(await suggester.suggest(input)).toEqual(offline);
      expect(logs).toHaveLength(2);
    } finally {
      await fake.close();
    }
  });
});
