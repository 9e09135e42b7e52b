import { startStandinServer, tokenEndpoint, type StandinAnswer, type StandinRequest } from './standin-server';

/** The next answer of searchStream fails this way (each is queued, used once). */
export type GoogleFault = 'expired_token' | 'resource_exhausted' | 'permission_denied' | 'developer_token_not_approved' | 'internal';

export interface GoogleFigures {
  clicks: number;
  impressions: number;
  costMicros: number;
}

const failure = (
  code: number,
  status: string,
  message: string,
  errorCode: Record<string, string>,
  extra: Record<string, unknown> = {},
): StandinAnswer => ({
  status: code,
  body: {
    error: {
      code,
      message,
      status,
      details: [
        {
          '@type': 'type.googleapis.com/google.ads.googleads.v26.errors.GoogleAdsFailure',
          errors: [{ errorCode, message, ...extra }],
          requestId: 'standin-request',
        },
      ],
    },
  },
});

const FAULTS: Record<GoogleFault, () => StandinAnswer> = {
  expired_token: () => ({
    status: 401,
    body: {
      error: {
        code: 401,
        message:
          'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.',
        status: 'UNAUTHENTICATED',
      },
    },
  }),
  resource_exhausted: () =>
    failure(
      429,
      'RESOURCE_EXHAUSTED',
      'Too many requests. Retry in 1 seconds.',
      { quotaError: 'RESOURCE_EXHAUSTED' },
      {
        details: { quotaErrorDetails: { rateScope: 'DEVELOPER', rateName: 'Number of operations for basic access', retryDelay: '1s' } },
      },
    ),
  permission_denied: () =>
    failure(403, 'PERMISSION_DENIED', "User doesn't have permission to access customer.", { authorizationError: 'USER_PERMISSION_DENIED' }),
  developer_token_not_approved: () =>
    failure(403, 'PERMISSION_DENIED', 'The developer token is only approved for use with test accounts.', {
      authorizationError: 'DEVELOPER_TOKEN_NOT_APPROVED',
    }),
  internal: () => failure(500, 'INTERNAL', 'Internal error encountered.', { internalError: 'INTERNAL_ERROR' }),
};

/**
 * A stand-in for the Google Ads API's REST interface and Google's OAuth2 token endpoint (`/token`):
 * `POST /v{N}/customers/{id}/googleAds:searchStream` reads the GAQL query's campaign ids and date range
 * and answers as documented (a JSON array of batches of rows, camelCase, int64 as strings, zero values
 * left out, `fieldMask`, `requestId`). Errors answer with Google's error body.
 */
export async function startGoogleAdsStandin({ latencyMs = 0, batchRows = 2 } = {}) {
  const auth = {
    clientId: 'standin-google-client',
    refreshToken: 'standin-google-refresh',
    revoked: false,
    tokens: new Set<string>(),
    counter: 0,
  };
  const developerToken = 'standin-developer-token';
  /** customer id -> campaign id -> date -> figures */
  const data = new Map<string, Map<string, Map<string, GoogleFigures>>>();
  const faults: GoogleFault[] = [];
  /** Customers the user may not read. */
  const forbidden = new Set<string>();
  let latency = latencyMs;
  let tokenRefused = false;

  function searchStream(customerId: string, req: StandinRequest): StandinAnswer {
    const token = /^Bearer (.+)$/.exec(String(req.headers.authorization ?? ''))?.[1];
    const fault = faults.shift() ?? (tokenRefused ? 'developer_token_not_approved' : undefined);
    if (fault) return FAULTS[fault]();
    if (!token || !auth.tokens.has(token)) return FAULTS.expired_token();
    if (req.headers['developer-token'] !== developerToken)
      return failure(401, 'UNAUTHENTICATED', 'The developer token is not valid.', { authenticationError: 'DEVELOPER_TOKEN_INVALID' });
    if (forbidden.has(customerId)) return FAULTS.permission_denied();
    const query = (JSON.parse(req.text) as { query?: string }).query ?? '';
    const ids = /campaign\.id IN \(([\d,\s]+)\)/
      .exec(query)?.[1]
      .split(',')
      .map((id) => id.trim());
    const range = /segments\.date BETWEEN '(\d{4}-\d{2}-\d{2})' AND '(\d{4}-\d{2}-\d{2})'/.exec(query);
    if (
      !ids ||
      !range ||
      !/^SELECT campaign\.id, segments\.date, metrics\.clicks, metrics\.impressions, metrics\.cost_micros FROM campaign/.test(query)
    )
      return failure(400, 'INVALID_ARGUMENT', 'Request contains an invalid argument.', { queryError: 'UNEXPECTED_INPUT' });
    const rows: unknown[] = [];
    for (const id of ids) {
      for (const [date, f] of [...(data.get(customerId)?.get(id) ?? new Map<string, GoogleFigures>())].sort()) {
        if (date < range[1] || date > range[2]) continue;
        const metrics: Record<string, string> = {};
        // proto3 JSON leaves zero values out.
        if (f.clicks) metrics.clicks = String(f.clicks);
        if (f.impressions) metrics.impressions = String(f.impressions);
        if (f.costMicros) metrics.costMicros = String(f.costMicros);
        rows.push({ campaign: { resourceName: `customers/${customerId}/campaigns/${id}`, id }, metrics, segments: { date } });
      }
    }
    const fieldMask = 'campaign.id,segments.date,metrics.clicks,metrics.impressions,metrics.costMicros';
    // No rows: one batch with no `results` at all (an empty repeated field is left out).
    const batches: unknown[] = rows.length ? [] : [{ fieldMask, requestId: 'standin-0' }];
    for (let i = 0; i < rows.length; i += batchRows)
      batches.push({ results: rows.slice(i, i + batchRows), fieldMask, requestId: `standin-${i}` });
    return { body: batches };
  }

  const server = await startStandinServer(
    (req) => {
      if (req.path === '/token') return tokenEndpoint(auth, req);
      const match = /^\/v\d+\/customers\/(\d+)\/googleAds:searchStream$/.exec(req.path);
      if (req.method === 'POST' && match) return searchStream(match[1], req);
      return { status: 404, body: { error: { code: 404, message: 'Not found', status: 'NOT_FOUND' } } };
    },
    () => latency,
  );

  return {
    ...server,
    /** The settings that point the adapter here. */
    env: {
      GOOGLE_ADS_API_URL: server.url,
      GOOGLE_ADS_TOKEN_URL: `${server.url}/token`,
      GOOGLE_ADS_DEVELOPER_TOKEN: developerToken,
      GOOGLE_ADS_CLIENT_ID: auth.clientId,
      GOOGLE_ADS_CLIENT_SECRET: 'standin-google-secret',
      GOOGLE_ADS_REFRESH_TOKEN: auth.refreshToken,
    },
    setDay(customerId: string, campaignId: string, date: string, figures: GoogleFigures) {
      const customer = data.get(customerId) ?? new Map<string, Map<string, GoogleFigures>>();
      data.set(customerId, customer);
      const campaign = customer.get(campaignId) ?? new Map<string, GoogleFigures>();
      customer.set(campaignId, campaign);
      campaign.set(date, figures);
    },
    fail: (...next: GoogleFault[]) => faults.push(...next),
    /** Every searchStream answers DEVELOPER_TOKEN_NOT_APPROVED (or, false, no longer). */
    refuseDeveloperToken: (on = true) => (tokenRefused = on),
    /** Every access token issued so far stops working (they expired). */
    expireTokens: () => auth.tokens.clear(),
    /** The refresh token is revoked (`invalid_grant`), or (false) valid again. */
    revoke: (revoked = true) => (auth.revoked = revoked),
    forbid: (customerId: string, on = true) => (on ? forbidden.add(customerId) : forbidden.delete(customerId)),
    setLatency: (ms: number) => (latency = ms),
    searchCalls: () => server.requests.filter((r) => r.path.endsWith(':searchStream')),
    tokenCalls: () => server.requests.filter((r) => r.path === '/token'),
  };
}

export type GoogleAdsStandin = Awaited<ReturnType<typeof startGoogleAdsStandin>>;
