import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import { opsServices } from '../wiring';

/**
 * `bill-due` outside a request: for the operator command, on `date` or else the wired clock's day. Its
 * emails go into the durable outbox in the transaction of each charge; the server's outbox worker sends
 * them. (The server's scheduler uses the server's own wiring, app.services.)
 */
export async function runBillDue(
  db: Kysely<Database>,
  config: Config,
  { date, log = () => undefined, wake = () => undefined }: { date?: string; log?: (msg: string) => void; wake?: () => void } = {},
) {
  return (await billingForOps(db, config, { log, wake })).billDue(date);
}

/** The ledger for an operator command, wired as everywhere (wiring.ts). */
export async function billingForOps(db: Kysely<Database>, config: Config, opts: { log?: (msg: string) => void; wake?: () => void } = {}) {
  return (await opsServices(db, config, opts)).billing;
}
