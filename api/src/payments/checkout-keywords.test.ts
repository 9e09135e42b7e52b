import { keywordsOverPlanMessage } from '@adlaunch/shared';
import { createTestApp, type TestApp } from '../testing/test-app';

// Keywords saved before a plan was chosen are held to the plan at the checkout.
const about = {
  mobile: '+27 82 555 0101',
  business_name: "Sipho's Pies",
  business_url: 'siphospies.co.za',
  location_ids: ['co:ZA'],
  address: '1 Jan Smuts Ave, Rosebank',
};
const details = {
  ad_details: {
    headline_1: 'Meat Pies',
    headline_2: 'Baked Daily',
    headline_3: 'Order Today',
    desc_1: 'Hot pies.',
    desc_2: 'In Rosebank.',
  },
};
const words = (count: number) => Array.from({ length: count }, (_, i) => `meat pies ${i + 1}`);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function adWithKeywords(count: number) {
  const { headers } = await t.createUser();
  const save = (payload: object) => t.app.inject({ method: 'POST', url: '/v2/search-ads', headers, payload });
  const id = (await save(about)).json().search_ad.id;
  await save({ ...details, ads_id: id });
  // No plan chosen yet: the largest plan's limit holds, so 21 are saved.
  expect((await save({ keywords: words(count), competitors: [], ads_id: id })).statusCode).toBe(200);
  return (plan: string) =>
    t.app.inject({
      method: 'POST',
      url: '/v2/payments/initialize',
      headers,
      payload: { product: 'search_ads', plan, chargeVAT: true, email: 'sipho@example.com' },
    });
}

describe('the checkout of a search ad', () => {
  it('refuses Essentials for 21 saved keywords with the shared message, and takes Growth', async () => {
    const checkout = await adWithKeywords(21);
    const essentials = await checkout('plan_03');
    expect(essentials.statusCode).toBe(400);
    expect(essentials.json().error).toBe(keywordsOverPlanMessage('low'));
    expect(essentials.json().fields.keywords).toEqual([keywordsOverPlanMessage('low')]);
    expect(await t.db.selectFrom('payments').select('id').where('plan', '=', 'plan_03').execute()).toHaveLength(0);

    expect((await checkout('plan_04')).statusCode).toBe(200);
  });

  it('takes Essentials for 20 keywords', async () => {
    const checkout = await adWithKeywords(20);
    expect((await checkout('plan_03')).statusCode).toBe(200);
  });
});
