import { TextField } from '@adlaunch/ui-kit';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { CONTACT, LIMITS, ROUTES, type LoginRequest } from '@adlaunch/shared';
import { selectIsLoggedIn, useSessionStore } from '@adlaunch/session';
import styles from '../../../components/form.module.css';
import { redirectTo } from '../../../lib/redirect';
import { serverCall } from '../../../lib/server-call';
import { fieldError } from '../../../lib/server-error';
import { usePasswordLogin } from '../hooks/use-password-login';

interface LegacyPopupProps {
  defaultEmail: string;
  onCancel: () => void;
  onNeedsVerification: (login: LoginRequest) => void;
}

/**
 * The previous platform's login (product spec §2, Popups): the owner logs in with their password,
 * the session login (§7) answers where their session on the previous platform opens, and a countdown
 * of 8 s (§9) takes them there unless they stay. A failed session login sends the owner home (§8).
 */
export function LegacyPopup({ defaultEmail, onCancel, onNeedsVerification }: LegacyPopupProps) {
  const loggedIn = useSessionStore(selectIsLoggedIn);
  const [target, setTarget] = useState<string | null>(null);
  const navigate = useNavigate();

  const openSession = async () => {
    const result = await serverCall((api) => api.sessionLogin(), { inDialog: true });
    if (result.ok && /^https?:\/\//i.test(result.value.url)) {
      setTarget(result.value.url);
      return;
    }
    // Navigate before closing: the shell rewrites the address of the page the modal closes on.
    navigate(ROUTES.home);
    const store = useSessionStore.getState();
    store.closeAuth();
    store.showError(result.ok ? 'We could not open the previous platform. Please try again later.' : result.message);
  };

  if (target) return <Countdown url={target} onStay={() => useSessionStore.getState().closeAuth()} />;

  return (
    <div className={styles.stack}>
      <p className={styles.muted}>
        Used AdLaunch before our new platform? Log in with your email address and password, and we will open your account on the previous
        platform, where your earlier ads and invoices are kept.
      </p>
      {loggedIn ? (
        <div className={styles.actions}>
          <button type="button" className={styles.primary} onClick={openSession} autoFocus>
            Continue to the previous platform
          </button>
          <button type="button" className={styles.link} onClick={onCancel}>
            Back to log in
          </button>
        </div>
      ) : (
        <LegacyLoginForm
          defaultEmail={defaultEmail}
          onSignedIn={openSession}
          onNeedsVerification={onNeedsVerification}
          onCancel={onCancel}
        />
      )}
      <p className={styles.muted}>
        No password for your account?{' '}
        <a className={styles.link} href={CONTACT.legacyLoginUrl}>
          Use the previous platform’s own login page
        </a>
      </p>
    </div>
  );
}

interface LegacyLoginFormProps {
  defaultEmail: string;
  onSignedIn: () => Promise<void>;
  onNeedsVerification: (login: LoginRequest) => void;
  onCancel: () => void;
}

function LegacyLoginForm({ defaultEmail, onSignedIn, onNeedsVerification, onCancel }: LegacyLoginFormProps) {
  const {
    form: {
      register,
      formState: { errors, isSubmitting },
    },
    onSubmit,
  } = usePasswordLogin({ defaultEmail, onSignedIn, onNeedsVerification });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <TextField label="Email" type="email" autoComplete="email" {...fieldError(errors.email)} {...register('email')} />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        {...fieldError(errors.password)}
        {...register('password')}
      />
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={isSubmitting}>
          Log in to the previous platform
        </button>
        <button type="button" className={styles.link} onClick={onCancel}>
          Back to log in
        </button>
      </div>
    </form>
  );
}

/** Counts down from 8 s, then leaves for the previous platform; the owner can go at once or stay. */
function Countdown({ url, onStay }: { url: string; onStay: () => void }) {
  const [seconds, setSeconds] = useState<number>(LIMITS.legacyCountdownSeconds);

  useEffect(() => {
    const timer = setInterval(() => setSeconds((s) => Math.max(0, s - 1)), 1000);
    return () => clearInterval(timer);
  }, []);

  useEffect(() => {
    if (seconds === 0) redirectTo(url);
  }, [seconds, url]);

  return (
    <div className={styles.stack}>
      <p className={styles.notice} role="status">
        You are logged in.
      </p>
      <p>
        Taking you to the previous platform in <span role="timer">{seconds}</span> {seconds === 1 ? 'second' : 'seconds'}.
      </p>
      <div className={styles.actions}>
        <a className={styles.primary} href={url}>
          Go now
        </a>
        <button type="button" className={styles.secondary} onClick={onStay} autoFocus>
          Stay here
        </button>
      </div>
    </div>
  );
}
