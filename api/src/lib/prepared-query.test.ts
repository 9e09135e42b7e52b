import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { preparedQuery, type Param } from './prepared-query';

interface Db {
  items: { id: number; owner: number; kind: string; name: string };
}

let db: Kysely<Db>;
beforeAll(async () => {
  db = new Kysely<Db>({ dialect: new SqliteDialect({ database: new SQLite(':memory:') }) });
  await db.schema
    .createTable('items')
    .addColumn('id', 'integer')
    .addColumn('owner', 'integer')
    .addColumn('kind', 'text')
    .addColumn('name', 'text')
    .execute();
  await db
    .insertInto('items')
    .values([
      { id: 1, owner: 1, kind: 'ad', name: 'a' },
      { id: 2, owner: 1, kind: 'draft', name: 'b' },
      { id: 3, owner: 2, kind: 'ad', name: 'c' },
    ])
    .execute();
});
afterAll(() => db.destroy());

it('answers each call with its own parameters, keeps the values it was built with, and builds the query once per database', async () => {
  const build = jest.fn((kdb: Kysely<Db>, param: Param<{ owner: number; name: string }>) =>
    kdb
      .selectFrom('items')
      .select(['id', 'name'])
      .where('owner', '=', param('owner'))
      .where('kind', '=', 'ad')
      .where('name', '!=', param('name'))
      .orderBy('id'),
  );
  const adsOf = preparedQuery(build);
  expect(await adsOf(db, { owner: 1, name: 'x' })).toEqual([{ id: 1, name: 'a' }]);
  expect(await adsOf(db, { owner: 2, name: 'x' })).toEqual([{ id: 3, name: 'c' }]);
  expect(await adsOf(db, { owner: 2, name: 'c' })).toEqual([]);
  expect(build).toHaveBeenCalledTimes(1);
});

it('refuses a query whose parameter ended up in its SQL text', async () => {
  const { sql } = await import('kysely');
  const literal = preparedQuery((kdb: Kysely<Db>, param: Param<{ name: string }>) =>
    kdb
      .selectFrom('items')
      .select('id')
      .where('name', '=', sql.lit(param('name'))),
  );
  await expect(literal(db, { name: 'a' })).rejects.toThrow(/parameters/);
});
