import { command as linkCommand } from '../../ops/commands/link-campaign';
import { runSyncCommand } from '../../ops/commands/sync-results';
import { insertSearchAd } from '../../testing/insert-search-ad';
import { createTestApp, type TestApp } from '../../testing/test-app';
import type { RetryPolicy } from '../engine-errors';
import { startGoogleAdsStandin } from './google-ads-standin';
import { startMicrosoftAdsStandin } from './microsoft-ads-standin';

/** A test app whose engine settings point at both stand-ins, with the steps the engines' tests take. */
export async function createEnginesApp({ latencyMs = 0, env = {} as Record<string, string> } = {}) {
  const google = await startGoogleAdsStandin({ latencyMs });
  const microsoft = await startMicrosoftAdsStandin({ latencyMs });
  const t: TestApp = await createTestApp({ ...google.env, ...microsoft.env, ...env });
  const sleeps: number[] = [];
  const retry: RetryPolicy = {
    tries: 5,
    baseMs: 1_000,
    maxMs: 60_000,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
  };
  const lines: string[] = [];
  const out = (line: string) => lines.push(line);
  const ctx = () => ({ db: t.db, dialect: t.dialect, out });

  async function ownerWithAd(fields: Parameters<typeof insertSearchAd>[2] = {}) {
    const owner = await t.createUser();
    const adId = await insertSearchAd(t.db, owner.user.id, fields);
    return { ...owner, adId };
  }
  const link = (adId: number, engine: 'google' | 'microsoft', accountId: string, campaignId: string) =>
    linkCommand.run([String(adId), engine, accountId, campaignId], ctx());
  /** `ops sync-results --date <date>`, with the test's retry policy (sleeps recorded, not slept) and no wait between polls. */
  async function sync(date: string, engines = t.config.engines) {
    lines.length = 0;
    await runSyncCommand(t.db, engines, ['--date', date], out, t.app.services.clock, { retry, pollMs: 0 });
    return [...lines];
  }
  const performance = async (owner: { headers: Record<string, string> }, adId: number) =>
    t.app.inject({ method: 'GET', url: `/v2/search-ads/${adId}/performance`, headers: owner.headers });
  const outbox = (to: string) => t.db.selectFrom('email_outbox').selectAll().where('to_address', '=', to).orderBy('id').execute();

  const close = async () => {
    await t.close();
    await google.close();
    await microsoft.close();
  };
  return { t, google, microsoft, retry, sleeps, lines, link, sync, ownerWithAd, performance, outbox, close };
}

export type EnginesApp = Awaited<ReturnType<typeof createEnginesApp>>;
