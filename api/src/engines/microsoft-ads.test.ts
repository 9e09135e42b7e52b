import { zipSync, strToU8 } from 'fflate';
import { enginesConfig } from './engine-settings';
import type { CampaignRef } from './campaign-day';
import type { RetryPolicy } from './engine-errors';
import { microsoftAdsAdapter, readReportZip } from './microsoft-ads';
import { startMicrosoftAdsStandin, type MicrosoftAdsStandin } from './testing/microsoft-ads-standin';

let ms: MicrosoftAdsStandin;
/** Campaigns of one account, as the sync names them. */
const scope = (accountId: string, campaignIds: string[]): CampaignRef[] => campaignIds.map((campaignId) => ({ accountId, campaignId }));
const sleeps: number[] = [];
const retry: RetryPolicy = { tries: 5, baseMs: 1_000, maxMs: 60_000, sleep: async (ms) => void sleeps.push(ms) };
const adapter = () => microsoftAdsAdapter(enginesConfig(ms.env).microsoft!, retry, { pollMs: 5 });

beforeAll(async () => {
  ms = await startMicrosoftAdsStandin({ pendingPolls: 2 });
  ms.setDay('777', '41', '2026-11-25', { clicks: 3, impressions: 80, spend: '4.56' });
  ms.setDay('777', '42', '2026-11-26', { clicks: 1, impressions: 1200, spend: '1,234.50' });
  ms.setDay('777', '42', '2026-11-01', { clicks: 9, impressions: 9, spend: '9.00' });
});
afterAll(() => ms.close());
beforeEach(() => {
  sleeps.length = 0;
  ms.requests.length = 0;
});

describe('Microsoft Advertising adapter', () => {
  it('submits a daily campaign performance report, polls until Success, downloads the zip and reads its CSV', async () => {
    const days = await adapter().fetchDays(scope('777', ['41', '42']), '2026-11-20', '2026-11-26');
    expect(days).toEqual([
      { accountId: '777', campaignId: '41', date: '2026-11-25', clicks: 3, views: 80, spendCents: 456 },
      { accountId: '777', campaignId: '42', date: '2026-11-26', clicks: 1, views: 1200, spendCents: 123450 },
    ]);
    const [token, submit, ...rest] = ms.requests;
    expect(new URLSearchParams(token.text).get('scope')).toBe('https://ads.microsoft.com/msads.manage offline_access');
    expect(submit.path).toBe('/Reporting/v13/GenerateReport/Submit');
    expect(submit.headers).toMatchObject({
      authorization: expect.stringMatching(/^Bearer /),
      developertoken: ms.env.MICROSOFT_ADS_DEVELOPER_TOKEN,
      customerid: ms.env.MICROSOFT_ADS_CUSTOMER_ID,
      customeraccountid: '777',
    });
    expect(JSON.parse(submit.text).ReportRequest).toMatchObject({
      Type: 'CampaignPerformanceReportRequest',
      Aggregation: 'Daily',
      Columns: ['TimePeriod', 'AccountId', 'CampaignId', 'Clicks', 'Impressions', 'Spend'],
      Time: { CustomDateRangeStart: { Day: 20, Month: 11, Year: 2026 }, CustomDateRangeEnd: { Day: 26, Month: 11, Year: 2026 } },
    });
    expect(rest.map((r) => r.path.split('?')[0])).toEqual([
      '/Reporting/v13/GenerateReport/Poll',
      '/Reporting/v13/GenerateReport/Poll',
      '/Reporting/v13/GenerateReport/Poll',
      expect.stringMatching(/^\/download\/.+\.zip$/),
    ]);
    expect(sleeps).toEqual([5, 5]);
  });

  it('reads the linked campaigns of several accounts in one report, each row with its account', async () => {
    ms.setDay('888', '51', '2026-11-24', { clicks: 2, impressions: 20, spend: '2.00' });
    const days = await adapter().fetchDays(
      [
        { accountId: '777', campaignId: '41' },
        { accountId: '888', campaignId: '51' },
      ],
      '2026-11-20',
      '2026-11-26',
    );
    expect(days).toEqual([
      { accountId: '777', campaignId: '41', date: '2026-11-25', clicks: 3, views: 80, spendCents: 456 },
      { accountId: '888', campaignId: '51', date: '2026-11-24', clicks: 2, views: 20, spendCents: 200 },
    ]);
    const submits = ms.submitCalls();
    expect(submits).toHaveLength(1);
    expect(JSON.parse(submits[0].text).ReportRequest.Scope).toEqual({
      Campaigns: [
        { AccountId: 777, CampaignId: 41 },
        { AccountId: 888, CampaignId: 51 },
      ],
    });
    // A report naming an account the user may not read is refused whole (the sync then halves it).
    ms.forbid('888');
    try {
      await expect(
        adapter().fetchDays(
          [
            { accountId: '777', campaignId: '41' },
            { accountId: '888', campaignId: '51' },
          ],
          '2026-11-25',
          '2026-11-25',
        ),
      ).rejects.toMatchObject({ kind: 'permission' });
    } finally {
      ms.forbid('888', false);
    }
  });

  it('answers Success without a download URL (no rows) as no days', async () => {
    await expect(adapter().fetchDays(scope('777', ['99']), '2026-11-20', '2026-11-26')).resolves.toEqual([]);
  });

  it('refreshes an expired token once (AuthenticationTokenExpired), retries CallRateExceeded, and stops on UserIsNotAuthorized', async () => {
    const a = adapter();
    ms.fail('expired_token', 'call_rate_exceeded');
    await expect(a.fetchDays(scope('777', ['41']), '2026-11-25', '2026-11-25')).resolves.toHaveLength(1);
    expect(ms.tokenCalls()).toHaveLength(2);
    expect(sleeps[0]).toBe(1_000);
    ms.fail('not_authorized');
    await expect(a.fetchDays(scope('777', ['41']), '2026-11-25', '2026-11-25')).rejects.toMatchObject({
      kind: 'permission',
      message: expect.stringContaining('UserIsNotAuthorized'),
    });
  });

  it('answers a revoked refresh token (invalid_grant) as an error that stops the engine', async () => {
    ms.revoke();
    try {
      await expect(adapter().fetchDays(scope('777', ['41']), '2026-11-25', '2026-11-25')).rejects.toMatchObject({ kind: 'revoked' });
    } finally {
      ms.revoke(false);
    }
  });

  it('refuses a report that is not a zip, or whose rows are not days', () => {
    expect(() => readReportZip(strToU8('not a zip'))).toThrow(/not a zip/);
    const bad = zipSync({ 'r.csv': strToU8('"TimePeriod","CampaignId","Clicks","Impressions","Spend"\r\n"Total","","3","80","4.56"\r\n') });
    expect(() => readReportZip(bad)).toThrow(/report line 2/);
  });
});
