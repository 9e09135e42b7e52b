import type { Compilable, CompiledQuery, Kysely } from 'kysely';

/** A parameter's stand-in while the query is built: no real value a query is built with contains a NUL. */
const PREFIX = '\u0000param:';
const marker = (name: string) => `${PREFIX}${name}\u0000`;

/** Where a call's parameter goes in a prepared query (`param('userId')`). */
export type Param<P> = <K extends keyof P & string>(name: K) => P[K];

interface Prepared {
  compiled: CompiledQuery;
  /** Each SQL parameter: the name of a call's parameter, or a value the query was built with. */
  slots: ({ name: string } | { value: unknown })[];
}

/**
 * A read built and compiled by Kysely once per database, then sent as that SQL with each call's
 * parameters. Kysely builds the query's tree and compiles it to SQL on every call, the largest share
 * of a small read's time after the database's own (a request that makes three such reads: token
 * login). `build` names each parameter with `param(name)` where the call's value goes; the same SQL
 * text also reuses SQLite's prepared statement (db/statement-cache.ts).
 */
export function preparedQuery<DB, P extends Record<string, string | number | null>, R>(
  build: (db: Kysely<DB>, param: Param<P>) => Compilable<R>,
) {
  const byDatabase = new WeakMap<Kysely<DB>, Prepared>();
  const prepare = (db: Kysely<DB>): Prepared => {
    const compiled = build(db, (name) => marker(name) as P[typeof name]).compile();
    if (compiled.sql.includes('\u0000')) throw new Error('a prepared query must take its parameters as parameters, not in its SQL');
    const slots = compiled.parameters.map((value) => {
      const name = typeof value === 'string' && value.startsWith(PREFIX) ? value.slice(PREFIX.length, -1) : null;
      return name ? { name } : { value };
    });
    return { compiled, slots };
  };
  return async (db: Kysely<DB>, params: P): Promise<R[]> => {
    let prepared = byDatabase.get(db);
    if (!prepared) byDatabase.set(db, (prepared = prepare(db)));
    const parameters = prepared.slots.map((slot) => ('name' in slot ? params[slot.name] : slot.value));
    const result = await db.executeQuery<R>({ ...prepared.compiled, parameters });
    return result.rows;
  };
}
