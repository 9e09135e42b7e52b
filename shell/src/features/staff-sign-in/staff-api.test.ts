import { ApiError } from '@adlaunch/session/api';
import { staffCalls } from './staff-api';
import { setStaffToken } from './staff-token';

const sent: { url: string; method?: string; authorization?: string; body?: unknown }[] = [];
beforeEach(() => {
  sent.length = 0;
  setStaffToken('staff-token-0123456789abcdef');
  global.fetch = jest.fn(async (url: string, init: RequestInit = {}) => {
    const headers = init.headers as Record<string, string>;
    sent.push({
      url,
      method: init.method,
      authorization: headers.Authorization,
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    });
    const body = url.includes('/v2/staff/releases/')
      ? { remote: 'mfe-marketing', version: '1.0.0-new', action: 'promote' }
      : { links: [], syncs: [] };
    return { ok: true, status: 200, json: async () => body } as Response;
  }) as typeof fetch;
});
afterEach(() => setStaffToken(null));

it('refuses an engine link with a bad campaign id before sending, naming the field', async () => {
  const refusal = staffCalls.linkEngine(41, { engine: 'google', accountId: '123-456-7890', campaignId: '12a' });
  await expect(refusal).rejects.toBeInstanceOf(ApiError);
  await expect(refusal).rejects.toMatchObject({ status: 400, fields: { campaignId: ['Give the campaign id in digits.'] } });
  expect(sent).toEqual([]);
});

it('links and unlinks through the engine paths with the staff token', async () => {
  await staffCalls.linkEngine(41, { engine: 'google', accountId: ' 123-456-7890 ', campaignId: '987' });
  await staffCalls.unlinkEngine(41, 'microsoft');
  expect(
    sent.map(({ url, method, authorization, body }) => ({ path: new URL(url, 'http://x').pathname, method, authorization, body })),
  ).toEqual([
    {
      path: '/v2/staff/orders/search_ads/41/engine-links',
      method: 'POST',
      authorization: 'Bearer staff-token-0123456789abcdef',
      body: { engine: 'google', accountId: '123-456-7890', campaignId: '987' },
    },
    {
      path: '/v2/staff/orders/search_ads/41/engine-links/microsoft',
      method: 'DELETE',
      authorization: 'Bearer staff-token-0123456789abcdef',
      body: undefined,
    },
  ]);
});

it('sends a release action with the staff token, and refuses a name that is no remote', async () => {
  await expect(staffCalls.releaseAction('mfe-marketing', 'promote')).resolves.toMatchObject({ version: '1.0.0-new' });
  expect(sent[0]).toMatchObject({ method: 'POST', authorization: 'Bearer staff-token-0123456789abcdef' });
  expect(sent[0].url).toMatch(/\/v2\/staff\/releases\/mfe-marketing\/promote$/);
  expect(() => staffCalls.releaseAction('../v2/user', 'promote')).toThrow();
});
