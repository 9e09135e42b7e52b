import { enginesConfig } from './engine-settings';
import type { CampaignRef } from './campaign-day';
import { EngineError, type RetryPolicy } from './engine-errors';
import { googleAdsAdapter, campaignDaysQuery } from './google-ads';
import { microsToCents } from './campaign-day';
import { startGoogleAdsStandin, type GoogleAdsStandin } from './testing/google-ads-standin';

let google: GoogleAdsStandin;
/** Campaigns of one account, as the sync names them. */
const scope = (accountId: string, campaignIds: string[]): CampaignRef[] => campaignIds.map((campaignId) => ({ accountId, campaignId }));
const sleeps: number[] = [];
const retry: RetryPolicy = { tries: 5, baseMs: 1_000, maxMs: 60_000, sleep: async (ms) => void sleeps.push(ms) };
const adapter = () => googleAdsAdapter(enginesConfig({ ...google.env, GOOGLE_ADS_LOGIN_CUSTOMER_ID: '111-222-3333' }).google!, retry);

beforeAll(async () => {
  google = await startGoogleAdsStandin({ batchRows: 2 });
  google.setDay('1234567890', '11', '2026-11-25', { clicks: 12, impressions: 340, costMicros: 1_234_567 });
  google.setDay('1234567890', '11', '2026-11-26', { clicks: 0, impressions: 5, costMicros: 0 });
  google.setDay('1234567890', '12', '2026-11-26', { clicks: 1, impressions: 9, costMicros: 4_995_000 });
  google.setDay('1234567890', '12', '2026-11-10', { clicks: 9, impressions: 9, costMicros: 9 });
});
afterAll(() => google.close());
beforeEach(() => {
  sleeps.length = 0;
  google.requests.length = 0;
});

describe('Google Ads adapter', () => {
  it('asks searchStream with the GAQL query and its headers, and reads every batch (int64 strings, zero values left out, micros to cents)', async () => {
    const days = await adapter().fetchDays(scope('123-456-7890', ['11', '12']), '2026-11-20', '2026-11-26');
    expect(days).toEqual([
      { accountId: '123-456-7890', campaignId: '11', date: '2026-11-25', clicks: 12, views: 340, spendCents: 123 },
      { accountId: '123-456-7890', campaignId: '11', date: '2026-11-26', clicks: 0, views: 5, spendCents: 0 },
      { accountId: '123-456-7890', campaignId: '12', date: '2026-11-26', clicks: 1, views: 9, spendCents: 500 },
    ]);
    const [token, search] = google.requests;
    expect(token.path).toBe('/token');
    expect(new URLSearchParams(token.text).get('grant_type')).toBe('refresh_token');
    expect(search.path).toBe('/v26/customers/1234567890/googleAds:searchStream');
    expect(search.headers).toMatchObject({
      authorization: expect.stringMatching(/^Bearer ya29\./),
      'developer-token': google.env.GOOGLE_ADS_DEVELOPER_TOKEN,
      'login-customer-id': '1112223333',
    });
    expect(JSON.parse(search.text)).toEqual({ query: campaignDaysQuery(['11', '12'], '2026-11-20', '2026-11-26') });
  });

  it('converts micros to cents with integer arithmetic, half up', () => {
    expect(microsToCents('1234567')).toBe(123);
    expect(microsToCents('5000')).toBe(1);
    expect(microsToCents('4999')).toBe(0);
    expect(microsToCents('9007199254740993000')).toBe(900719925474099);
  });

  it('refreshes an expired access token once, and fails when the fresh one is refused too', async () => {
    const a = adapter();
    await a.fetchDays(scope('1234567890', ['11']), '2026-11-25', '2026-11-25');
    google.expireTokens();
    await expect(a.fetchDays(scope('1234567890', ['11']), '2026-11-25', '2026-11-25')).resolves.toHaveLength(1);
    expect(google.tokenCalls()).toHaveLength(2);
    google.fail('expired_token', 'expired_token');
    await expect(a.fetchDays(scope('1234567890', ['11']), '2026-11-25', '2026-11-25')).rejects.toMatchObject({ kind: 'unauthenticated' });
  });

  it("retries RESOURCE_EXHAUSTED with growing waits (at least Google's retryDelay), then gives up after five tries", async () => {
    const a = adapter();
    google.fail('resource_exhausted', 'resource_exhausted');
    await expect(a.fetchDays(scope('1234567890', ['11']), '2026-11-25', '2026-11-25')).resolves.toHaveLength(1);
    expect(sleeps).toEqual([1_000, 2_000]);
    sleeps.length = 0;
    google.fail('resource_exhausted', 'resource_exhausted', 'resource_exhausted', 'resource_exhausted', 'resource_exhausted');
    const error = await a.fetchDays(scope('1234567890', ['11']), '2026-11-25', '2026-11-25').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EngineError);
    expect(error).toMatchObject({ kind: 'rate_limited', message: expect.stringContaining('quotaError.RESOURCE_EXHAUSTED') });
    expect(sleeps).toEqual([1_000, 2_000, 4_000, 8_000]);
  });

  it('answers PERMISSION_DENIED for one customer, a refused developer token and a revoked refresh token (invalid_grant) apart', async () => {
    google.forbid('5555555555');
    await expect(adapter().fetchDays(scope('5555555555', ['11']), '2026-11-25', '2026-11-25')).rejects.toMatchObject({
      kind: 'permission',
      message: expect.stringContaining('authorizationError.USER_PERMISSION_DENIED'),
    });
    google.fail('developer_token_not_approved');
    await expect(adapter().fetchDays(scope('1234567890', ['11']), '2026-11-25', '2026-11-25')).rejects.toMatchObject({
      kind: 'no_access',
      message: expect.stringContaining('authorizationError.DEVELOPER_TOKEN_NOT_APPROVED'),
    });
    google.revoke();
    try {
      await expect(adapter().fetchDays(scope('1234567890', ['11']), '2026-11-25', '2026-11-25')).rejects.toMatchObject({
        kind: 'revoked',
        message: expect.stringContaining('invalid_grant'),
      });
    } finally {
      google.revoke(false);
    }
  });

  it('reads an answer with no rows as no days', async () => {
    await expect(adapter().fetchDays(scope('1234567890', ['99']), '2026-11-25', '2026-11-26')).resolves.toEqual([]);
  });
});
