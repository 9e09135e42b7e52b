import { useEffect, useState } from 'react';
import { apiBase, errorMessage } from '@adlaunch/session/api';
import { formStyles, usePageMeta } from '@adlaunch/ui-kit';
import { RemoteView } from '../../lib/remotes/remote-view';
import { staffCalls, staffSignIn } from './staff-api';
import { signOut } from './staff-header';
import { StaffSignIn } from './staff-sign-in';
import { setStaffSession, setStaffToken, useStaffSession, useStaffToken } from './staff-token';
import styles from './staff-sign-in.module.css';

// The site header's staff part comes from this chunk too: a public page's first load carries none of it.
export { StaffHeaderNav } from './staff-header';

const STAFF_BASE = '/staff';

const fileUrl = (path: string) => `${apiBase()}${path}`;

/**
 * /staff and below: the shell's staff sign-in, then the back office remote. The remote's entry is asked
 * for only once a staff session with its second factor exists; a 401 on any staff call drops the token
 * (staff-client.ts), which brings the sign-in back.
 */
export function StaffArea() {
  usePageMeta('Back office');
  const token = useStaffToken();
  const current = useStaffSession();
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (!token || current) return;
    let live = true;
    staffSignIn.me().then(
      (me) => live && setStaffSession({ token, me }),
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
          setStaffSession({ token: signedIn, me });
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
