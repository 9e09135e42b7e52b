import { useState } from 'react';
import { staffSignIn } from './staff-api';
import { setStaffSession, setStaffToken, staffToken, useStaffSession } from './staff-token';
import styles from './staff-sign-in.module.css';

/** Ends the staff session here at once, then on the server (a failure there leaves a session that expires). */
export function signOut() {
  const token = staffToken();
  setStaffToken(null);
  setStaffSession(null);
  if (token) void staffSignIn.signOut(token).catch(() => undefined);
}

/** The site header's classes, handed over by the shell's header so that the staff part looks like it. */
export type HeaderClasses = Record<'menuToggle' | 'nav' | 'links' | 'secondary', string>;

/**
 * The header's right side on /staff: who is signed in and Sign out (behind Menu on a phone), in place of
 * the visitor's and owner's links. Nothing before a staff member has signed in.
 */
export function StaffHeaderNav({ classes }: { classes: HeaderClasses }) {
  const session = useStaffSession();
  const [open, setOpen] = useState(false);
  if (!session) return null;
  return (
    <>
      <button type="button" className={classes.menuToggle} aria-expanded={open} aria-controls="main-nav" onClick={() => setOpen((o) => !o)}>
        Menu
      </button>
      <nav id="main-nav" aria-label="Staff account" className={classes.nav}>
        <ul className={classes.links}>
          <li className={styles.who}>
            Signed in as <strong>{session.me.email}</strong>
          </li>
          <li>
            <button type="button" className={classes.secondary} onClick={signOut}>
              Sign out
            </button>
          </li>
        </ul>
      </nav>
    </>
  );
}
