import { sql } from 'kysely';
import { operatorActor, recordAction } from './staff-actions';
import { createTestApp, type TestApp } from '../testing/test-app';
import { APPEND_ONLY_MESSAGE } from '../db/migrations/028-staff-actions-append-only';

// Both databases: SQLite always, PostgreSQL when TEST_DATABASE_URL names one (npm run test:pg sets it).
const databases = [
  ['sqlite', ''] as const,
  ...(process.env.TEST_DATABASE_URL ? [['postgres', process.env.TEST_DATABASE_URL] as const] : []),
];

describe.each(databases)('the staff action log on %s', (_name, url) => {
  let t: TestApp;
  beforeAll(async () => {
    const before = process.env.DATABASE_URL;
    process.env.DATABASE_URL = url;
    try {
      t = await createTestApp();
    } finally {
      if (before === undefined) delete process.env.DATABASE_URL;
      else process.env.DATABASE_URL = before;
    }
  });
  afterAll(() => t?.close());

  it('takes new actions and refuses to update or delete one', async () => {
    const kept = await recordAction(t.db, operatorActor('test'), { action: 'note', subject: { type: 'search_ads', id: 1 }, note: 'Kept.' });
    // By message, not toThrow: better-sqlite3's native part makes its errors with the SqliteError class of the
    // first test file that loaded it in this worker, an Error of another realm, which toThrow does not count.
    const refused = { message: expect.stringContaining(APPEND_ONLY_MESSAGE) };
    await expect(t.db.updateTable('staff_actions').set({ note: 'Rewritten.' }).where('id', '=', kept.id).execute()).rejects.toMatchObject(
      refused,
    );
    await expect(t.db.updateTable('staff_actions').set({ actor: 'someone else' }).execute()).rejects.toMatchObject(refused);
    await expect(t.db.deleteFrom('staff_actions').where('id', '=', kept.id).execute()).rejects.toMatchObject(refused);
    await expect(t.db.deleteFrom('staff_actions').execute()).rejects.toMatchObject(refused);
    if (t.dialect === 'postgres') await expect(sql`TRUNCATE staff_actions`.execute(t.db)).rejects.toMatchObject(refused);
    const row = await t.db.selectFrom('staff_actions').selectAll().where('id', '=', kept.id).executeTakeFirstOrThrow();
    expect([row.note, row.actor]).toEqual(['Kept.', 'operator:test']);
    await recordAction(t.db, operatorActor('test'), { action: 'note', subject: { type: 'search_ads', id: 1 }, note: 'Another.' });
  });
});
