import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { isIPv6 } from 'node:net';

/**
 * Report tokens (decision 030, issue 48 finding 3): a release health report counts only with a token the
 * server handed out with the page's release manifest. A token names the remote versions served, a random
 * session (one token is one session, however often it is sent) and a hash of the address it was handed
 * to (a judgement needs sessions from enough distinct addresses); it is signed and lives half an hour.
 */
const REPORT_TOKEN_TTL_MS = 30 * 60_000;

export interface ReportGrant {
  session: string;
  /** A hash of the address the token was handed to. */
  source: string;
  /** `name@version` of every remote served with the token. */
  tags: string[];
}

/** An IPv6 visitor holds a whole /64: it is one source. */
const addressKey = (address: string) => (isIPv6(address) ? address.split(':').slice(0, 4).join(':') : address);

export class ReportTokens {
  constructor(private readonly secret: string) {}

  private sign(purpose: string, text: string) {
    return createHmac('sha256', this.secret).update(`${purpose}:${text}`).digest('base64url');
  }

  private matches(purpose: string, text: string, signature: string) {
    const expected = Buffer.from(this.sign(purpose, text));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  issue(tags: string[], address: string, moment = Date.now()): string {
    const payload = Buffer.from(
      JSON.stringify({
        n: randomBytes(8).toString('hex'),
        s: this.sign('source', addressKey(address)).slice(0, 16),
        t: tags,
        e: moment + REPORT_TOKEN_TTL_MS,
      }),
    ).toString('base64url');
    return `${payload}.${this.sign('report', payload)}`;
  }

  /** The token's grant, or null when it is not one this server signed or it has expired. */
  verify(token: string | undefined, moment = Date.now()): ReportGrant | null {
    const [payload, signature, ...rest] = (token ?? '').split('.');
    if (!payload || !signature || rest.length > 0 || !this.matches('report', payload, signature)) return null;
    try {
      const { n, s, t, e } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
        n: string;
        s: string;
        t: string[];
        e: number;
      };
      if (typeof e !== 'number' || e < moment || !Array.isArray(t)) return null;
      return { session: n, source: s, tags: t };
    } catch {
      return null;
    }
  }

  /** The bucket cookie's value: the bucket and its signature, so that no visitor picks their own side. */
  bucketCookie(bucket: number): string {
    return `${bucket}.${this.sign('bucket', String(bucket)).slice(0, 22)}`;
  }

  /** The bucket a cookie names, or null when this server did not sign it. */
  bucketOf(cookie: string | undefined): number | null {
    const match = /^(\d{1,2})\.([A-Za-z0-9_-]{22})$/.exec(cookie ?? '');
    if (!match) return null;
    const expected = Buffer.from(this.sign('bucket', match[1]).slice(0, 22));
    return timingSafeEqual(Buffer.from(match[2]), expected) ? Number(match[1]) : null;
  }
}
