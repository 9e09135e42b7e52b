import type { Kysely, Selectable } from 'kysely';
import type { StaffAction } from '@adlaunch/shared';
import { now } from '../db/database';
import type { Database } from '../db/schema';
import type { StaffActionsTable } from '../db/schema-staff';

/** Who did it: a signed-in staff member, an operator at a server shell (`ops`), or the configuration at start. */
export interface Actor {
  staffId: number | null;
  name: string;
}
export const configActor: Actor = { staffId: null, name: 'config' };
export const operatorActor = (name: string): Actor => ({ staffId: null, name: `operator:${name}` });

export type ActionSubject = {
  /** `ops`: an operator command's run as a whole (its id names the command), e.g. a bill-due run or a list read. */
  type: 'search_ads' | 'gbp' | 'lead' | 'staff' | 'period_invoice' | 'payment' | 'subscription' | 'promo' | 'ops';
  id: string | number;
};

export interface NewAction {
  action: string;
  subject: ActionSubject;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  note?: string | null;
}

/** Appends one action (the table is never updated nor deleted from); run it in the transaction of the change. */
export async function recordAction(db: Kysely<Database>, actor: Actor, entry: NewAction): Promise<StaffAction> {
  const row = await db
    .insertInto('staff_actions')
    .values({
      staff_id: actor.staffId,
      actor: actor.name,
      at: now(),
      action: entry.action,
      subject_type: entry.subject.type,
      subject_id: String(entry.subject.id),
      before: entry.before ? JSON.stringify(entry.before) : null,
      after: entry.after ? JSON.stringify(entry.after) : null,
      note: entry.note ?? null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return actionOf(row);
}

function actionOf(row: Selectable<StaffActionsTable>): StaffAction {
  return {
    id: row.id,
    at: row.at,
    by: row.actor,
    action: row.action,
    before: row.before ? (JSON.parse(row.before) as Record<string, unknown>) : null,
    after: row.after ? (JSON.parse(row.after) as Record<string, unknown>) : null,
    note: row.note,
    subject: { type: row.subject_type, id: row.subject_id },
  };
}

/** Every action on one subject, newest first. */
export async function actionsOn(db: Kysely<Database>, subject: ActionSubject): Promise<StaffAction[]> {
  return actionsOnAny(db, [subject]);
}

/** Every action on any of the subjects (an order, its payments, period invoices and plans), newest first. */
export async function actionsOnAny(db: Kysely<Database>, subjects: readonly ActionSubject[]): Promise<StaffAction[]> {
  const idsByType = new Map<string, string[]>();
  for (const subject of subjects) idsByType.set(subject.type, [...(idsByType.get(subject.type) ?? []), String(subject.id)]);
  if (idsByType.size === 0) return [];
  const rows = await db
    .selectFrom('staff_actions')
    .selectAll()
    .where((eb) => eb.or([...idsByType].map(([type, ids]) => eb.and([eb('subject_type', '=', type), eb('subject_id', 'in', ids)]))))
    .orderBy('id', 'desc')
    .execute();
  return rows.map(actionOf);
}
