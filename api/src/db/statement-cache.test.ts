import SQLite from 'better-sqlite3';
import { withStatementCache } from './statement-cache';

it('prepares the same SQL once, keeps answering after the schema changes, and holds at most its size', () => {
  const sqlite = new SQLite(':memory:');
  const prepare = jest.spyOn(sqlite, 'prepare');
  const db = withStatementCache(sqlite, 2);
  db.prepare('CREATE TABLE t (a INTEGER)').run([]);
  db.prepare('INSERT INTO t (a) VALUES (?)').run([1]);
  db.prepare('INSERT INTO t (a) VALUES (?)').run([2]);
  expect(db.prepare('SELECT a FROM t ORDER BY a').all([])).toEqual([{ a: 1 }, { a: 2 }]);
  expect(prepare).toHaveBeenCalledTimes(3);
  sqlite.exec('ALTER TABLE t ADD COLUMN b TEXT');
  expect(db.prepare('SELECT a FROM t ORDER BY a').all([])).toEqual([{ a: 1 }, { a: 2 }]);
  expect(prepare).toHaveBeenCalledTimes(3);
  // The INSERT was the least recently used of the two kept: prepared again.
  db.prepare('SELECT 1 AS one').all([]);
  db.prepare('INSERT INTO t (a) VALUES (?)').run([3]);
  expect(prepare).toHaveBeenCalledTimes(5);
  db.close();
});
