import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Errors that mean "another writer got there first, try again": SQLite's busy database (another
 * process holds the write lock past the busy timeout) and PostgreSQL's deadlock and serialization
 * failures. The whole transaction is rolled back, so running it again is safe.
 */
function isContention(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return (
    code === 'SQLITE_BUSY' ||
    code === 'SQLITE_BUSY_SNAPSHOT' ||
    code === '40P01' ||
    code === '40001' ||
    /database is locked/.test(String(error))
  );
}

/**
 * A write transaction that waits its turn instead of failing when another run or instance holds the
 * database. Callers take their row locks with their first statement (an UPDATE), so on SQLite the
 * write lock is asked for before anything is read and the busy timeout applies.
 */
export async function writeTransaction<T>(db: Kysely<Database>, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute(work);
    } catch (error) {
      if (attempt >= 30 || !isContention(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 10 + Math.random() * 40 * Math.min(attempt, 10)));
    }
  }
}
