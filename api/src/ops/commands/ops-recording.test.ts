import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { OpsCommand } from '../cli';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { insertSearchAd } from '../../testing/insert-search-ad';
import { command as billDue } from './bill-due';
import { command as cancellations } from './cancellations';
import { command as importStats } from './import-stats';
import { command as promo } from './promo';

let t: TestApp;
let dir: string;
beforeAll(async () => {
  t = await createTestApp();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ops-recording-'));
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const run = (command: OpsCommand, args: string[]) => command.run(args, { db: t.db, dialect: t.dialect, out: () => undefined });
const actions = (action: string) => t.db.selectFrom('staff_actions').selectAll().where('action', '=', action).orderBy('id').execute();

describe('the ops commands record what they did as the operator who ran them', () => {
  it('promo create: the code made, as --as names the operator, or the shell user', async () => {
    await run(promo, ['create', 'WELCOME10', 'percent', '10', '--max-uses', '5', '--as', 'thabo']);
    await run(promo, ['create', 'FREEDAY', 'free']);
    const [named, shell] = await actions('promo_create');
    expect(named).toMatchObject({ actor: 'operator:thabo', subject_type: 'promo', subject_id: 'WELCOME10' });
    expect(JSON.parse(named.after!)).toMatchObject({ code: 'WELCOME10', type: 'percent', percentage: 10, maxUses: 5 });
    expect(shell).toMatchObject({ actor: `operator:${os.userInfo().username}`, subject_id: 'FREEDAY' });
    // A refused code records nothing.
    await expect(run(promo, ['create', 'WELCOME10', 'free'])).rejects.toThrow();
    expect(await actions('promo_create')).toHaveLength(2);
  });

  it('import-stats: the import on its ad, with the file and its days', async () => {
    const owner = await t.createUser();
    const adId = await insertSearchAd(t.db, owner.user.id);
    const file = path.join(dir, 'report.csv');
    fs.writeFileSync(file, 'Day,Clicks,Impr.,Cost\n2026-11-01,3,40,12.50\n2026-11-02,5,60,20.00\n');
    await run(importStats, [String(adId), file, '--as', 'lerato']);
    const [imported] = await actions('stats_import');
    expect(imported).toMatchObject({ actor: 'operator:lerato', subject_type: 'search_ads', subject_id: String(adId) });
    expect(JSON.parse(imported.after!)).toMatchObject({ file: 'report.csv', days: 2, inserted: 2 });
    // A refused file imports and records nothing.
    fs.writeFileSync(file, 'Day,Clicks,Impr.,Cost\n2026-11-03,9,4,1.00\n');
    await expect(run(importStats, [String(adId), file])).rejects.toThrow(/nothing was imported/);
    expect(await actions('stats_import')).toHaveLength(1);
  });

  it('cancellations: who read the list of owners, and what it held', async () => {
    await run(cancellations, ['--as', 'sipho']);
    const [read] = await actions('cancellations_list');
    expect(read).toMatchObject({ actor: 'operator:sipho', subject_type: 'ops', subject_id: 'cancellations' });
    expect(JSON.parse(read.after!)).toMatchObject({ count: expect.any(Number), subscriptions: expect.any(Array) });
  });

  it('bill-due: the run with its counts', async () => {
    await run(billDue, ['--date', '2026-11-27', '--as', 'nomsa']);
    const [ran] = await actions('bill_due');
    expect(ran).toMatchObject({ actor: 'operator:nomsa', subject_type: 'ops', subject_id: 'bill-due' });
    expect(JSON.parse(ran.after!)).toEqual({ date: '2026-11-27', paid: 0, declined: 0, refunded: 0, unknown: 0, skipped: 0, ended: 0 });
  });
});
