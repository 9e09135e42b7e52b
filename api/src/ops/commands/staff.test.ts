import { STAFF_API } from '@adlaunch/shared';
import { insertSearchAd } from '../../testing/insert-search-ad';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { signedInStaff } from '../../staff/staff-test-kit';
import { OpsError } from '../cli';
import { command as staff } from './staff';
import { command as status } from './status';

let t: TestApp;
const lines: string[] = [];
const ctx = () => ({ db: t.db, dialect: t.dialect, out: (line: string) => lines.push(line) });
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => {
  lines.length = 0;
});

const actions = (subjectType: string) =>
  t.db.selectFrom('staff_actions').selectAll().where('subject_type', '=', subjectType).orderBy('id').execute();

describe('ops staff', () => {
  it('adds, lists and removes staff as the operator named; removing ends their live session at once', async () => {
    await staff.run(['add', 'Nomsa@AdLaunch.test', 'campaigns', 'support', '--as', 'lindiwe'], ctx());
    await staff.run(['list'], ctx());
    expect(lines.at(-1)).toBe('nomsa@adlaunch.test  campaigns, support');
    await expect(staff.run(['add', 'x@adlaunch.test', 'wizard'], ctx())).rejects.toThrow(OpsError);

    const live = await signedInStaff(t, ['finance']);
    expect((await t.app.inject({ method: 'GET', url: STAFF_API.me, headers: live.headers })).statusCode).toBe(200);
    await staff.run(['remove', live.email, '--as', 'lindiwe'], ctx());
    expect(lines.at(-1)).toBe(`${live.email} removed; 1 session(s) ended.`);
    expect((await t.app.inject({ method: 'GET', url: STAFF_API.me, headers: live.headers })).statusCode).toBe(401);

    const recorded = await actions('staff');
    expect(recorded.filter((a) => a.actor === 'operator:lindiwe').map((a) => a.action)).toEqual(['staff_add', 'staff_remove']);
  });
});

describe('ops status', () => {
  it('moves an order through the back office function, recorded as the operator, and refuses a move the statuses do not allow', async () => {
    const owner = await t.createUser();
    const id = await insertSearchAd(t.db, owner.user.id, { status: 'paid' });
    await expect(status.run(['search', String(id), 'paused', '--as', 'sipho'], ctx())).rejects.toThrow(/cannot move to "Paused"/);
    await status.run(['search', String(id), 'in_review', '--note', 'We have started.', '--as', 'sipho'], ctx());
    expect(lines.at(-1)).toBe(`Search ad ${id}: paid -> in_review. The owner is emailed.`);
    const [move] = await actions('search_ads');
    expect(move).toMatchObject({ actor: 'operator:sipho', action: 'status', subject_id: String(id) });
    const answer = (await t.app.inject({ method: 'GET', url: `/v2/profile-status/status/${id}`, headers: owner.headers })).json();
    expect(answer).toMatchObject({ status: 'in_review', note: { text: 'We have started.' } });
  });
});

describe('ops status --force', () => {
  it('forces any status with --force, an unpaid order too, recorded as forced', async () => {
    const owner = await t.createUser();
    const id = await insertSearchAd(t.db, owner.user.id, { status: 'setup' });
    await expect(status.run(['search', String(id), 'active', '--as', 'sipho'], ctx())).rejects.toThrow(/No search ad with id/);
    await status.run(['search', String(id), 'active', '--force', '--as', 'sipho'], ctx());
    expect(lines.at(-1)).toBe(`Search ad ${id}: setup -> active. The owner is emailed.`);
    const forced = await t.db
      .selectFrom('staff_actions')
      .select(['action', 'actor'])
      .where('subject_type', '=', 'search_ads')
      .where('subject_id', '=', String(id))
      .execute();
    expect(forced).toEqual([{ action: 'status (forced)', actor: 'operator:sipho' }]);
  });
});
