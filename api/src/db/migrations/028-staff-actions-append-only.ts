import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../dialect';

export const APPEND_ONLY_MESSAGE = 'staff_actions is append-only';

/**
 * The staff action log (decision 039) is append-only in the database itself, not only by habit: a
 * trigger refuses every UPDATE and DELETE (and, on PostgreSQL, TRUNCATE) of `staff_actions`, so no
 * code path, ops command or hand-typed query can rewrite who did what.
 */
export function staffActionsAppendOnly(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect === 'sqlite') {
        for (const [name, event] of [
          ['staff_actions_no_update', 'UPDATE'],
          ['staff_actions_no_delete', 'DELETE'],
        ] as const)
          await sql
            .raw(`CREATE TRIGGER ${name} BEFORE ${event} ON staff_actions BEGIN SELECT RAISE(ABORT, '${APPEND_ONLY_MESSAGE}'); END`)
            .execute(db);
        return;
      }
      await sql
        .raw(
          `CREATE FUNCTION staff_actions_append_only() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION '${APPEND_ONLY_MESSAGE}'; END $$`,
        )
        .execute(db);
      await sql
        .raw(
          'CREATE TRIGGER staff_actions_no_change BEFORE UPDATE OR DELETE ON staff_actions FOR EACH ROW EXECUTE FUNCTION staff_actions_append_only()',
        )
        .execute(db);
      await sql
        .raw(
          'CREATE TRIGGER staff_actions_no_truncate BEFORE TRUNCATE ON staff_actions FOR EACH STATEMENT EXECUTE FUNCTION staff_actions_append_only()',
        )
        .execute(db);
    },
  };
}
