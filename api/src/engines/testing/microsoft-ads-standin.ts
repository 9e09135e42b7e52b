import { zipSync, strToU8 } from 'fflate';
import { startStandinServer, tokenEndpoint, type StandinAnswer, type StandinRequest } from './standin-server';

/** The next Submit or Poll fails this way (queued, used once). */
export type MicrosoftFault = 'expired_token' | 'call_rate_exceeded' | 'not_authorized' | 'internal';

export interface MicrosoftFigures {
  clicks: number;
  impressions: number;
  /** In the account's currency, e.g. "12.34". */
  spend: string;
}

const fault = (status: number, code: number, errorCode: string, message: string): StandinAnswer => ({
  status,
  body: {
    Errors: [
      {
        Code: code,
        Details: null,
        ErrorCode: errorCode,
        FieldPath: null,
        ForwardCompatibilityMap: null,
        Message: message,
        Type: 'OperationError',
      },
    ],
    TrackingId: 'standin-tracking',
    Type: 'AdApiFaultDetail',
  },
});
const FAULTS: Record<MicrosoftFault, () => StandinAnswer> = {
  expired_token: () => fault(401, 109, 'AuthenticationTokenExpired', 'The OAuth access token has expired.'),
  call_rate_exceeded: () =>
    fault(429, 117, 'CallRateExceeded', 'You have exceeded the number of calls that you are allowed to make in a minute.'),
  not_authorized: () => fault(403, 106, 'UserIsNotAuthorized', 'The user does not represent a authorized developer.'),
  internal: () => fault(500, 0, 'InternalError', 'An internal error has occurred.'),
};

interface Job {
  campaigns: { accountId: string; campaignId: string }[];
  from: string;
  to: string;
  polls: number;
}

const day = (parts: { Day: number; Month: number; Year: number }) =>
  `${parts.Year}-${String(parts.Month).padStart(2, '0')}-${String(parts.Day).padStart(2, '0')}`;

/**
 * A stand-in for Microsoft Advertising's Reporting service (REST, v13) and Microsoft's token endpoint
 * (`/token`): `Reporting/v13/GenerateReport/Submit` takes a CampaignPerformanceReportRequest and answers a
 * ReportRequestId; `.../Poll` answers Pending `pendingPolls` times, then Success with a ReportDownloadUrl
 * to a zip holding the CSV (or no URL when there are no rows). Faults answer with the API's fault body.
 */
export async function startMicrosoftAdsStandin({ latencyMs = 0, pendingPolls = 1 } = {}) {
  const auth = {
    clientId: 'standin-microsoft-client',
    refreshToken: 'standin-microsoft-refresh',
    revoked: false,
    tokens: new Set<string>(),
    counter: 0,
  };
  const developerToken = 'standin-ms-developer-token';
  const customerId = '1234567';
  /** account id -> campaign id -> date -> figures */
  const data = new Map<string, Map<string, Map<string, MicrosoftFigures>>>();
  const jobs = new Map<string, Job>();
  const faults: MicrosoftFault[] = [];
  const forbidden = new Set<string>();
  let latency = latencyMs;
  let url = '';

  function check(req: StandinRequest): StandinAnswer | null {
    const next = faults.shift();
    if (next) return FAULTS[next]();
    const token = /^Bearer (.+)$/.exec(String(req.headers.authorization ?? ''))?.[1];
    if (!token || !auth.tokens.has(token)) return FAULTS.expired_token();
    if (req.headers.developertoken !== developerToken)
      return fault(
        401,
        105,
        'InvalidCredentials',
        'Authentication failed. Either supplied credentials are invalid or the account is inactive.',
      );
    if (req.headers.customerid !== customerId || forbidden.has(String(req.headers.customeraccountid))) return FAULTS.not_authorized();
    return null;
  }

  const badRequest = (code: number, errorCode: string, message: string): StandinAnswer => ({
    status: 400,
    body: {
      OperationErrors: [{ Code: code, ErrorCode: errorCode, Message: message }],
      BatchErrors: [],
      TrackingId: 'standin',
      Type: 'ApiFaultDetail',
    },
  });

  function submit(req: StandinRequest): StandinAnswer {
    const body = JSON.parse(req.text) as {
      ReportRequest?: {
        Type?: string;
        Aggregation?: string;
        Columns?: string[];
        Format?: string;
        Scope?: { Campaigns?: { AccountId: number; CampaignId: number }[] };
        Time?: { CustomDateRangeStart: never; CustomDateRangeEnd: never };
      };
    };
    const request = body.ReportRequest;
    if (
      request?.Type !== 'CampaignPerformanceReportRequest' ||
      request.Aggregation !== 'Daily' ||
      request.Format !== 'Csv' ||
      !request.Time ||
      !request.Scope?.Campaigns
    )
      return badRequest(100, 'NullRequest', 'The request message is null.');
    // AccountThroughCampaignReportScope takes up to 300 campaigns (the limit is documented, its error code is not: ours).
    if (request.Scope.Campaigns.length > 300)
      return badRequest(0, 'StandinScopeTooLarge', 'The report scope names more than 300 campaigns.');
    const campaigns = request.Scope.Campaigns.map((c) => ({ accountId: String(c.AccountId), campaignId: String(c.CampaignId) }));
    // A report that names an account the user may not read is refused whole.
    if (campaigns.some((c) => forbidden.has(c.accountId))) return FAULTS.not_authorized();
    const id = `standin-report-${jobs.size + 1}`;
    jobs.set(id, {
      campaigns,
      from: day(request.Time.CustomDateRangeStart),
      to: day(request.Time.CustomDateRangeEnd),
      polls: 0,
    });
    return { body: { ReportRequestId: id } };
  }

  function poll(req: StandinRequest): StandinAnswer {
    const id = (JSON.parse(req.text) as { ReportRequestId?: string }).ReportRequestId ?? '';
    const job = jobs.get(id);
    if (!job)
      return {
        status: 400,
        body: {
          OperationErrors: [{ Code: 2100, ErrorCode: 'InvalidReportId', Message: 'The specified report request identifier is not valid.' }],
          TrackingId: 'standin',
          Type: 'ApiFaultDetail',
        },
      };
    if (job.polls++ < pendingPolls) return { body: { ReportRequestStatus: { ReportDownloadUrl: null, Status: 'Pending' } } };
    const hasRows = csvLines(job).length > 0;
    return {
      body: { ReportRequestStatus: { ReportDownloadUrl: hasRows ? `${url}/download/${id}.zip?sig=standin` : null, Status: 'Success' } },
    };
  }

  function csvLines(job: Job): string[] {
    const lines: string[] = [];
    for (const { accountId, campaignId } of job.campaigns)
      for (const [date, f] of [...(data.get(accountId)?.get(campaignId) ?? new Map<string, MicrosoftFigures>())].sort())
        if (date >= job.from && date <= job.to)
          lines.push(`"${date}","${accountId}","${campaignId}","${f.clicks}","${f.impressions}","${f.spend}"`);
    return lines;
  }

  const server = await startStandinServer(
    (req) => {
      if (req.path === '/token') return tokenEndpoint(auth, req);
      if (req.method === 'POST' && req.path === '/Reporting/v13/GenerateReport/Submit') return check(req) ?? submit(req);
      if (req.method === 'POST' && req.path === '/Reporting/v13/GenerateReport/Poll') return check(req) ?? poll(req);
      const download = /^\/download\/([\w-]+)\.zip/.exec(req.path);
      const job = download && jobs.get(download[1]);
      if (req.method === 'GET' && job) {
        const csv = ['"TimePeriod","AccountId","CampaignId","Clicks","Impressions","Spend"', ...csvLines(job)].join('\r\n');
        const zip = zipSync({ [`${download[1]}.csv`]: strToU8(`\ufeff${csv}\r\n`) });
        return { body: Buffer.from(zip), contentType: 'application/x-zip-compressed' };
      }
      return { status: 404, body: { Message: 'Not found' } };
    },
    () => latency,
  );
  url = server.url;

  return {
    ...server,
    env: {
      MICROSOFT_ADS_REPORTING_URL: server.url,
      MICROSOFT_ADS_TOKEN_URL: `${server.url}/token`,
      MICROSOFT_ADS_DEVELOPER_TOKEN: developerToken,
      MICROSOFT_ADS_CLIENT_ID: auth.clientId,
      MICROSOFT_ADS_CLIENT_SECRET: 'standin-microsoft-secret',
      MICROSOFT_ADS_REFRESH_TOKEN: auth.refreshToken,
      MICROSOFT_ADS_CUSTOMER_ID: customerId,
    },
    setDay(accountId: string, campaignId: string, date: string, figures: MicrosoftFigures) {
      const account = data.get(accountId) ?? new Map<string, Map<string, MicrosoftFigures>>();
      data.set(accountId, account);
      const campaign = account.get(campaignId) ?? new Map<string, MicrosoftFigures>();
      account.set(campaignId, campaign);
      campaign.set(date, figures);
    },
    fail: (...next: MicrosoftFault[]) => faults.push(...next),
    expireTokens: () => auth.tokens.clear(),
    /** The refresh token is revoked (`invalid_grant`), or (false) valid again. */
    revoke: (revoked = true) => (auth.revoked = revoked),
    forbid: (accountId: string, on = true) => (on ? forbidden.add(accountId) : forbidden.delete(accountId)),
    setLatency: (ms: number) => (latency = ms),
    submitCalls: () => server.requests.filter((r) => r.path.endsWith('/Submit')),
    tokenCalls: () => server.requests.filter((r) => r.path === '/token'),
  };
}

export type MicrosoftAdsStandin = Awaited<ReturnType<typeof startMicrosoftAdsStandin>>;
