import type { ReactNode } from 'react';
import type { StaffRole } from '@adlaunch/shared';
import { useHasRole } from '../lib/backoffice-context';
import styles from './ui.module.css';

const list = (roles: readonly StaffRole[]) =>
  roles.length === 1 ? `the ${roles[0]} role` : `one of the roles ${roles.slice(0, -1).join(', ')} or ${roles.at(-1)}`;

/** The text of a refusal for want of a role (what a 403 says, too). */
const needsRole = (roles: readonly StaffRole[]) => `This needs ${list(roles)}. An admin can give it to you.`;

/** Shows `children` to a person holding one of `roles`; anyone else is told which role is needed. */
export function RoleGate({ roles, title, children }: { roles: readonly StaffRole[]; title: string; children: ReactNode }) {
  const allowed = useHasRole(...roles);
  if (allowed) return <>{children}</>;
  return (
    <section aria-labelledby="role-gate-title">
      <h1 id="role-gate-title">{title}</h1>
      <p role="alert" className={styles.alert}>
        {needsRole(roles)}
      </p>
    </section>
  );
}
