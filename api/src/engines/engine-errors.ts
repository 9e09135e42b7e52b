/**
 * How an engine's answer failed, as its API documents it:
 * - `unauthenticated`: the access token expired or was refused (refreshed once, then it stops the engine);
 * - `rate_limited`: Google's RESOURCE_EXHAUSTED, Microsoft's CallRateExceeded, HTTP 429 (retried with backoff);
 * - `revoked`: the refresh token was revoked or the client's credentials are wrong (OAuth `invalid_grant`, `invalid_client`);
 * - `permission`: the user may not read that account (PERMISSION_DENIED, UserIsNotAuthorized): that account's ads
 *   fail and staff are told, the other accounts go on; `no_access`: the developer token itself is refused
 *   (DEVELOPER_TOKEN_NOT_APPROVED, DeveloperTokenNotAuthorized), which no account can get past;
 * - `failed`: anything else (a 5xx, a bad answer): that call fails, the others go on.
 */
export type EngineFailure = 'unauthenticated' | 'rate_limited' | 'revoked' | 'permission' | 'no_access' | 'failed';

export class EngineError extends Error {
  constructor(
    readonly kind: EngineFailure,
    message: string,
    /** How long the engine asked us to wait (a rate limit's retry delay), when it said. */
    readonly retryAfterMs?: number,
  ) {
    super(message);
    this.name = 'EngineError';
  }
}

/** Failures of the engine's credentials, which staff must fix: the engine's sync stops for this run. */
export const stopsEngine = (error: unknown) =>
  error instanceof EngineError && (error.kind === 'revoked' || error.kind === 'no_access' || error.kind === 'unauthenticated');

export type Sleep = (ms: number) => Promise<void>;
export const realSleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** How a call is retried: at most `tries` times for a rate limit, waiting `baseMs`, then twice as long each time (at most `maxMs`). */
export interface RetryPolicy {
  sleep: Sleep;
  tries: number;
  baseMs: number;
  maxMs: number;
}
export const DEFAULT_RETRY: RetryPolicy = { sleep: realSleep, tries: 5, baseMs: 2_000, maxMs: 60_000 };
