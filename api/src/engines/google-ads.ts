import { EngineError, type RetryPolicy } from './engine-errors';
import { accessTokens, authorizedCall } from './access-token';
import { microsToCents, type CampaignDay, type EngineAdapter } from './campaign-day';
import type { GoogleAdsSettings } from './engine-settings';

/** A row of `googleAds:searchStream` in REST JSON: camelCase names, int64 as strings, zero values left out. */
interface GoogleAdsRow {
  campaign?: { resourceName?: string; id?: string };
  metrics?: { clicks?: string; impressions?: string; costMicros?: string };
  segments?: { date?: string };
}
interface StreamBatch {
  results?: GoogleAdsRow[];
  fieldMask?: string;
  requestId?: string;
  error?: GoogleError['error'];
}
interface GoogleError {
  error?: {
    code?: number;
    message?: string;
    status?: string;
    details?: {
      '@type'?: string;
      errors?: { errorCode?: Record<string, string>; message?: string; details?: { quotaErrorDetails?: { retryDelay?: string } } }[];
    }[];
  };
}

const digits = (id: string) => id.replace(/-/g, '');

/** The GAQL query for the daily figures of some campaigns over a date range (ids are digits: checked when linked). */
export function campaignDaysQuery(campaignIds: string[], from: string, to: string): string {
  return [
    'SELECT campaign.id, segments.date, metrics.clicks, metrics.impressions, metrics.cost_micros',
    'FROM campaign',
    `WHERE campaign.id IN (${campaignIds.map((id) => String(BigInt(id))).join(', ')})`,
    `AND segments.date BETWEEN '${from}' AND '${to}'`,
  ].join(' ');
}

/** "30s" or "1.5s" (a protobuf Duration in JSON) in milliseconds. */
const durationMs = (text: string | undefined) => (text && /^\d+(\.\d+)?s$/.test(text) ? Math.round(parseFloat(text) * 1000) : undefined);

/** Google's error body as an EngineError: UNAUTHENTICATED, RESOURCE_EXHAUSTED, PERMISSION_DENIED, or a failure. */
function googleError(httpStatus: number, body: GoogleError): EngineError {
  const error = body.error ?? {};
  const failures = (error.details ?? []).flatMap((detail) => detail.errors ?? []);
  const codes = failures.map((failure) => Object.entries(failure.errorCode ?? {}).map(([k, v]) => `${k}.${v}`)).flat();
  const message = `${error.status ?? `HTTP ${httpStatus}`}: ${error.message ?? 'no message'}${codes.length ? ` (${codes.join(', ')})` : ''}`;
  const status = error.status ?? '';
  if (status === 'UNAUTHENTICATED' || httpStatus === 401) return new EngineError('unauthenticated', message);
  if (status === 'RESOURCE_EXHAUSTED' || httpStatus === 429) {
    const delay = failures.map((failure) => durationMs(failure.details?.quotaErrorDetails?.retryDelay)).find((ms) => ms !== undefined);
    return new EngineError('rate_limited', message, delay);
  }
  if (status === 'PERMISSION_DENIED' || httpStatus === 403)
    // The developer token's own refusals reach every customer; a user's missing access is one customer's.
    return new EngineError(
      codes.some((code) => code.startsWith('authorizationError.DEVELOPER_TOKEN')) ? 'no_access' : 'permission',
      message,
    );
  return new EngineError('failed', message);
}

function readRows(customerId: string, batches: StreamBatch[]): CampaignDay[] {
  const days: CampaignDay[] = [];
  for (const batch of batches) {
    for (const row of batch.results ?? []) {
      const campaignId = row.campaign?.id;
      const date = row.segments?.date;
      if (!campaignId || !date || !/^\d{4}-\d{2}-\d{2}$/.test(date))
        throw new EngineError('failed', 'a row without campaign.id or segments.date');
      days.push({
        accountId: customerId,
        campaignId,
        date,
        clicks: Number(row.metrics?.clicks ?? 0),
        views: Number(row.metrics?.impressions ?? 0),
        spendCents: microsToCents(row.metrics?.costMicros ?? '0'),
      });
    }
  }
  return days;
}

/** Google Ads API: GoogleAdsService.SearchStream over REST, authorized by an OAuth2 refresh token. */
export function googleAdsAdapter(settings: GoogleAdsSettings, retry: RetryPolicy): EngineAdapter {
  const tokens = accessTokens(
    { tokenUrl: settings.tokenUrl, clientId: settings.clientId, clientSecret: settings.clientSecret, refreshToken: settings.refreshToken },
    retry,
  );
  return {
    batchSize: 500,
    acrossAccounts: false,
    async fetchDays(campaigns, from, to) {
      const customerId = campaigns[0]?.accountId ?? '';
      if (campaigns.some((campaign) => campaign.accountId !== customerId))
        throw new EngineError('failed', 'one searchStream reads the campaigns of one customer');
      const campaignIds = campaigns.map((campaign) => campaign.campaignId);
      const url = `${settings.apiUrl.replace(/\/$/, '')}/${settings.apiVersion}/customers/${digits(customerId)}/googleAds:searchStream`;
      const query = campaignDaysQuery(campaignIds, from, to);
      return authorizedCall(
        tokens,
        async (token) => {
          const headers: Record<string, string> = {
            authorization: `Bearer ${token}`,
            'developer-token': settings.developerToken,
            'content-type': 'application/json',
          };
          if (settings.loginCustomerId) headers['login-customer-id'] = settings.loginCustomerId;
          let res: Response;
          try {
            res = await fetch(url, { method: 'POST', headers, body: JSON.stringify({ query }), signal: AbortSignal.timeout(120_000) });
          } catch (error) {
            throw new EngineError('failed', `Google Ads did not answer: ${(error as Error).message}`);
          }
          const body = (await res.json().catch(() => null)) as StreamBatch[] | GoogleError | null;
          if (!res.ok) throw googleError(res.status, (body ?? {}) as GoogleError);
          if (!Array.isArray(body)) throw new EngineError('failed', 'searchStream did not answer an array of batches');
          // An error met mid-stream comes as a last element of the array.
          const failed = body.find((batch) => batch.error);
          if (failed) throw googleError(failed.error?.code ?? 500, { error: failed.error });
          return readRows(customerId, body);
        },
        retry,
      );
    },
  };
}
