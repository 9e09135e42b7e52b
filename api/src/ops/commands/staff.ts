import os from 'node:os';
import { STAFF_ROLES } from '@adlaunch/shared';
import { OpsError, type OpsCommand } from '../cli';
import { operatorActor } from '../../staff/staff-actions';
import { addStaff, isStaffRole, listStaff, removeStaff, StaffError } from '../../staff/staff-store';

/** `--as <name>` names the operator recorded in staff_actions; without it, the shell user. */
export function operatorFrom(args: string[]): { name: string; rest: string[] } {
  const at = args.indexOf('--as');
  if (at === -1) return { name: os.userInfo().username, rest: args };
  const name = args[at + 1];
  if (!name || name.startsWith('--')) throw new OpsError('Give a name after --as.');
  return { name, rest: [...args.slice(0, at), ...args.slice(at + 2)] };
}

export const command: OpsCommand = {
  summary: 'Add, list and remove back office staff (removing one ends their sessions at once).',
  usage: [
    'Usage: npm run ops -- staff add <email> <role...> [--as <operator>]',
    '       npm run ops -- staff list',
    '       npm run ops -- staff remove <email> [--as <operator>]',
    `  roles: ${STAFF_ROLES.join(', ')}`,
  ].join('\n'),
  async run(args, { db, out }) {
    const { name, rest } = operatorFrom(args);
    const [action, email, ...roles] = rest;
    const actor = operatorActor(name);
    try {
      if (action === 'list') {
        const staff = await listStaff(db);
        if (staff.length === 0) out('No staff yet: npm run ops -- staff add <email> <role...>');
        for (const member of staff) out(`${member.email}  ${member.roles.join(', ')}`);
        return;
      }
      if (!email) throw new OpsError('Name the staff member by email address.');
      if (action === 'add') {
        const unknown = roles.filter((role) => !isStaffRole(role));
        if (unknown.length) throw new OpsError(`Unknown role ${unknown.join(', ')}.`);
        const member = await addStaff(db, email, roles.filter(isStaffRole), actor);
        out(`${member.email}: ${member.roles.join(', ')}. They sign in at /staff with an emailed code, then set up an authenticator app.`);
        return;
      }
      if (action === 'remove') {
        const { endedSessions } = await removeStaff(db, email, actor);
        out(`${email.toLowerCase()} removed; ${endedSessions} session(s) ended.`);
        return;
      }
      throw new OpsError(`Unknown action "${action ?? ''}".`);
    } catch (error) {
      if (error instanceof StaffError) throw new OpsError(error.message);
      throw error;
    }
  },
};
