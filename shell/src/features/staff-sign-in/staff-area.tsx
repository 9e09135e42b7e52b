import { useEffect, useState } from 'react';
import { apiBase, errorMessage } from '@adlaunch/session/api';
import { formStyles, usePageMeta } from '@adlaunch/ui-kit';
import type { StaffMe } from '@adlaunch/shared';
import { RemoteView } from '../../lib/remotes/remote-view';
import { staffCalls, staffSignIn } from './staff-api';
import { StaffSignIn } from './staff-sign-in';
import { setStaffToken, staffToken, useStaffToken } from './staff-token';
import styles from './staff-sign-in.module.css';

const STAFF_BASE = '/staff';

/** Ends the staff session here at once, then on the server (a failure there leaves a session that expires). */
function signOut() {
  const token = staffToken();
  setStaffToken(null);
  if (token) void staffSignIn.signOut(token).catch(() => undefined);
}

const fileUrl = (path: string) => `${apiBase()}${path}`;

/**
 * /staff and below: the shell's staff sign-in, then the back office remote. The remote's entry is asked
 * for only once a staff session with its second factor exists; a 401 on any staff call drops the token
 * (staff-client.ts), which brings the sign-in back.
 */
export function StaffArea() {
  usePageMeta('Back office');
  const token = useStaffToken();
  const [session, setSession] = useState<{ token: string; me: StaffMe } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const current = session && session.token === token ? session : null;

  useEffect(() => {
    if (!token || current) return;
    let live = true;
    staffSignIn.me().then(
      (me) => live && setSession({ token, me }),
      (error) => live && setFailure(errorMessage(error)),
    );
    return () => {
      live = false;
    };
  }, [token, current]);

  if (!token) {
    return (
      <StaffSignIn
        onSignedIn={(signedIn, me) => {
          setSession({ token: signedIn, me });
          setFailure(null);
          setStaffToken(signedIn);
        }}
      />
    );
  }
  if (!current) {
    return failure ? (
      <section className={styles.page}>
        <p role="alert">{failure}</p>
        <button type="button" className={formStyles.secondary} onClick={signOut}>
          Sign in again
        </button>
      </section>
    ) : (
      <div className={styles.page} aria-busy="true" aria-label="Checking your staff session" />
    );
  }
  return (
    <RemoteView
      remote="mfe-backoffice"
      exposed="./App"
      label="The back office"
      props={{ me: current.me, api: staffCalls, signOut, basePath: STAFF_BASE, fileUrl }}
    />
  );
}
