import { z } from 'zod';

/** The engines whose results are fetched through their APIs. */
export const ENGINES = ['google', 'microsoft'] as const;
export type Engine = (typeof ENGINES)[number];
export const isEngine = (value: string): value is Engine => (ENGINES as readonly string[]).includes(value);

export interface GoogleAdsSettings {
  apiUrl: string;
  tokenUrl: string;
  /** e.g. `v26`: the path's version. */
  apiVersion: string;
  developerToken: string;
  clientId: string;
  clientSecret: string;
  refreshToken: string;
  /** The manager account the linked customers are reached through (header `login-customer-id`); null without one. */
  loginCustomerId: string | null;
}

export interface MicrosoftAdsSettings {
  reportingUrl: string;
  tokenUrl: string;
  developerToken: string;
  clientId: string;
  /** Empty for a public (native) client, which Microsoft's token endpoint allows. */
  clientSecret: string;
  refreshToken: string;
  scope: string;
  /** The agency's customer id (header `CustomerId`); each link names the account (`CustomerAccountId`). */
  customerId: string;
}

export interface EnginesConfig {
  /** Null: the settings are missing (named in `missing`) and Google's results are not fetched. */
  google: GoogleAdsSettings | null;
  microsoft: MicrosoftAdsSettings | null;
  /** What each engine lacks, for the "sync is off" message. */
  missing: Record<Engine, string[]>;
  /** How many calls each engine has under way at once (Google: searchStreams; Microsoft: reports, from submit to download). */
  concurrency: number;
  /** Where alerts go when no staff member has the campaigns role. */
  opsAlertEmail: string | null;
}

const optionalText = z.string().optional();
const optionalUrl = z.union([z.literal(''), z.url({ error: (issue) => `must be a URL, not "${String(issue.input)}"` })]).optional();

/** The engines' environment variables, checked with the rest of the environment (config.ts). */
export const enginesEnvSchema = {
  GOOGLE_ADS_API_URL: optionalUrl,
  GOOGLE_ADS_TOKEN_URL: optionalUrl,
  GOOGLE_ADS_API_VERSION: z
    .string()
    .regex(/^v\d{1,3}$/, 'must be like v26')
    .optional(),
  GOOGLE_ADS_DEVELOPER_TOKEN: optionalText,
  GOOGLE_ADS_CLIENT_ID: optionalText,
  GOOGLE_ADS_CLIENT_SECRET: optionalText,
  GOOGLE_ADS_REFRESH_TOKEN: optionalText,
  GOOGLE_ADS_LOGIN_CUSTOMER_ID: z
    .string()
    .regex(/^(\d{3}-?\d{3}-?\d{4})?$/, 'must be a customer id like 123-456-7890')
    .optional(),
  MICROSOFT_ADS_REPORTING_URL: optionalUrl,
  MICROSOFT_ADS_TOKEN_URL: optionalUrl,
  MICROSOFT_ADS_DEVELOPER_TOKEN: optionalText,
  MICROSOFT_ADS_CLIENT_ID: optionalText,
  MICROSOFT_ADS_CLIENT_SECRET: optionalText,
  MICROSOFT_ADS_REFRESH_TOKEN: optionalText,
  MICROSOFT_ADS_SCOPE: optionalText,
  MICROSOFT_ADS_CUSTOMER_ID: z.string().regex(/^\d*$/, 'must be digits').optional(),
  ENGINE_SYNC_CONCURRENCY: z
    .string()
    .regex(/^([1-9]|[1-5]\d|6[0-4])?$/, 'must be a whole number from 1 to 64')
    .optional(),
  OPS_ALERT_EMAIL: optionalText,
};

type EnginesEnv = { [K in keyof typeof enginesEnvSchema]?: string };

/** The engines' settings: an engine without all of its credentials is off (its missing settings named). */
export function enginesConfig(env: EnginesEnv): EnginesConfig {
  const value = (key: keyof EnginesEnv) => env[key]?.trim() ?? '';
  const missingOf = (keys: (keyof EnginesEnv)[]) => keys.filter((key) => !value(key));
  const googleMissing = missingOf([
    'GOOGLE_ADS_DEVELOPER_TOKEN',
    'GOOGLE_ADS_CLIENT_ID',
    'GOOGLE_ADS_CLIENT_SECRET',
    'GOOGLE_ADS_REFRESH_TOKEN',
  ]);
  const microsoftMissing = missingOf([
    'MICROSOFT_ADS_DEVELOPER_TOKEN',
    'MICROSOFT_ADS_CLIENT_ID',
    'MICROSOFT_ADS_REFRESH_TOKEN',
    'MICROSOFT_ADS_CUSTOMER_ID',
  ]);
  return {
    google: googleMissing.length
      ? null
      : {
          apiUrl: value('GOOGLE_ADS_API_URL') || 'https://googleads.googleapis.com',
          tokenUrl: value('GOOGLE_ADS_TOKEN_URL') || 'https://oauth2.googleapis.com/token',
          apiVersion: value('GOOGLE_ADS_API_VERSION') || 'v26',
          developerToken: value('GOOGLE_ADS_DEVELOPER_TOKEN'),
          clientId: value('GOOGLE_ADS_CLIENT_ID'),
          clientSecret: value('GOOGLE_ADS_CLIENT_SECRET'),
          refreshToken: value('GOOGLE_ADS_REFRESH_TOKEN'),
          loginCustomerId: value('GOOGLE_ADS_LOGIN_CUSTOMER_ID').replace(/-/g, '') || null,
        },
    microsoft: microsoftMissing.length
      ? null
      : {
          reportingUrl: value('MICROSOFT_ADS_REPORTING_URL') || 'https://reporting.api.bingads.microsoft.com',
          tokenUrl: value('MICROSOFT_ADS_TOKEN_URL') || 'https://login.microsoftonline.com/common/oauth2/v2.0/token',
          developerToken: value('MICROSOFT_ADS_DEVELOPER_TOKEN'),
          clientId: value('MICROSOFT_ADS_CLIENT_ID'),
          clientSecret: value('MICROSOFT_ADS_CLIENT_SECRET'),
          refreshToken: value('MICROSOFT_ADS_REFRESH_TOKEN'),
          scope: value('MICROSOFT_ADS_SCOPE') || 'https://ads.microsoft.com/msads.manage offline_access',
          customerId: value('MICROSOFT_ADS_CUSTOMER_ID'),
        },
    missing: { google: googleMissing, microsoft: microsoftMissing },
    concurrency: Number(value('ENGINE_SYNC_CONCURRENCY') || 8),
    opsAlertEmail: value('OPS_ALERT_EMAIL').toLowerCase() || null,
  };
}
