import { EngineError, type RetryPolicy } from './engine-errors';

export interface OAuthClient {
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  refreshToken: string;
  /** Microsoft asks for the scope on a refresh; Google does not. */
  scope?: string;
}

/**
 * An OAuth2 access token got with the refresh-token grant (RFC 6749 §6), shared by every call of one
 * engine in a sync. A call answered "unauthenticated" asks for a fresh one with the token it used:
 * several calls failing at once cause one refresh.
 */
export interface AccessTokens {
  current(): Promise<string>;
  /** A token other than `stale`: the one another call already got, or a new one. */
  refresh(stale: string): Promise<string>;
}

async function grant(client: OAuthClient): Promise<string> {
  const form = new URLSearchParams({ grant_type: 'refresh_token', client_id: client.clientId, refresh_token: client.refreshToken });
  if (client.clientSecret) form.set('client_secret', client.clientSecret);
  if (client.scope) form.set('scope', client.scope);
  let res: Response;
  try {
    res = await fetch(client.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: form.toString(),
      signal: AbortSignal.timeout(30_000),
    });
  } catch (error) {
    throw new EngineError('failed', `the token endpoint did not answer: ${(error as Error).message}`);
  }
  const body = (await res.json().catch(() => ({}))) as { access_token?: string; error?: string; error_description?: string };
  if (res.ok && typeof body.access_token === 'string') return body.access_token;
  const detail = `${body.error ?? `HTTP ${res.status}`}${body.error_description ? `: ${body.error_description}` : ''}`;
  // invalid_grant: the refresh token was revoked or expired; invalid_client: the client id or secret is wrong.
  if (body.error === 'invalid_grant' || body.error === 'invalid_client' || body.error === 'unauthorized_client')
    throw new EngineError('revoked', `the refresh token was refused (${detail})`);
  if (res.status === 429) throw new EngineError('rate_limited', `the token endpoint is busy (${detail})`);
  throw new EngineError('failed', `the token endpoint refused (${detail})`);
}

export function accessTokens(client: OAuthClient, retry: RetryPolicy): AccessTokens {
  let token: Promise<string> | null = null;
  const fetchToken = () => {
    const attempt = withBackoff(() => grant(client), retry);
    // A failed grant is not kept: the next call tries again (a revoked token fails again, and stops the engine).
    token = attempt.catch((error: unknown) => {
      token = null;
      throw error;
    });
    return token;
  };
  return {
    current: () => token ?? fetchToken(),
    async refresh(stale) {
      const held = token ? await token.catch(() => null) : null;
      return held && held !== stale ? held : fetchToken();
    },
  };
}

/** Runs `call`, retrying a rate limit with exponential backoff (or the engine's own delay), at most `retry.tries` times. */
export async function withBackoff<T>(call: () => Promise<T>, retry: RetryPolicy): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await call();
    } catch (error) {
      if (!(error instanceof EngineError) || error.kind !== 'rate_limited' || attempt >= retry.tries) throw error;
      const backoff = Math.min(retry.maxMs, retry.baseMs * 2 ** (attempt - 1));
      await retry.sleep(Math.min(retry.maxMs, Math.max(backoff, error.retryAfterMs ?? 0)));
    }
  }
}

/**
 * One API call with its token: an "unauthenticated" answer (an expired access token) gets one fresh
 * token and one more try; rate limits are retried with backoff. A second "unauthenticated" is thrown.
 */
export async function authorizedCall<T>(tokens: AccessTokens, call: (token: string) => Promise<T>, retry: RetryPolicy): Promise<T> {
  return withBackoff(async () => {
    const token = await tokens.current();
    try {
      return await call(token);
    } catch (error) {
      if (!(error instanceof EngineError) || error.kind !== 'unauthenticated') throw error;
      const fresh = await tokens.refresh(token);
      return call(fresh);
    }
  }, retry);
}
