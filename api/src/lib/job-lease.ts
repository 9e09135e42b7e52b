import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { Kysely } from 'kysely';
import { now } from '../db/database';
import type { Database } from '../db/schema';

/** Who holds a lease: this process (host, pid and a random part, so a restarted process is someone new). */
const LEASE_HOLDER = `${os.hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;

export interface LeaseOptions {
  /** How long the holder may run before another instance may take the job over (it is presumed dead). */
  holdMs?: number;
  /** Who takes the lease; by default this process. */
  holder?: string;
}

const DEFAULT_HOLD_MS = 15 * 60_000;

/**
 * Runs `fn` once for a periodic job and period (`withLease(db, 'monthly-reports', '2026-10', ...)`),
 * however many instances try: the first to insert the (name, period) row holds the lease and runs it.
 * When `fn` succeeds the period is done for good; when it throws the lease is released for the next
 * try; when its holder dies the lease expires after `holdMs` and another instance takes it over. So a
 * job must be idempotent by its own key too (a taken-over run may repeat part of a dead one's work).
 * Answers whether this call ran `fn`.
 */
export async function withLease(
  db: Kysely<Database>,
  name: string,
  periodKey: string,
  fn: () => Promise<unknown>,
  { holdMs = DEFAULT_HOLD_MS, holder = LEASE_HOLDER }: LeaseOptions = {},
): Promise<boolean> {
  const stamp = now();
  const until = new Date(Date.now() + holdMs).toISOString();
  const inserted = await db
    .insertInto('job_leases')
    .values({ name, period_key: periodKey, holder, claimed_until: until, attempts: 1, done_at: null, last_error: null })
    .onConflict((oc) => oc.columns(['name', 'period_key']).doNothing())
    .returning('name')
    .executeTakeFirst();
  if (!inserted) {
    // Someone has it: take it over only when it is not done and its holder's time is up (one conditional update).
    const taken = await db
      .updateTable('job_leases')
      .set((eb) => ({ holder, claimed_until: until, attempts: eb('attempts', '+', 1) }))
      .where('name', '=', name)
      .where('period_key', '=', periodKey)
      .where('done_at', 'is', null)
      .where('claimed_until', '<', stamp)
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) === 0) return false;
  }
  const held = () => db.updateTable('job_leases').where('name', '=', name).where('period_key', '=', periodKey).where('holder', '=', holder);
  try {
    await fn();
  } catch (error) {
    // Released at once: the next tick of any instance tries again.
    await held()
      .set({ claimed_until: new Date(0).toISOString(), last_error: String(error instanceof Error ? error.message : error).slice(0, 500) })
      .execute();
    throw error;
  }
  await held().set({ done_at: now(), last_error: null }).execute();
  return true;
}

/** The lease of a job and period, for operators and tests. */
export const leaseOf = (db: Kysely<Database>, name: string, periodKey: string) =>
  db.selectFrom('job_leases').selectAll().where('name', '=', name).where('period_key', '=', periodKey).executeTakeFirst();
