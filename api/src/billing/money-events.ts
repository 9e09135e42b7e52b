import type { Kysely } from 'kysely';
import { now } from '../db/database';
import type { Database } from '../db/schema';
import { moneyEventEmail, type MoneyEventEmail } from './billing-emails';
import { enqueueEmail } from '../mail/outbox';

export const MONEY_EVENT_KINDS = [
  'paid',
  'declined',
  'paused_unpaid',
  'card_updated',
  'refunded',
  /** A credit finance gave: it comes off the next charges. */
  'credited',
  'ads_paused',
  'ads_resumed',
  'cancelled',
  'cancel_undone',
  'ended',
] as const;
export type MoneyEventKind = (typeof MONEY_EVENT_KINDS)[number];

export interface MoneyEvent {
  subscriptionId: number;
  userId: number;
  kind: MoneyEventKind;
  /** Unique per event: a replay, a retry or a second instance telling it again finds it told. */
  key: string;
  text: string;
  amountCents?: number | null;
  /** The email that tells it; null when another email already does (the tax invoice of a payment). */
  email: Omit<MoneyEventEmail, 'text'> | null;
}

/**
 * Records a money event once, in the caller's transaction, with its email in the outbox: the event
 * and its email exist exactly when the change does, dated `day` (the wired clock's billing day). Answers
 * false when it was told before.
 */
export async function tell(trx: Kysely<Database>, event: MoneyEvent, day: string): Promise<boolean> {
  const row = await trx
    .insertInto('money_events')
    .values({
      subscription_id: event.subscriptionId,
      user_id: event.userId,
      kind: event.kind,
      event_key: event.key,
      text: event.text,
      amount_cents: event.amountCents ?? null,
      day,
      created_at: now(),
    })
    .onConflict((oc) => oc.column('event_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!row) return false;
  if (event.email)
    await enqueueEmail(trx, { kind: `billing-${event.kind}`, ...(await moneyEventEmail({ ...event.email, text: event.text })) });
  return true;
}

/** An owner's money events, newest first: the dashboard's billing history. */
export async function moneyEventsOf(db: Kysely<Database>, userId: number, limit = 50) {
  return db
    .selectFrom('money_events')
    .select(['subscription_id', 'kind', 'text', 'amount_cents', 'day', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
