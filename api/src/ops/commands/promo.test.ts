import type { OpsCommand } from '../cli';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { promoService } from '../../promo-codes/promo-codes';
import { command as promo } from './promo';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const run = (command: OpsCommand, args: string[], out: (line: string) => void = () => undefined) =>
  command.run(args, { db: t.db, dialect: t.dialect, out });
const actions = (action: string) => t.db.selectFrom('staff_actions').selectAll().where('action', '=', action).orderBy('id').execute();

describe('ops promo end', () => {
  it('ends an active code, as the back office does, recorded as the operator; the list then says inactive', async () => {
    await run(promo, ['create', 'SPRING20', 'percent', '20']);
    const said: string[] = [];
    await run(promo, ['end', 'spring20', '--as', 'naledi'], (line) => said.push(line));
    expect(said).toEqual(['Ended SPRING20: checkouts refuse it from now on (payments made with it stay as they are).']);

    const [row] = (await promoService(t.db).list()).filter((p) => p.code === 'SPRING20');
    expect(row.active).toBe(0);
    const [ended] = await actions('promo_end');
    expect(ended).toMatchObject({ actor: 'operator:naledi', subject_type: 'promo', subject_id: 'SPRING20' });
    expect(JSON.parse(ended.before!)).toEqual({ state: 'active' });
    expect(JSON.parse(ended.after!)).toEqual({ state: 'ended' });

    const listed: string[] = [];
    await run(promo, ['list'], (line) => listed.push(line));
    expect(listed.find((line) => line.startsWith('SPRING20'))).toContain('inactive');
  });

  it('refuses a code that is not active (ended before, or none), and records nothing', async () => {
    await run(promo, ['create', 'ONCEONLY', 'free']);
    await run(promo, ['end', 'ONCEONLY']);
    await expect(run(promo, ['end', 'ONCEONLY'])).rejects.toThrow('That code is not active');
    await expect(run(promo, ['end', 'NOSUCHCODE'])).rejects.toThrow('That code is not active');
    await expect(run(promo, ['end'])).rejects.toThrow('Give the code to end.');
    expect((await actions('promo_end')).map((a) => a.subject_id)).toEqual(['SPRING20', 'ONCEONLY']);
  });
});
