import type { StaffRole } from '@adlaunch/shared';
import type { TestApp } from '../testing/test-app';
import { now } from '../db/database';
import { issueStaffSession } from './auth/staff-sessions';
import { operatorActor } from './staff-actions';
import { addStaff } from './staff-store';

let n = 0;
export const staffAddress = (prefix = 'staff') => `${prefix}-${Date.now()}-${++n}@adlaunch.test`;

/** A staff member with `roles` and a session that passed its second factor, made directly in the database. */
export async function signedInStaff(t: TestApp, roles: StaffRole[], email = staffAddress(roles.join('-') || 'none')) {
  const member = await addStaff(t.db, email, roles, operatorActor('test'));
  const { token } = await issueStaffSession(t.db, member.id);
  const stamp = now();
  await t.db.updateTable('staff').set({ totp_secret: 'JBSWY3DPEHPK3PXP', totp_enrolled_at: stamp }).where('id', '=', member.id).execute();
  await t.db.updateTable('staff_sessions').set({ second_factor_at: stamp }).where('staff_id', '=', member.id).execute();
  return { ...member, token, headers: { authorization: `Bearer ${token}` } };
}

/** The newest message the dev outbox holds for an address. */
export async function newestEmail(t: TestApp, to: string) {
  await t.settle();
  const res = await t.app.inject({ method: 'GET', url: `/__dev/outbox?to=${encodeURIComponent(to)}` });
  const [newest] = res.json().messages as { to: string; subject: string; text: string }[];
  return newest;
}
