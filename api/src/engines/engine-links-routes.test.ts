import { actionsOn } from '../staff/staff-actions';
import { signedInStaff } from '../staff/staff-test-kit';
import { insertSearchAd } from '../testing/insert-search-ad';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const path = (id: number) => `/v2/staff/orders/search_ads/${id}/engine-links`;

describe('engine links on the back office order page', () => {
  it('lets the campaigns role link, re-link and unlink an ad, recorded as staff actions; support reads them', async () => {
    const campaigns = await signedInStaff(t, ['campaigns']);
    const support = await signedInStaff(t, ['support']);
    const owner = await t.createUser();
    const adId = await insertSearchAd(t.db, owner.user.id);

    const linked = await t.app.inject({
      method: 'POST',
      url: path(adId),
      headers: campaigns.headers,
      payload: { engine: 'google', accountId: '123-456-7890', campaignId: '987654' },
    });
    expect(linked.statusCode).toBe(200);
    expect(linked.json()).toEqual({
      links: [{ engine: 'google', accountId: '1234567890', campaignId: '987654', linkedBy: campaigns.email, linkedAt: expect.any(String) }],
      syncs: [],
    });
    await t.app.inject({
      method: 'POST',
      url: path(adId),
      headers: campaigns.headers,
      payload: { engine: 'google', accountId: '1234567890', campaignId: '111' },
    });
    await t.app.inject({
      method: 'POST',
      url: path(adId),
      headers: campaigns.headers,
      payload: { engine: 'microsoft', accountId: '555', campaignId: '222' },
    });

    const read = await t.app.inject({ method: 'GET', url: path(adId), headers: support.headers });
    expect(read.json().links.map((l: { engine: string; campaignId: string }) => `${l.engine}:${l.campaignId}`)).toEqual([
      'google:111',
      'microsoft:222',
    ]);
    const refused = await t.app.inject({
      method: 'POST',
      url: path(adId),
      headers: support.headers,
      payload: { engine: 'google', accountId: '1234567890', campaignId: '1' },
    });
    expect(refused.statusCode).toBe(403);

    const unlinked = await t.app.inject({ method: 'DELETE', url: `${path(adId)}/microsoft`, headers: campaigns.headers });
    expect(unlinked.json().links).toHaveLength(1);
    expect((await t.app.inject({ method: 'DELETE', url: `${path(adId)}/microsoft`, headers: campaigns.headers })).statusCode).toBe(404);

    const actions = await actionsOn(t.db, { type: 'search_ads', id: adId });
    expect(actions.map((a) => [a.action, a.by])).toEqual([
      ['engine_unlink', campaigns.email],
      ['engine_link', campaigns.email],
      ['engine_link', campaigns.email],
      ['engine_link', campaigns.email],
    ]);
    expect(actions[2].before).toMatchObject({ campaignId: '987654' });
  });

  it('refuses ids that are not digits and an ad that does not exist', async () => {
    const campaigns = await signedInStaff(t, ['campaigns']);
    const bad = await t.app.inject({
      method: 'POST',
      url: path(1),
      headers: campaigns.headers,
      payload: { engine: 'google', accountId: '12-34', campaignId: 'abc' },
    });
    expect(bad.statusCode).toBe(400);
    const missing = await t.app.inject({
      method: 'POST',
      url: path(999999),
      headers: campaigns.headers,
      payload: { engine: 'microsoft', accountId: '5', campaignId: '6' },
    });
    expect(missing.statusCode).toBe(404);
  });
});
