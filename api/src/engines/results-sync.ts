import type { Kysely } from 'kysely';
import pLimit from 'p-limit';
import { addDays } from '@adlaunch/shared';
import type { Database } from '../db/schema';
import { DEFAULT_RETRY, EngineError, stopsEngine, type RetryPolicy } from './engine-errors';
import type { CampaignDay, EngineAdapter } from './campaign-day';
import { ENGINES, type Engine, type EnginesConfig } from './engine-settings';
import { googleAdsAdapter } from './google-ads';
import { microsoftAdsAdapter } from './microsoft-ads';
import { ENGINE_NAMES } from './engine-links';
import { recordFailures, storeBatch } from './results-store';
import { alertStaff, checkSpendAgainstBudget } from './spend-alerts';

/** Engines correct recent figures: each sync fetches the day asked for and the 7 days before it. */
export const REFETCH_DAYS = 7;

export interface EngineOutcome {
  engine: Engine;
  /** Off: the engine's settings are missing (named). */
  off?: string[];
  ads: number;
  failedAds: number;
  added: number;
  changed: number;
  removed: number;
  /** The error that stopped the engine's sync for this run (staff were told). */
  stopped: string | null;
  /** Accounts (Google: customers) the user may not read: their ads failed, staff were told, the others went on. */
  denied: string[];
}

export interface SyncReport {
  from: string;
  to: string;
  engines: EngineOutcome[];
}

export interface SyncOptions {
  retry?: RetryPolicy;
  /** Adapters to use in place of the configured ones (tests). */
  adapters?: Partial<Record<Engine, EngineAdapter>>;
  /** Microsoft's report polling interval. */
  pollMs?: number;
  log?: (line: string) => void;
}

interface LinkRow {
  ad_id: number;
  account_id: string;
  campaign_id: string;
}

/** Ids compared as numbers are: a Microsoft account id linked with leading zeros is the report's AccountId without them. */
const campaignKey = (accountId: string, campaignId: string) =>
  `${accountId.replace(/-/g, '').replace(/^0+(?=\d)/, '')}/${campaignId.replace(/^0+(?=\d)/, '')}`;

/**
 * The calls an engine's links take: Google's per customer (its URL names one), Microsoft's across
 * accounts (a report's scope names each campaign with its account), `batchSize` campaigns a call.
 * An ad's links to one campaign share a call.
 */
function batchLinks(links: LinkRow[], adapter: EngineAdapter): LinkRow[][] {
  const groups = new Map<string, LinkRow[]>();
  for (const link of links) {
    const key = adapter.acrossAccounts ? '' : link.account_id;
    const group = groups.get(key) ?? [];
    group.push(link);
    groups.set(key, group);
  }
  const batches: LinkRow[][] = [];
  for (const group of groups.values()) {
    let batch: LinkRow[] = [];
    const campaigns = new Set<string>();
    for (const link of group) {
      const key = campaignKey(link.account_id, link.campaign_id);
      if (!campaigns.has(key) && campaigns.size === adapter.batchSize) {
        batches.push(batch);
        batch = [];
        campaigns.clear();
      }
      campaigns.add(key);
      batch.push(link);
    }
    if (batch.length) batches.push(batch);
  }
  return batches;
}

/** The configured adapters; an engine without settings has none. */
function configuredAdapters(config: EnginesConfig, retry: RetryPolicy, pollMs?: number): Partial<Record<Engine, EngineAdapter>> {
  return {
    ...(config.google ? { google: googleAdsAdapter(config.google, retry) } : {}),
    ...(config.microsoft ? { microsoft: microsoftAdsAdapter(config.microsoft, retry, pollMs === undefined ? {} : { pollMs }) } : {}),
  };
}

/** Whether any engine is configured; otherwise what each lacks. */
export function syncIsOff(config: EnginesConfig): string | null {
  if (config.google || config.microsoft) return null;
  return `The results sync is off: no engine is configured (Google Ads needs ${config.missing.google.join(', ')}; Microsoft Advertising needs ${config.missing.microsoft.join(', ')}).`;
}

/**
 * Fetches every linked ad's results from each configured engine over [date - 7 days, date] (the caller
 * says which day: the job's, or the command's, by default yesterday on the wired clock) and stores
 * them (idempotently), with a sync record per ad and engine. Each engine has `config.concurrency` calls
 * under way at once; Google's campaigns are asked for per customer, Microsoft's in reports of up to 300
 * campaigns of any accounts. A failure of one call marks its ads failed and the rest go on; a missing
 * permission on an account fails that account's ads and tells staff; a revoked refresh token or a
 * refused developer token stops that engine for this run and tells staff. The other engine goes on
 * either way.
 */
export async function syncResults(
  db: Kysely<Database>,
  config: EnginesConfig,
  options: SyncOptions & { date: string },
): Promise<SyncReport> {
  const to = options.date;
  const from = addDays(to, -REFETCH_DAYS);
  const retry = options.retry ?? DEFAULT_RETRY;
  const adapters = { ...configuredAdapters(config, retry, options.pollMs), ...options.adapters };
  const engines: EngineOutcome[] = [];
  // The engines run side by side: one engine's slowness or failure never holds the other.
  await Promise.all(
    ENGINES.map(async (engine) => {
      const adapter = adapters[engine];
      const outcome: EngineOutcome = { engine, ads: 0, failedAds: 0, added: 0, changed: 0, removed: 0, stopped: null, denied: [] };
      engines.push(outcome);
      if (!adapter) {
        outcome.off = config.missing[engine];
        return;
      }
      await syncEngine(db, config, engine, adapter, { from, to, outcome, log: options.log });
    }),
  );
  engines.sort((a, b) => ENGINES.indexOf(a.engine) - ENGINES.indexOf(b.engine));
  return { from, to, engines };
}

async function syncEngine(
  db: Kysely<Database>,
  config: EnginesConfig,
  engine: Engine,
  adapter: EngineAdapter,
  { from, to, outcome, log }: { from: string; to: string; outcome: EngineOutcome; log?: (line: string) => void },
) {
  const links: LinkRow[] = await db
    .selectFrom('engine_links')
    .select(['ad_id', 'account_id', 'campaign_id'])
    .where('engine', '=', engine)
    .orderBy('id')
    .execute();
  outcome.ads = links.length;
  const limit = pLimit(config.concurrency);
  let stopped: EngineError | null = null;
  const denied: string[] = [];
  const touched: number[] = [];

  const fetchAndStore = async (group: LinkRow[]): Promise<void> => {
    const adIds = group.map((link) => link.ad_id);
    const fail = async (message: string) => {
      outcome.failedAds += adIds.length;
      await recordFailures(db, engine, adIds, from, to, message);
    };
    if (stopped) return fail(`not fetched: ${stopped.message}`);
    const accounts = [...new Set(group.map((link) => link.account_id))];
    let days;
    try {
      const refs = new Map(group.map((link) => [campaignKey(link.account_id, link.campaign_id), link]));
      days = await adapter.fetchDays(
        [...refs.values()].map((link) => ({ accountId: link.account_id, campaignId: link.campaign_id })),
        from,
        to,
      );
    } catch (error) {
      if (error instanceof EngineError && error.kind === 'permission' && accounts.length > 1) {
        // One account the user may not read refuses a report of several: halve it until that account is alone.
        const half = new Set(accounts.slice(0, Math.ceil(accounts.length / 2)));
        await fetchAndStore(group.filter((link) => half.has(link.account_id)));
        await fetchAndStore(group.filter((link) => !half.has(link.account_id)));
        return;
      }
      if (stopsEngine(error) && !stopped) stopped = error as EngineError;
      if (error instanceof EngineError && error.kind === 'permission') denied.push(`${accounts[0]} (${error.message})`);
      return fail(error instanceof Error ? error.message : String(error));
    }
    const byCampaign = new Map<string, CampaignDay[]>();
    for (const day of days) {
      const key = campaignKey(day.accountId, day.campaignId);
      const campaignDays = byCampaign.get(key) ?? [];
      campaignDays.push(day);
      byCampaign.set(key, campaignDays);
    }
    const entries = group.map((link) => ({ adId: link.ad_id, days: byCampaign.get(campaignKey(link.account_id, link.campaign_id)) ?? [] }));
    const stored = await storeBatch(db, engine, from, to, entries);
    outcome.added += stored.added;
    outcome.changed += stored.changed;
    outcome.removed += stored.removed;
    touched.push(...adIds);
  };
  await Promise.all(batchLinks(links, adapter).map((batch) => limit(() => fetchAndStore(batch))));
  if (stopped) {
    const error: EngineError = stopped;
    outcome.stopped = error.message;
    log?.(`${ENGINE_NAMES[engine]}: the sync stopped: ${error.message}`);
    await alertStaff(db, config, {
      kind: 'engine-stopped',
      subject: `${ENGINE_NAMES[engine]} results are not arriving`,
      text: [
        `The daily results sync could not read ${ENGINE_NAMES[engine]} and stopped for that engine: ${error.message}.`,
        error.kind === 'revoked'
          ? `The refresh token (${engine === 'google' ? 'GOOGLE_ADS_REFRESH_TOKEN' : 'MICROSOFT_ADS_REFRESH_TOKEN'}) was refused: authorise the app again and set the new token.`
          : `The developer token (${engine === 'google' ? 'GOOGLE_ADS_DEVELOPER_TOKEN' : 'MICROSOFT_ADS_DEVELOPER_TOKEN'}) or the access token was refused: check it in the engine's API centre.`,
        `Owners see their ${engine === 'google' ? 'Google' : 'Bing'} figures as of the last sync that worked, and are told how old they are.`,
      ].join('\n\n'),
    });
  }
  if (denied.length) {
    outcome.denied = [...new Set(denied.map((entry) => entry.split(' ')[0]))];
    const what = engine === 'google' ? 'customer' : 'account';
    await alertStaff(db, config, {
      kind: 'engine-permission',
      subject: `${ENGINE_NAMES[engine]}: no access to ${outcome.denied.length === 1 ? `${what} ${outcome.denied[0]}` : `${outcome.denied.length} ${what}s`}`,
      text: [
        `The daily results sync may not read these ${ENGINE_NAMES[engine]} ${what}s, so their search ads' figures did not arrive:`,
        ...[...new Set(denied)].map((entry) => `- ${entry}`),
        `Give the API's user access to them in ${ENGINE_NAMES[engine]} (or correct the link on the order page); the other ${what}s were read as usual.`,
      ].join('\n'),
    });
  }
  if (touched.length) await checkSpendAgainstBudget(db, config, engine, [...new Set(touched)]);
}
