import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import pLimit from 'p-limit';
import type { EmailMessage, Mailer } from './email';
import { now, type Dialect } from '../db/database';
import type { Database, EmailOutboxTable } from '../db/schema';

/**
 * The durable email outbox ([decision 015](../../../docs/decisions/015-durable-outbox-and-job-leases.md)). An email is a row written in the transaction of
 * the event that causes it (a registration, a payment, a report, a renewal), so it exists exactly when
 * the event does. A worker in every instance sends due rows through the Mailer: each row is claimed by
 * one instance at a time, a failure is retried with exponential backoff for at least a day, then the
 * row is marked failed for an operator (`npm run ops -- outbox`). Delivery is at least once: an
 * instance that dies between the SMTP server's "OK" and marking the row sent leaves it to be sent again
 * (with the same Message-ID) when its claim expires.
 */

export type OutboxRow = Selectable<EmailOutboxTable>;

export interface OutboxEmail extends Omit<EmailMessage, 'secret'> {
  /** What caused it ('invoice', 'monthly-report', 'renewal', ...): shown to operators. */
  kind: string;
  /** Not sent after this moment (marked expired instead): for an email that is useless when late. */
  notAfter?: Date;
}

function newMessageId(): string {
  return `<${Date.now().toString(36)}.${randomBytes(9).toString('hex')}@adlaunch.outbox>`;
}

/** Writes an email into the outbox; call it with the transaction of the event that causes the email. */
export function enqueueEmail(db: Kysely<Database>, message: OutboxEmail): Promise<number> {
  return insertEmail(db, message, null);
}

async function insertEmail(db: Kysely<Database>, message: OutboxEmail, purpose: string | null): Promise<number> {
  const stamp = now();
  const row = await db
    .insertInto('email_outbox')
    .values({
      kind: message.kind,
      to_address: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html ?? null,
      // The column's name dates from when codes were the only composed emails.
      code_purpose: purpose,
      not_after: message.notAfter ? message.notAfter.toISOString() : null,
      status: 'queued',
      next_attempt_at: stamp,
      message_id: newMessageId(),
      created_at: stamp,
      queued_at: stamp,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Emails whose content is made only as they are sent, from what their row holds (the address and a
 * purpose): for content that must never wait in the table, such as a one-time code. The domain that
 * queues them (`enqueueComposedEmail`) hands its `ComposedEmails` to the worker and to `retryEmail`.
 */
export interface ComposedEmails {
  /** How long one is worth sending after it was queued (or put back by an operator). */
  lifetimeMs: number;
  /** Makes the message just before it is sent; `{ skip }` (with the reason) when it is not to be sent. `outboxId`: its row. */
  compose(db: Kysely<Database>, to: string, purpose: string, outboxId: number): Promise<EmailMessage | { skip: string }>;
}

/**
 * Queues an email that the worker's `ComposedEmails` makes when it sends it; `message` is what the
 * row shows until then (and `notAfter` its end of life). Call it with the transaction of the event.
 */
export function enqueueComposedEmail(db: Kysely<Database>, message: OutboxEmail, purpose: string): Promise<number> {
  return insertEmail(db, message, purpose);
}

export interface OutboxOptions {
  /** How often an idle worker looks for due emails (retries, other instances' rows); 0: only when woken. */
  pollMs: number;
  /** The first retry's delay; each further retry doubles it, up to `retryMaxMs`. */
  retryBaseMs: number;
  retryMaxMs: number;
  /** After this long since it was queued (or put back by an operator), a failed try is the last: the row is marked failed. */
  giveUpAfterMs: number;
  /** How long a claim lasts: a row claimed by an instance that died is taken by another after this. */
  claimMs: number;
  /** Emails sent at once by one instance. */
  concurrency: number;
}

const OUTBOX_DEFAULTS: OutboxOptions = {
  pollMs: 2_000,
  retryBaseMs: 60_000,
  retryMaxMs: 60 * 60_000,
  giveUpAfterMs: 24 * 60 * 60_000,
  claimMs: 2 * 60_000,
  concurrency: 2,
};

/** When the next try of a row that has failed `attempts` times is due. */
export function retryDelayMs(attempts: number, options: Pick<OutboxOptions, 'retryBaseMs' | 'retryMaxMs'>): number {
  return Math.min(options.retryBaseMs * 2 ** Math.max(0, attempts - 1), options.retryMaxMs);
}

export interface OutboxWorker {
  /** Schedules a delivery pass soon (after a commit that queued email). */
  wake(): void;
  /** Claims and sends every email due now; resolves when they are sent or rescheduled. Answers how many were claimed. */
  deliverDue(): Promise<number>;
  /** Starts polling (when `pollMs` > 0). */
  start(): void;
  /** Stops polling and waits for the pass under way. */
  stop(): Promise<void>;
  readonly instanceId: string;
}

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 500);

export function outboxWorker(
  { db, dialect, composed }: { db: Kysely<Database>; dialect: Dialect; composed?: ComposedEmails },
  mailer: Mailer,
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>,
  overrides: Partial<OutboxOptions> = {},
): OutboxWorker {
  const options = { ...OUTBOX_DEFAULTS, ...overrides };
  const instanceId = `${os.hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  const limit = pLimit(options.concurrency);
  let pass: Promise<number> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;

  /** Claims up to `batch` due rows for this instance (one statement: no two instances get one row). */
  async function claim(batch: number): Promise<OutboxRow[]> {
    const stamp = now();
    let due = db
      .selectFrom('email_outbox')
      .select('id')
      .where('status', '=', 'queued')
      .where('next_attempt_at', '<=', stamp)
      .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', stamp)]))
      .orderBy('id')
      .limit(batch);
    // PostgreSQL: rows another instance is claiming right now are skipped, not waited for. SQLite has one writer.
    if (dialect === 'postgres') due = due.forUpdate().skipLocked();
    return db
      .updateTable('email_outbox')
      .set((eb) => ({
        claimed_by: instanceId,
        claimed_until: new Date(Date.now() + options.claimMs).toISOString(),
        attempts: eb('attempts', '+', 1),
      }))
      .where('id', 'in', due)
      .returningAll()
      .execute();
  }

  const mine = (id: number) => db.updateTable('email_outbox').where('id', '=', id).where('claimed_by', '=', instanceId);

  async function deliver(row: OutboxRow): Promise<void> {
    const stamp = now();
    if (row.not_after && row.not_after <= stamp) {
      await mine(row.id).set({ status: 'expired', claimed_by: null, claimed_until: null }).execute();
      log.warn({ outboxId: row.id, kind: row.kind }, 'email expired before it could be sent');
      return;
    }
    try {
      let message: EmailMessage = { to: row.to_address, subject: row.subject, text: row.text, ...(row.html ? { html: row.html } : {}) };
      if (row.code_purpose) {
        if (!composed) throw new Error(`this worker cannot make a composed email (${row.kind})`);
        const made = await composed.compose(db, row.to_address, row.code_purpose, row.id);
        if ('skip' in made) {
          await mine(row.id).set({ status: 'skipped', last_error: made.skip, claimed_by: null, claimed_until: null }).execute();
          return;
        }
        message = made;
      }
      await mailer.send({ ...message, messageId: row.message_id });
      await mine(row.id).set({ status: 'sent', sent_at: now(), last_error: null, claimed_by: null, claimed_until: null }).execute();
    } catch (err) {
      const failedAt = Date.now();
      const next = new Date(failedAt + retryDelayMs(row.attempts, options)).toISOString();
      const gaveUp = failedAt - Date.parse(row.queued_at) >= options.giveUpAfterMs;
      const tooLate = row.not_after !== null && next > row.not_after;
      const status = gaveUp ? 'failed' : tooLate ? 'expired' : 'queued';
      await mine(row.id)
        .set({ status, next_attempt_at: next, last_error: errorText(err), claimed_by: null, claimed_until: null })
        .execute();
      const fields = { err, outboxId: row.id, kind: row.kind, attempts: row.attempts };
      if (status === 'failed') log.error(fields, 'email delivery failed for good: see npm run ops -- outbox --failed');
      else log.warn({ ...fields, status, nextAttemptAt: next }, 'email delivery failed');
    }
  }

  async function runPass(): Promise<number> {
    let claimed = 0;
    for (;;) {
      const rows = await claim(10);
      if (rows.length === 0) return claimed;
      claimed += rows.length;
      await Promise.all(rows.map((row) => limit(() => deliver(row))));
    }
  }

  function deliverDue(): Promise<number> {
    if (pass) {
      // A pass is under way: run one more after it, for what was queued since it claimed.
      again = true;
      return pass.then(() => (pass ? pass : deliverDue()));
    }
    pass = (async () => {
      let total = 0;
      do {
        again = false;
        total += await runPass();
      } while (again);
      return total;
    })().finally(() => {
      pass = null;
    });
    return pass;
  }

  // Timers and wake-ups start nothing once the worker is stopped (its database may be closed by then).
  const safePass = () => {
    if (stopped) return;
    deliverDue().catch((err) => log.error({ err }, 'email outbox pass failed'));
  };

  return {
    instanceId,
    deliverDue,
    wake() {
      if (!stopped) setImmediate(safePass);
    },
    start() {
      if (options.pollMs > 0 && !timer && !stopped) {
        timer = setInterval(safePass, options.pollMs);
        timer.unref();
        safePass();
      }
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      await pass?.catch(() => undefined);
    },
  };
}

export interface OutboxListing {
  status?: OutboxRow['status'];
  limit?: number;
}

/** The newest rows, for operators. */
export function listOutbox(db: Kysely<Database>, { status, limit = 50 }: OutboxListing = {}) {
  let query = db
    .selectFrom('email_outbox')
    .select(['id', 'kind', 'to_address', 'subject', 'status', 'attempts', 'next_attempt_at', 'last_error', 'created_at', 'sent_at'])
    .orderBy('id', 'desc')
    .limit(limit);
  if (status) query = query.where('status', '=', status);
  return query.execute();
}

/**
 * Puts a failed or expired email back in the queue, due now, with a fresh day of retries (a composed
 * email, such as a code, is made anew when it is sent, with the full `composed.lifetimeMs` to go). Answers
 * the row as it was, or null when there is no such row. A queued one is made due now; a sent or skipped
 * one is left as it is.
 */
export async function retryEmail(
  db: Kysely<Database>,
  id: number,
  composed: Pick<ComposedEmails, 'lifetimeMs'>,
): Promise<{ before: OutboxRow['status'] } | null> {
  const row = await db.selectFrom('email_outbox').select(['status', 'code_purpose']).where('id', '=', id).executeTakeFirst();
  if (!row) return null;
  if (row.status === 'queued')
    await db.updateTable('email_outbox').set({ next_attempt_at: now() }).where('id', '=', id).where('status', '=', 'queued').execute();
  if (row.status === 'failed' || row.status === 'expired') {
    const stamp = new Date();
    await db
      .updateTable('email_outbox')
      .set({
        status: 'queued',
        queued_at: stamp.toISOString(),
        next_attempt_at: stamp.toISOString(),
        not_after: row.code_purpose ? new Date(stamp.getTime() + composed.lifetimeMs).toISOString() : null,
        claimed_by: null,
        claimed_until: null,
      })
      .where('id', '=', id)
      .where('status', '=', row.status)
      .execute();
  }
  return { before: row.status };
}
