import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect';
import { createTableWithId } from '../table-with-id';

/**
 * Nothing lost when a part fails ([decision 015](../../../../docs/decisions/015-durable-outbox-and-job-leases.md)).
 * - `email_outbox`: every email, written in the transaction of the event that causes it, then sent by
 *   a worker with retries (at least once). A row is claimed by one instance at a time (`claimed_by`,
 *   `claimed_until`); a claim that outlives its instance expires and another takes the row.
 * - `job_leases`: one row per periodic job and period (`monthly-reports` / `2026-10`), so N instances
 *   run each period's job once; a lease whose holder died expires and is taken over.
 * (The older `outbox` table stays what it was: the dev mailbox that stands in for SMTP.)
 */
export function outboxAndLeases(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>) {
      await createTableWithId(db, dialect, 'email_outbox')
        // What caused it ('code-verify', 'invoice', 'monthly-report', ...): for operators and logs.
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('to_address', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('html', 'text')
        // A code email's one-time code is made when it is sent (never stored here): its purpose.
        .addColumn('code_purpose', 'text')
        // After this moment the email is not sent at all (a code that would arrive dead): status 'expired'.
        .addColumn('not_after', 'text')
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_attempt_at', 'text', (c) => c.notNull())
        .addColumn('last_error', 'text')
        .addColumn('claimed_by', 'text')
        .addColumn('claimed_until', 'text')
        // The SMTP Message-ID: every try of one email carries the same one.
        .addColumn('message_id', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', 'text', (c) => c.notNull())
        // When it entered the queue, or was put back by an operator: retries stop a day after it.
        .addColumn('queued_at', 'text', (c) => c.notNull())
        .addColumn('sent_at', 'text')
        .execute();
      await db.schema.createIndex('email_outbox_due').on('email_outbox').columns(['status', 'next_attempt_at']).execute();

      await db.schema
        .createTable('job_leases')
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('period_key', 'text', (c) => c.notNull())
        .addColumn('holder', 'text', (c) => c.notNull())
        .addColumn('claimed_until', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull())
        .addColumn('done_at', 'text')
        .addColumn('last_error', 'text')
        .addPrimaryKeyConstraint('job_leases_pk', ['name', 'period_key'])
        .execute();
    },
  };
}
