import { ROUTES } from '@adlaunch/shared';
import { useLogout } from '../../lib/use-logout';
import styles from './logout-button.module.css';

/**
 * Log Out is a form: without scripts (or before the app runs) it posts to the server, which ends the
 * session and clears the cookie; the app logs out in place instead.
 */
export function LogoutButton({ className }: { className?: string }) {
  const logout = useLogout();
  return (
    <form
      method="post"
      action={ROUTES.logout}
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        logout();
      }}
    >
      <input type="hidden" name="logout" value="now" />
      <button type="submit" className={className}>
        Log Out
      </button>
    </form>
  );
}
