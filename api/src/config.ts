import path from 'node:path';
import { z } from 'zod';
import { enginesConfig, enginesEnvSchema, type EnginesConfig } from './engines/engine-settings';

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
  /** `timeoutMs`: how long a call may take before its outcome counts as unknown (15 s; tests shorten it). */
  paystack: { secretKey: string | null; publicKey: string | null; baseUrl: string; timeoutMs?: number };
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
  /** The supplier's settings that are unset: production refuses to start until each is. */
  invoiceSupplierUnset: string[];
  /** The email outbox's worker (mail/outbox.ts); unset fields take its defaults. Tests poll never (0) and wake it. */
  outbox: { pollMs?: number; retryBaseMs?: number; claimMs?: number };
  /** How often each instance looks for periodic jobs to run (lib/scheduler.ts); null: every minute. */
  schedulerTickMs: number | null;
  /** How many renewals one bill-due run charges at once. */
  billDueConcurrency: number;
  /** Canary releases and release health (decision 030). */
  releaseHealth: ReleaseHealthConfig;
  /** The ad engines' APIs (decision 040): each engine is off without its credentials. */
  engines: EnginesConfig;
}

export interface ReleaseHealthConfig {
  /** Addresses (lower case) that may use the release page and are emailed an automatic rollback. */
  managers: string[];
  /** A canary is rolled back when its error-session rate exceeds the live version's by more than this many percentage points ... */
  errorMarginPct: number;
  /** ... over at least this many canary sessions. */
  minSessions: number;
  /** ... from at least this many distinct addresses (report tokens are handed out per address). */
  minSources?: number;
  /** Signs report tokens and bucket cookies (RELEASE_REPORT_SECRET); drawn at start outside production when unset. */
  reportSecret?: string | null;
  /** How often a canary's health is judged (one instance decides per period). */
  checkMs: number;
  /** Raw reports and per-session rows older than this are deleted. */
  keepDays: number;
}

export interface InvoiceSupplier {
  name: string;
  address: string;
  vatNumber: string;
  /** Some detail is the development default below: invoices say so, and production refuses to start. */
  isSample: boolean;
}

/** Development defaults only: not a registered vendor. Production sets INVOICE_SUPPLIER_NAME, _ADDRESS and _VAT_NUMBER. */
export const SAMPLE_INVOICE_SUPPLIER = {
  name: 'AdLaunch (Pty) Ltd',
  address: '2nd Floor, 14 Bree Street, Cape Town, 8001, South Africa',
  vatNumber: '4000000000',
} as const;

type SupplierEnv = Partial<Record<`INVOICE_SUPPLIER_${'NAME' | 'ADDRESS' | 'VAT_NUMBER'}`, string>>;

/** The supplier's settings left unset (or blank): production names them when it refuses to start. */
const unsetSupplierSettings = (env: SupplierEnv) =>
  (['INVOICE_SUPPLIER_NAME', 'INVOICE_SUPPLIER_ADDRESS', 'INVOICE_SUPPLIER_VAT_NUMBER'] as const).filter((key) => !env[key]?.trim());

function invoiceSupplier(env: SupplierEnv): InvoiceSupplier {
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

/** Refuses a production start that would lose emails, keep codes where they should not be, or issue sample tax invoices. */
export function assertStartable(config: Config): void {
  if (config.env !== 'production') return;
  if (!config.smtpUrl && !config.allowOutboxInProduction)
    throw new Error(
      'SMTP_URL is not set: in production no email would reach anyone. Set SMTP_URL, or ALLOW_OUTBOX_IN_PRODUCTION=1 for a staging site.',
    );
  // Every payment, a staging site's sandbox ones too, gets a tax invoice: never in the development defaults' name.
  const missing = config.invoiceSupplierUnset;
  if (missing.length)
    throw new Error(
      `${missing.join(', ')} ${missing.length > 1 ? 'are' : 'is'} not set: in production every tax invoice names the registered supplier (name, address and VAT number).`,
    );
  if (!config.releaseHealth.reportSecret)
    throw new Error(
      'RELEASE_REPORT_SECRET is not set: in production it signs release health report tokens and canary bucket cookies, the same on every instance (32 random bytes or more).',
    );
}

const text = z.string().optional();
/** A URL, or empty/unset for "none" or the default. */
const url = z.union([z.literal(''), z.url({ error: (issue) => `must be a URL, not "${String(issue.input)}"` })]).optional();
/** `1` turns a switch on; empty, unset or `0` leaves it off. Anything else is a typo, refused. */
const flag = z.enum(['', '0', '1'], { error: (issue) => `must be 1 or 0, not "${String(issue.input)}"` }).optional();
const wholeNumber = <F extends number | undefined>(fallback: F, { min = 0, max = Number.MAX_SAFE_INTEGER } = {}) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      const trimmed = value?.trim();
      if (!trimmed) return fallback;
      const number = /^\d+$/.test(trimmed) ? Number(trimmed) : NaN;
      if (number >= min && number <= max) return number;
      ctx.addIssue({ code: 'custom', message: `must be a whole number from ${min} to ${max}, not "${value}"` });
      return z.NEVER;
    });

/** Every environment variable the API reads, checked before it starts: a typo stops it with the variable's name. */
const envSchema = z.object({
  NODE_ENV: text,
  PORT: wholeNumber(3000, { max: 65535 }),
  HOST: text,
  DATA_DIR: text,
  DATABASE_URL: text,
  SITE_ROOT: text,
  RELEASES_DIR: text,
  STAFF_DOMAINS: text,
  SMTP_URL: url,
  MAIL_FROM: text,
  SESSION_LOGIN_URL: url,
  TOKEN_TTL_DAYS: wholeNumber(30, { min: 1, max: 3650 }),
  SCRYPT_COST: wholeNumber(2 ** 17, { min: 2, max: 2 ** 24 }),
  AI_API_KEY: text,
  AI_BASE_URL: url,
  AI_MODEL: text,
  PAYSTACK_SECRET_KEY: text,
  PAYSTACK_PUBLIC_KEY: text,
  PAYSTACK_BASE_URL: url,
  PAYMENTS_SANDBOX: flag,
  REMOTE_ORIGINS: text,
  PUBLIC_ORIGIN: url,
  API_BASE: text,
  BLOG_URL: text,
  SITE_ORIGINS: text,
  TRUST_PROXY: text,
  ALLOW_OUTBOX_IN_PRODUCTION: flag,
  RATE_OTP_PER_ADDRESS: wholeNumber(5, { min: 1 }),
  RATE_OTP_PER_IP: wholeNumber(30, { min: 1 }),
  RATE_LOGIN_PER_IP: wholeNumber(60, { min: 1 }),
  RATE_LOCATION_PER_MINUTE: wholeNumber(120, { min: 1 }),
  INVOICE_SUPPLIER_NAME: text,
  INVOICE_SUPPLIER_ADDRESS: text,
  INVOICE_SUPPLIER_VAT_NUMBER: text,
  OUTBOX_POLL_MS: wholeNumber(undefined),
  OUTBOX_RETRY_BASE_MS: wholeNumber(undefined, { min: 1 }),
  OUTBOX_CLAIM_MS: wholeNumber(undefined, { min: 1 }),
  SCHEDULER_TICK_MS: wholeNumber(undefined, { min: 1 }),
  BILL_DUE_CONCURRENCY: wholeNumber(8, { min: 1, max: 64 }),
  RELEASE_MANAGERS: text,
  CANARY_ERROR_MARGIN_PCT: wholeNumber(5, { max: 100 }),
  CANARY_MIN_SESSIONS: wholeNumber(100, { min: 1 }),
  CANARY_MIN_SOURCES: wholeNumber(10, { min: 1 }),
  RELEASE_REPORT_SECRET: z.string().min(32).optional(),
  CANARY_CHECK_MS: wholeNumber(60_000, { min: 500 }),
  RELEASE_REPORTS_KEEP_DAYS: wholeNumber(14, { min: 1, max: 365 }),
  // The ad engines' settings: engines/engine-settings.ts.
  ...enginesEnvSchema,
});

/** The environment, parsed; the first wrong variable is named in the error. */
function parseEnv(env: NodeJS.ProcessEnv): z.infer<typeof envSchema> {
  const result = envSchema.safeParse(env);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
  throw new Error(`The environment is not valid: ${problems.join('; ')}.`);
}

export function loadConfig(rawEnv: NodeJS.ProcessEnv = process.env): Config {
  const env = parseEnv(rawEnv);
  const mode = env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development';
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(repoRoot, 'data'));
  return {
    env: mode,
    port: env.PORT,
    // Outside production the API listens on the loopback only, unless HOST says otherwise.
    host: env.HOST || (mode === 'production' ? '0.0.0.0' : '127.0.0.1'),
    dataDir,
    databaseUrl: env.DATABASE_URL || null,
    siteRoot: env.SITE_ROOT === '' ? null : path.resolve(env.SITE_ROOT ?? repoRoot),
    releasesDir: path.resolve(env.RELEASES_DIR ?? path.join(repoRoot, 'releases')),
    staffDomains: list(env.STAFF_DOMAINS, ['adlaunch.example']),
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM ?? 'AdLaunch <hello@adlaunch.example>',
    sessionLoginUrl: env.SESSION_LOGIN_URL || 'https://app.adlaunch.example/session',
    tokenTtlDays: env.TOKEN_TTL_DAYS,
    // OWASP: scrypt N=2^17, r=8, p=1. Only the test suite may lower it, to keep tests fast.
    scryptCost: mode === 'test' ? env.SCRYPT_COST : 2 ** 17,
    ai: { apiKey: env.AI_API_KEY || null, baseUrl: env.AI_BASE_URL || 'https://api.openai.com/v1', model: env.AI_MODEL ?? 'gpt-4o-mini' },
    paystack: {
      secretKey: env.PAYSTACK_SECRET_KEY || null,
      publicKey: env.PAYSTACK_PUBLIC_KEY || null,
      baseUrl: env.PAYSTACK_BASE_URL || 'https://api.paystack.co',
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
      otpPerAddress: env.RATE_OTP_PER_ADDRESS,
      otpPerIp: env.RATE_OTP_PER_IP,
      loginPerIp: env.RATE_LOGIN_PER_IP,
      locationPerMinute: env.RATE_LOCATION_PER_MINUTE,
    },
    invoiceSupplier: invoiceSupplier(env),
    invoiceSupplierUnset: unsetSupplierSettings(env),
    outbox: {
      ...(env.OUTBOX_POLL_MS !== undefined || mode === 'test' ? { pollMs: env.OUTBOX_POLL_MS ?? 0 } : {}),
      ...(env.OUTBOX_RETRY_BASE_MS !== undefined ? { retryBaseMs: env.OUTBOX_RETRY_BASE_MS } : {}),
      ...(env.OUTBOX_CLAIM_MS !== undefined ? { claimMs: env.OUTBOX_CLAIM_MS } : {}),
    },
    schedulerTickMs: env.SCHEDULER_TICK_MS ?? null,
    billDueConcurrency: env.BILL_DUE_CONCURRENCY,
    releaseHealth: {
      managers: list(env.RELEASE_MANAGERS, []).map((address) => address.toLowerCase()),
      errorMarginPct: env.CANARY_ERROR_MARGIN_PCT,
      minSessions: env.CANARY_MIN_SESSIONS,
      minSources: env.CANARY_MIN_SOURCES,
      reportSecret: env.RELEASE_REPORT_SECRET || null,
      checkMs: env.CANARY_CHECK_MS,
      keepDays: env.RELEASE_REPORTS_KEEP_DAYS,
    },
    engines: enginesConfig(env),
  };
}
