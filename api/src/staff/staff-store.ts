import type { Kysely } from 'kysely';
import { STAFF_ROLES, type StaffMember, type StaffRole } from '@adlaunch/shared';
import { now } from '../db/database';
import type { Database } from '../db/schema';
import { writeTransaction } from '../lib/transaction';
import { recordAction, type Actor } from './staff-actions';

export interface StaffRow {
  id: number;
  email: string;
  roles: StaffRole[];
  totpSecret: string | null;
  totpEnrolledAt: string | null;
  totpLastStep: number | null;
}

export const isStaffRole = (role: string): role is StaffRole => (STAFF_ROLES as readonly string[]).includes(role);

function parseRoles(text: string): StaffRole[] {
  const parsed: unknown = JSON.parse(text);
  return Array.isArray(parsed) ? parsed.filter((r): r is StaffRole => typeof r === 'string' && isStaffRole(r)) : [];
}

export class StaffError extends Error {}

/** The addresses of every active staff member with a role: who is told about that role's work. */
export async function staffEmailsWithRole(db: Kysely<Database>, role: StaffRole): Promise<string[]> {
  const staff = await db.selectFrom('staff').select(['email', 'roles']).where('removed_at', 'is', null).execute();
  return staff.filter((member) => parseRoles(member.roles).includes(role)).map((member) => member.email);
}

/** A staff member who has not been removed, by address (lower case) or id; null otherwise. */
export async function activeStaff(db: Kysely<Database>, by: { email: string } | { id: number }): Promise<StaffRow | null> {
  let query = db.selectFrom('staff').selectAll().where('removed_at', 'is', null);
  query = 'email' in by ? query.where('email', '=', by.email.toLowerCase()) : query.where('id', '=', by.id);
  const row = await query.executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    email: row.email,
    roles: parseRoles(row.roles),
    totpSecret: row.totp_secret,
    totpEnrolledAt: row.totp_enrolled_at,
    totpLastStep: row.totp_last_step,
  };
}

export async function listStaff(db: Kysely<Database>): Promise<StaffMember[]> {
  const rows = await db.selectFrom('staff').select(['id', 'email', 'roles']).where('removed_at', 'is', null).orderBy('email').execute();
  return rows.map((r) => ({ id: r.id, email: r.email, roles: parseRoles(r.roles) }));
}

/**
 * Adds a staff member, or gives an existing one the roles named (joined to those held). A removed
 * member comes back with the roles named and must enrol a second factor again.
 */
export async function addStaff(db: Kysely<Database>, email: string, roles: StaffRole[], actor: Actor): Promise<StaffMember> {
  const address = email.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address)) throw new StaffError(`"${email}" is not an email address.`);
  if (roles.length === 0) throw new StaffError(`Name at least one role: ${STAFF_ROLES.join(', ')}.`);
  return writeTransaction(db, async (trx) => {
    const row = await trx.selectFrom('staff').selectAll().where('email', '=', address).executeTakeFirst();
    const before = row && !row.removed_at ? parseRoles(row.roles) : [];
    const after = [...new Set([...before, ...roles])].sort();
    let id: number;
    if (!row) {
      ({ id } = await trx
        .insertInto('staff')
        .values({ email: address, roles: JSON.stringify(after), created_at: now() })
        .returning('id')
        .executeTakeFirstOrThrow());
    } else {
      id = row.id;
      const reinstated = row.removed_at ? { removed_at: null, totp_secret: null, totp_enrolled_at: null, totp_last_step: null } : {};
      await trx
        .updateTable('staff')
        .set({ roles: JSON.stringify(after), ...reinstated })
        .where('id', '=', id)
        .execute();
      if (row.removed_at) await trx.deleteFrom('staff_recovery_codes').where('staff_id', '=', id).execute();
    }
    await recordAction(trx, actor, {
      action: 'staff_add',
      subject: { type: 'staff', id },
      before: row && !row.removed_at ? { email: address, roles: before } : null,
      after: { email: address, roles: after },
    });
    return { id, email: address, roles: after };
  });
}

/** Removes a staff member and ends every session they hold at once. */
export async function removeStaff(db: Kysely<Database>, email: string, actor: Actor): Promise<{ endedSessions: number }> {
  const address = email.trim().toLowerCase();
  return writeTransaction(db, async (trx) => {
    const row = await trx.selectFrom('staff').selectAll().where('email', '=', address).where('removed_at', 'is', null).executeTakeFirst();
    if (!row) throw new StaffError(`No staff member has the address ${address}.`);
    const stamp = now();
    await trx.updateTable('staff').set({ removed_at: stamp }).where('id', '=', row.id).execute();
    const ended = await trx
      .updateTable('staff_sessions')
      .set({ ended_at: stamp })
      .where('staff_id', '=', row.id)
      .where('ended_at', 'is', null)
      .executeTakeFirst();
    await recordAction(trx, actor, {
      action: 'staff_remove',
      subject: { type: 'staff', id: row.id },
      before: { email: address, roles: parseRoles(row.roles) },
      after: null,
    });
    return { endedSessions: Number(ended.numUpdatedRows) };
  });
}

/**
 * RELEASE_MANAGERS moves into the staff table: each listed address with no staff row gets one with
 * the `releases` role, recorded as done by the configuration. An address already on staff is left as is.
 */
export async function seedReleaseManagers(db: Kysely<Database>, addresses: readonly string[], actor: Actor): Promise<string[]> {
  const added: string[] = [];
  for (const address of addresses) {
    const email = address.trim().toLowerCase();
    if (!email) continue;
    const known = await db.selectFrom('staff').select('id').where('email', '=', email).executeTakeFirst();
    if (known) continue;
    await addStaff(db, email, ['releases'], actor);
    added.push(email);
  }
  return added;
}
