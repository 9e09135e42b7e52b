import path from 'node:path';

const repoRoot = path.resolve(__dirname, '../..');

function list(value: string | undefined, fallback: string[]): string[] {
  return value
    ? value
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean)
    : fallback;
}

export interface Config {
  env: 'production' | 'development' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  /** Where the built shell and remotes live; null runs the API alone. */
  siteRoot: string | null;
  releasesDir: string;
  staffDomains: string[];
  smtpUrl: string | null;
  mailFrom: string;
  sessionLoginUrl: string;
  tokenTtlDays: number;
  scryptCost: number;
  ai: { apiKey: string | null; baseUrl: string; model: string };
  paystack: { secretKey: string | null; publicKey: string | null; baseUrl: string };
  /** Production refuses card payments without provider keys, unless a staging site opts into the sandbox. */
  allowSandboxInProduction: boolean;
  /** Origins that serve remote builds (a CDN); the page's own origin is always allowed. */
  remoteOrigins: string[];
  /** The site's public origin, e.g. https://www.adlaunch.example: remote files answer it in CORS. */
  publicOrigin: string | null;
  /** The API base the browser uses when the API is on another origin; empty means same origin. */
  apiBase: string;
  /** Where the header's and footer's Blog link leads (an external blog); empty means the site's own /blog. */
  blogUrl: string;
  /** Site origins whose pages may call the API from another origin (CORS); empty allows none. */
  siteOrigins: string[];
  /** How many proxy hops to trust for X-Forwarded-For, or the proxies' addresses; false trusts none. */
  trustProxy: false | number | string[];
  /** A production site without SMTP_URL keeps emails in the outbox table (codes masked) only when opted in. */
  allowOutboxInProduction: boolean;
  rateLimit: { otpPerAddress: number; otpPerIp: number; loginPerIp: number; locationPerMinute: number };
  /** Who issues the tax invoices: printed on each invoice as it is issued. */
  invoiceSupplier: InvoiceSupplier;
  /** The email outbox's worker (lib/outbox.ts); unset fields take its defaults. Tests poll never (0) and wake it. */
  outbox: { pollMs?: number; retryBaseMs?: number; claimMs?: number };
  /** How often each instance looks for periodic jobs to run (lib/scheduler.ts); null: every minute. */
  schedulerTickMs: number | null;
}

export interface InvoiceSupplier {
  name: string;
  address: string;
  vatNumber: string;
  /** Some detail is the development default below: invoices say so, and production with real payments refuses to start. */
  isSample: boolean;
}

/** Development defaults only: not a registered vendor. Production sets INVOICE_SUPPLIER_NAME, _ADDRESS and _VAT_NUMBER. */
export const SAMPLE_INVOICE_SUPPLIER = {
  name: 'AdLaunch (Pty) Ltd',
  address: '2nd Floor, 14 Bree Street, Cape Town, 8001, South Africa',
  vatNumber: '4000000000',
} as const;

function invoiceSupplier(env: NodeJS.ProcessEnv): InvoiceSupplier {
  const name = env.INVOICE_SUPPLIER_NAME?.trim();
  const address = env.INVOICE_SUPPLIER_ADDRESS?.trim();
  const vatNumber = env.INVOICE_SUPPLIER_VAT_NUMBER?.trim();
  return {
    name: name || SAMPLE_INVOICE_SUPPLIER.name,
    address: address || SAMPLE_INVOICE_SUPPLIER.address,
    vatNumber: vatNumber || SAMPLE_INVOICE_SUPPLIER.vatNumber,
    isSample: !name || !address || !vatNumber,
  };
}

/**
 * TRUST_PROXY: a hop count (`1` for one load balancer) or a comma-separated list of proxy addresses
 * or CIDR ranges. `true` is refused: it would take a client's own X-Forwarded-For as its address.
 */
export function parseTrustProxy(value: string | undefined): false | number | string[] {
  const text = value?.trim() ?? '';
  if (text === '' || text === '0') return false;
  if (/^\d+$/.test(text)) return Number(text);
  if (/^(true|yes)$/i.test(text))
    throw new Error("TRUST_PROXY takes a hop count (e.g. 1) or the proxies' addresses, not true: anyone could pick their own address.");
  return list(text, []);
}

/** Refuses a production start that would lose emails or keep codes where they should not be. */
export function assertStartable(config: Config): void {
  if (config.env === 'production' && !config.smtpUrl && !config.allowOutboxInProduction)
    throw new Error(
      'SMTP_URL is not set: in production no email would reach anyone. Set SMTP_URL, or ALLOW_OUTBOX_IN_PRODUCTION=1 for a staging site.',
    );
  if (config.env === 'production' && config.paystack.secretKey && config.invoiceSupplier.isSample)
    throw new Error(
      'INVOICE_SUPPLIER_NAME, INVOICE_SUPPLIER_ADDRESS and INVOICE_SUPPLIER_VAT_NUMBER must be set: every card payment gets a tax invoice in their name.',
    );
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const mode = env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development';
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(repoRoot, 'data'));
  return {
    env: mode,
    port: Number(env.PORT ?? 3000),
    // Outside production the API listens on the loopback only, unless HOST says otherwise.
    host: env.HOST || (mode === 'production' ? '0.0.0.0' : '127.0.0.1'),
    dataDir,
    databaseUrl: env.DATABASE_URL || null,
    siteRoot: env.SITE_ROOT === '' ? null : path.resolve(env.SITE_ROOT ?? repoRoot),
    releasesDir: path.resolve(env.RELEASES_DIR ?? path.join(repoRoot, 'releases')),
    staffDomains: list(env.STAFF_DOMAINS, ['adlaunch.example']),
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM ?? 'AdLaunch <hello@adlaunch.example>',
    sessionLoginUrl: env.SESSION_LOGIN_URL ?? 'https://app.adlaunch.example/session',
    tokenTtlDays: Number(env.TOKEN_TTL_DAYS ?? 30),
    // OWASP: scrypt N=2^17, r=8, p=1. Only the test suite may lower it, to keep tests fast.
    scryptCost: mode === 'test' && env.SCRYPT_COST ? Number(env.SCRYPT_COST) : 2 ** 17,
    ai: { apiKey: env.AI_API_KEY || null, baseUrl: env.AI_BASE_URL ?? 'https://api.openai.com/v1', model: env.AI_MODEL ?? 'gpt-4o-mini' },
    paystack: {
      secretKey: env.PAYSTACK_SECRET_KEY || null,
      publicKey: env.PAYSTACK_PUBLIC_KEY || null,
      baseUrl: env.PAYSTACK_BASE_URL ?? 'https://api.paystack.co',
    },
    allowSandboxInProduction: env.PAYMENTS_SANDBOX === '1',
    remoteOrigins: list(env.REMOTE_ORIGINS, []),
    publicOrigin: env.PUBLIC_ORIGIN || null,
    apiBase: env.API_BASE ?? '',
    blogUrl: env.BLOG_URL ?? '',
    siteOrigins: list(env.SITE_ORIGINS, []),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    allowOutboxInProduction: env.ALLOW_OUTBOX_IN_PRODUCTION === '1',
    rateLimit: {
      otpPerAddress: Number(env.RATE_OTP_PER_ADDRESS ?? 5),
      otpPerIp: Number(env.RATE_OTP_PER_IP ?? 30),
      loginPerIp: Number(env.RATE_LOGIN_PER_IP ?? 60),
      locationPerMinute: Number(env.RATE_LOCATION_PER_MINUTE ?? 120),
    },
    invoiceSupplier: invoiceSupplier(env),
    outbox: {
      ...(env.OUTBOX_POLL_MS || mode === 'test' ? { pollMs: Number(env.OUTBOX_POLL_MS ?? 0) } : {}),
      ...(env.OUTBOX_RETRY_BASE_MS ? { retryBaseMs: Number(env.OUTBOX_RETRY_BASE_MS) } : {}),
      ...(env.OUTBOX_CLAIM_MS ? { claimMs: Number(env.OUTBOX_CLAIM_MS) } : {}),
    },
    schedulerTickMs: env.SCHEDULER_TICK_MS ? Number(env.SCHEDULER_TICK_MS) : null,
  };
}
