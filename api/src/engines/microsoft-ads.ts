import { parse } from 'csv-parse/sync';
import { unzipSync } from 'fflate';
import { parseCostCents } from '../campaigns/performance';
import { EngineError, type RetryPolicy } from './engine-errors';
import { accessTokens, authorizedCall, withBackoff } from './access-token';
import type { CampaignDay, CampaignRef, EngineAdapter } from './campaign-day';
import type { MicrosoftAdsSettings } from './engine-settings';

const REPORT_COLUMNS = ['TimePeriod', 'AccountId', 'CampaignId', 'Clicks', 'Impressions', 'Spend'] as const;
/** AccountThroughCampaignReportScope takes up to 300 campaigns (of any accounts the user may read). */
const MAX_REPORT_CAMPAIGNS = 300;
/** A report file past this size (unpacked) is refused: a day of a few campaigns is a few kilobytes. */
const MAX_REPORT_BYTES = 20 * 1024 * 1024;

interface ApiFault {
  Code?: number;
  ErrorCode?: string;
  Message?: string;
}
/** The REST fault body: AdApiFaultDetail (`Errors`) or ApiFaultDetail (`OperationErrors`, `BatchErrors`). */
interface FaultBody {
  Errors?: ApiFault[];
  OperationErrors?: ApiFault[];
  BatchErrors?: ApiFault[];
  TrackingId?: string;
  Type?: string;
}

const AUTH_CODES = new Set(['AuthenticationTokenExpired', 'InvalidCredentials', 'AuthenticationTokenNotValid']);
const PERMISSION_CODES = new Set(['UserIsNotAuthorized', 'CustomerNotAuthorized', 'InvalidAccount', 'AccountNotAuthorized']);

/** Microsoft's fault as an EngineError (codes from the Bing Ads API's operation error codes). */
function microsoftError(httpStatus: number, body: FaultBody | null): EngineError {
  const faults = [...(body?.Errors ?? []), ...(body?.OperationErrors ?? []), ...(body?.BatchErrors ?? [])];
  const codes = faults.map((fault) => fault.ErrorCode ?? String(fault.Code ?? ''));
  const message = `HTTP ${httpStatus}: ${faults.map((f) => `${f.ErrorCode ?? f.Code} ${f.Message ?? ''}`.trim()).join('; ') || 'no details'}${body?.TrackingId ? ` (tracking ${body.TrackingId})` : ''}`;
  if (codes.includes('CallRateExceeded') || httpStatus === 429) return new EngineError('rate_limited', message);
  if (codes.some((code) => AUTH_CODES.has(code)) || httpStatus === 401) return new EngineError('unauthenticated', message);
  if (codes.includes('DeveloperTokenNotAuthorized') || codes.includes('InvalidDeveloperToken'))
    return new EngineError('no_access', message);
  if (codes.some((code) => PERMISSION_CODES.has(code)) || httpStatus === 403) return new EngineError('permission', message);
  return new EngineError('failed', message);
}

const dateParts = (day: string) => ({ Day: Number(day.slice(8, 10)), Month: Number(day.slice(5, 7)), Year: Number(day.slice(0, 4)) });

/**
 * The CampaignPerformanceReportRequest: daily rows of the linked campaigns, of one account or several
 * (the scope names each campaign with its account; no AccountIds, which would add whole accounts), as
 * CSV without header or footer lines.
 */
function campaignReportRequest(campaigns: CampaignRef[], from: string, to: string) {
  return {
    ReportRequest: {
      Type: 'CampaignPerformanceReportRequest',
      ReportName: `adlaunch-${campaigns[0]?.accountId ?? ''}-${campaigns.length}-${from}-${to}`,
      Format: 'Csv',
      FormatVersion: '2.0',
      ExcludeColumnHeaders: false,
      ExcludeReportHeader: true,
      ExcludeReportFooter: true,
      ReturnOnlyCompleteData: false,
      Aggregation: 'Daily',
      Columns: [...REPORT_COLUMNS],
      Scope: { Campaigns: campaigns.map((c) => ({ AccountId: Number(c.accountId), CampaignId: Number(c.campaignId) })) },
      Time: { CustomDateRangeStart: dateParts(from), CustomDateRangeEnd: dateParts(to) },
    },
  };
}

/** The report file: a zip holding one CSV (header line, then one line per campaign and day). */
export function readReportZip(zip: Uint8Array): CampaignDay[] {
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(zip, { filter: (file) => /\.csv$/i.test(file.name) && file.originalSize <= MAX_REPORT_BYTES });
  } catch (error) {
    throw new EngineError('failed', `the report is not a zip file (${(error as Error).message})`);
  }
  const [csv] = Object.values(files);
  if (!csv) throw new EngineError('failed', 'the report zip holds no CSV file');
  const records = parse(Buffer.from(csv).toString('utf8'), {
    bom: true,
    columns: true,
    skip_empty_lines: true,
    relax_column_count: true,
  }) as Record<string, string>[];
  return records.map((record, i) => {
    const spendCents = parseCostCents(record.Spend ?? '');
    const clicks = Number((record.Clicks ?? '').replace(/,/g, ''));
    const views = Number((record.Impressions ?? '').replace(/,/g, ''));
    const date = record.TimePeriod ?? '';
    if (
      !/^\d{4}-\d{2}-\d{2}$/.test(date) ||
      !/^\d+$/.test(record.AccountId ?? '') ||
      !/^\d+$/.test(record.CampaignId ?? '') ||
      spendCents === null ||
      !Number.isInteger(clicks) ||
      !Number.isInteger(views)
    )
      throw new EngineError('failed', `report line ${i + 2} is not a campaign's day: ${JSON.stringify(record)}`);
    return { accountId: record.AccountId, campaignId: record.CampaignId, date, clicks, views, spendCents };
  });
}

/** Microsoft Advertising's Reporting service over REST: submit a report, poll it until it is ready, download and read it. */
export function microsoftAdsAdapter(
  settings: MicrosoftAdsSettings,
  retry: RetryPolicy,
  { pollMs = 2_000, maxPolls = 90 } = {},
): EngineAdapter {
  const tokens = accessTokens(
    {
      tokenUrl: settings.tokenUrl,
      clientId: settings.clientId,
      clientSecret: settings.clientSecret,
      refreshToken: settings.refreshToken,
      scope: settings.scope,
    },
    retry,
  );
  const base = `${settings.reportingUrl.replace(/\/$/, '')}/Reporting/v13/GenerateReport`;

  const post = <T>(accountId: string, path: 'Submit' | 'Poll', payload: unknown) =>
    authorizedCall(
      tokens,
      async (token): Promise<T> => {
        let res: Response;
        try {
          res = await fetch(`${base}/${path}`, {
            method: 'POST',
            headers: {
              authorization: `Bearer ${token}`,
              DeveloperToken: settings.developerToken,
              CustomerId: settings.customerId,
              CustomerAccountId: accountId,
              'content-type': 'application/json',
            },
            body: JSON.stringify(payload),
            signal: AbortSignal.timeout(60_000),
          });
        } catch (error) {
          throw new EngineError('failed', `Microsoft Advertising did not answer: ${(error as Error).message}`);
        }
        const body = (await res.json().catch(() => null)) as T | FaultBody | null;
        if (!res.ok) throw microsoftError(res.status, body as FaultBody | null);
        return body as T;
      },
      retry,
    );

  return {
    batchSize: MAX_REPORT_CAMPAIGNS,
    acrossAccounts: true,
    async fetchDays(campaigns, from, to) {
      // The header names an account of the report (it must be one the user may read); the scope names them all.
      const accountId = campaigns[0]?.accountId ?? '';
      const { ReportRequestId: id } = await post<{ ReportRequestId?: string }>(
        accountId,
        'Submit',
        campaignReportRequest(campaigns, from, to),
      );
      if (!id) throw new EngineError('failed', 'SubmitGenerateReport answered no ReportRequestId');
      for (let poll = 0; poll < maxPolls; poll++) {
        const { ReportRequestStatus: status } = await post<{
          ReportRequestStatus?: { Status?: string; ReportDownloadUrl?: string | null };
        }>(accountId, 'Poll', { ReportRequestId: id });
        if (status?.Status === 'Success') {
          // Success without a URL: the report has no rows (no campaign had a click or an impression).
          if (!status.ReportDownloadUrl) return [];
          return withBackoff(() => download(status.ReportDownloadUrl!), retry);
        }
        if (status?.Status === 'Error') throw new EngineError('failed', `report ${id} failed on Microsoft's side`);
        await retry.sleep(pollMs);
      }
      throw new EngineError('failed', `report ${id} was not ready after ${maxPolls} polls`);
    },
  };
}

async function download(url: string): Promise<CampaignDay[]> {
  let res: Response;
  try {
    res = await fetch(url, { signal: AbortSignal.timeout(120_000) });
  } catch (error) {
    throw new EngineError('failed', `the report download did not answer: ${(error as Error).message}`);
  }
  if (res.status === 429) throw new EngineError('rate_limited', 'the report download is busy (HTTP 429)');
  if (!res.ok) throw new EngineError('failed', `the report download answered HTTP ${res.status}`);
  return readReportZip(new Uint8Array(await res.arrayBuffer()));
}
