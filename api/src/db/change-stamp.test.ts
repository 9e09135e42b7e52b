import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { changeStampOf } from './change-stamp';
import { migrate, openDatabase, type Db } from './database';

/** SQLite's change stamp: what token login's kept answers are checked against (decision 042). */
let dataDir: string;
let mine: Db;
let other: Db;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'adlaunch-stamp-'));
  mine = openDatabase({ databaseUrl: null, dataDir });
  await migrate(mine);
  other = openDatabase({ databaseUrl: null, dataDir });
});
afterAll(async () => {
  await mine.db.destroy();
  await other.db.destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const promo = (code: string) => ({
  code,
  type: 'free',
  percentage: null,
  expires_at: null,
  active: 1,
  created_at: new Date().toISOString(),
});
const stampOf = () => changeStampOf(mine.db, 'sqlite')() as string | null;

describe('SQLite change stamp', () => {
  it('stays while nothing is committed, and changes with a commit by another connection or by its own', async () => {
    const first = stampOf();
    expect(first).toEqual(expect.any(String));
    await mine.db.selectFrom('users').selectAll().execute();
    expect(stampOf()).toBe(first);
    await other.db.insertInto('promo_codes').values(promo('OTHER1')).execute();
    const second = stampOf();
    expect(second).not.toBe(first);
    await mine.db.insertInto('promo_codes').values(promo('MINE1')).execute();
    expect(stampOf()).not.toBe(second);
  });

  it('is unknown inside a transaction and while a stream is open on the connection', async () => {
    await mine.db.transaction().execute(async (trx) => {
      await sql`SELECT 1`.execute(trx);
      expect(stampOf()).toBeNull();
    });
    const before = stampOf();
    const stream = mine.db.selectFrom('promo_codes').select('code').stream()[Symbol.asyncIterator]();
    await stream.next();
    // Committed while the stream's snapshot is open: a stamp read now would not show it.
    await other.db.insertInto('promo_codes').values(promo('OTHER2')).execute();
    expect(stampOf()).toBeNull();
    await stream.return!();
    expect(stampOf()).not.toBe(before);
  });

  it('is none for a database it was not told about', () => {
    expect(changeStampOf(mine.db.withoutPlugins(), 'sqlite')()).toBeNull();
  });
});
