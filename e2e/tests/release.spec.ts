import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/test';

const root = path.resolve(__dirname, '../..');
const candidateDir = path.join(root, 'mfe-marketing-release-test');
const marketingDist = path.join(root, 'mfe-marketing', 'dist');

function release(...args: string[]) {
  return execFileSync(process.execPath, ['--import', 'tsx', path.join(root, 'tools/release/cli.ts'), ...args], {
    cwd: root,
    encoding: 'utf8',
  });
}

/** Builds a copy of mfe-marketing with a visible change, as its team would ship a new version. */
function buildCandidate(): string {
  fs.rmSync(candidateDir, { recursive: true, force: true });
  fs.cpSync(path.join(root, 'mfe-marketing'), candidateDir, { recursive: true, filter: (src) => !src.startsWith(marketingDist) });
  fs.writeFileSync(
    path.join(candidateDir, 'src/app/remote.tsx'),
    `import type { RemoteModule } from '@adlaunch/shared';
import { MarketingApp } from './marketing-app';

function ReleaseCandidate() {
  return (
    <>
      <p role="note">Spring offer: setup is on us this month.</p>
      <MarketingApp />
    </>
  );
}

const remote: RemoteModule = { contractVersion: __CONTRACT_VERSION__, Component: ReleaseCandidate };
export default remote;
`,
  );
  execFileSync(process.execPath, ['--import', 'tsx', path.join(root, 'tools/build/build-app.ts'), candidateDir], {
    cwd: root,
    stdio: 'inherit',
  });
  const version = fs.readFileSync(path.join(candidateDir, 'dist', 'latest'), 'utf8').trim();
  fs.renameSync(path.join(candidateDir, 'dist', version), path.join(marketingDist, version));
  fs.writeFileSync(path.join(marketingDist, 'latest'), version);
  return version;
}

test('publish and roll back one remote without touching the others', async ({ page, browser, request, baseURL }) => {
  test.setTimeout(240_000);
  const manifestBefore = (await (await request.get('/remotes.json')).json()) as Record<string, { version: string; entry: string }>;
  const liveBefore = manifestBefore['mfe-marketing'].version;
  const latestBefore = fs.readFileSync(path.join(marketingDist, 'latest'), 'utf8');
  const others = Object.entries(manifestBefore).filter(([name]) => name !== 'mfe-marketing');
  const otherBytes = await Promise.all(others.map(async ([, e]) => (await request.get(e.entry)).body()));

  // An open page, loaded before the release.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('note')).toHaveCount(0);
  // The open page has recorded the version it runs (its first check waits for the page to settle).
  await page.waitForFunction(() => localStorage.getItem('appVersion'), undefined, { timeout: 20_000 });

  let candidate: string | null = null;
  try {
    candidate = buildCandidate();
    expect(candidate).not.toBe(liveBefore);
    release('publish', 'mfe-marketing');

    const manifestAfter = (await (await request.get('/remotes.json')).json()) as typeof manifestBefore;
    expect(manifestAfter['mfe-marketing'].version).toBe(candidate);
    for (const [index, [name, entry]] of others.entries()) {
      expect(manifestAfter[name], name).toEqual(entry);
      expect((await (await request.get(entry.entry)).body()).equals(otherBytes[index]), name).toBeTruthy();
    }

    const fresh = await browser.newPage({ baseURL });
    await fresh.goto('/');
    await expect(fresh.getByRole('note')).toHaveText('Spring offer: setup is on us this month.');
    await expect(fresh.getByRole('heading', { level: 1 })).toBeVisible();

    // The page that was already open learns of the release when it checks again.
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await expect(page.getByRole('dialog', { name: 'A new version is available' })).toBeVisible();

    release('rollback', 'mfe-marketing');
    const rolledBack = await browser.newPage({ baseURL });
    await rolledBack.goto('/');
    await expect(rolledBack.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(rolledBack.getByRole('note')).toHaveCount(0);
    expect(((await (await request.get('/remotes.json')).json()) as typeof manifestBefore)['mfe-marketing'].version).toBe(liveBefore);
  } finally {
    const live = (JSON.parse(fs.readFileSync(path.join(root, 'releases/remotes.json'), 'utf8')) as typeof manifestBefore)['mfe-marketing']
      .version;
    if (live !== liveBefore) release('rollback', 'mfe-marketing', liveBefore);
    fs.writeFileSync(path.join(marketingDist, 'latest'), latestBefore);
    if (candidate && candidate !== liveBefore) fs.rmSync(path.join(marketingDist, candidate), { recursive: true, force: true });
    fs.rmSync(candidateDir, { recursive: true, force: true });
  }
});
