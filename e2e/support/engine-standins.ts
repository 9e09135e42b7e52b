import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';

const root = path.resolve(__dirname, '../..');

/** A campaign's day as the engines report it (Google: cost in micros; Microsoft: spend in the account's currency). */
export interface EngineDays {
  google?: { customerId: string; campaignId: string; date: string; clicks: number; impressions: number; costMicros: number }[];
  microsoft?: { accountId: string; campaignId: string; date: string; clicks: number; impressions: number; spend: string }[];
}

export interface EngineStandins {
  /** The engines' settings pointing at the stand-ins: give them to the site server and to `ops sync-results`. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

/**
 * The Google Ads API and Microsoft Advertising Reporting stand-ins the API tests use (token endpoints
 * included), started as a process of their own (api/src/engines/testing/standins-process.ts) answering
 * `days`: the site server and the operator command reach them over HTTP as they would reach the engines.
 */
export async function startEngineStandins(days: EngineDays): Promise<EngineStandins> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'api/src/engines/testing/standins-process.ts'), JSON.stringify(days)],
    { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const env = await new Promise<Record<string, string>>((resolve, reject) => {
    const lines = readline.createInterface({ input: child.stdout! });
    lines.once('line', (line) => resolve(JSON.parse(line) as Record<string, string>));
    child.once('exit', (code) => reject(new Error(`the engines' stand-ins stopped before they started (exit ${code})`)));
  });
  return {
    env,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
}
