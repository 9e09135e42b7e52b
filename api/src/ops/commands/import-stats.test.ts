import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { listPerformance } from '../../campaigns/performance';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { OpsError } from '../cli';
import { command } from './import-stats';

let t: TestApp;
let dir: string;
let adId: number;
const lines: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'import-stats-'));
  const { user } = await t.createUser();
  const stamp = new Date().toISOString();
  adId = (
    await t.db
      .insertInto('search_ads')
      .values({
        user_id: user.id,
        locations: '[]',
        keywords: '[]',
        competitors: '[]',
        status: 'active',
        budget_cents: 0,
        created_at: stamp,
        updated_at: stamp,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});
beforeEach(() => {
  lines.length = 0;
});

function writeReport(name: string, text: string) {
  const file = path.join(dir, name);
  fs.writeFileSync(file, text);
  return file;
}
const run = (args: string[]) => command.run(args, { db: t.db, dialect: t.dialect, out: (line) => lines.push(line) });

describe('ops import-stats', () => {
  it('imports a good Google Ads report and says what it did', async () => {
    const file = writeReport(
      'good.csv',
      'Daily report\nDay,Clicks,Impr.,Cost\n2024-05-01,10,200,"1,050.00"\n2024-05-02,12,260,99.95\nTotal: Account,22,460,"1,149.95"\n',
    );
    await run([String(adId), file]);
    expect(lines).toEqual([`Imported 2 days for search ad ${adId} (2024-05-01 to 2024-05-02): 2 new, 0 updated.`]);
    expect(await listPerformance(t.db, adId)).toEqual([
      { date: '2024-05-01', clicks: 10, views: 200, spendCents: 105000 },
      { date: '2024-05-02', clicks: 12, views: 260, spendCents: 9995 },
    ]);
  });

  it('imports nothing from a file with one bad row and names the line', async () => {
    const file = writeReport('bad.csv', 'Day,Clicks,Impr.,Cost\n2024-05-01,99,999,1.00\n2024-05-03,7,seven,1.00\n');
    const attempt = run([String(adId), file]);
    await expect(attempt).rejects.toBeInstanceOf(OpsError);
    await expect(attempt).rejects.toThrow('nothing was imported from bad.csv. Line 3: Impr. "seven" is not a whole number of 0 or more.');
    const days = await listPerformance(t.db, adId);
    expect(days.find((d) => d.date === '2024-05-01')?.clicks).toBe(10);
    expect(days.find((d) => d.date === '2024-05-03')).toBeUndefined();
  });

  it('refuses an unknown ad, a bad id and a missing file', async () => {
    const file = writeReport('ok.csv', 'Day,Clicks,Impr.,Cost\n2024-05-04,1,10,1.00\n');
    await expect(run(['424242', file])).rejects.toThrow('There is no search ad with id 424242.');
    await expect(run(['abc', file])).rejects.toThrow('"abc" is not an ad id');
    await expect(run([String(adId), path.join(dir, 'nope.csv')])).rejects.toThrow(/cannot read .*nope\.csv/);
    await expect(run([String(adId)])).rejects.toThrow('expected an ad id and a file.');
    expect((await listPerformance(t.db, adId)).find((d) => d.date === '2024-05-04')).toBeUndefined();
  });
});

describe('ops import-stats: numbers that cannot be', () => {
  it('refuses a day with more clicks than impressions, naming its row, and imports nothing', async () => {
    const file = writeReport('clicks.csv', 'Day,Clicks,Impr.,Cost\n2024-06-01,5,50,1.00\n2024-06-02,12,10,1.00\n');
    await expect(run([String(adId), file])).rejects.toThrow(
      'nothing was imported from clicks.csv. The row for 2024-06-02 has 12 clicks but only 10 impressions (Impr.); every click needs an impression.',
    );
    expect((await listPerformance(t.db, adId)).find((d) => d.date === '2024-06-01')).toBeUndefined();
  });
});
