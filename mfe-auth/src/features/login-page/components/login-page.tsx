import { TextField, usePageMeta } from '@adlaunch/ui-kit';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { FRAME_PART_ATTRIBUTE, ROUTES, SIMPLE_EMAIL_PATTERN, STORAGE_KEYS, MESSAGES } from '@adlaunch/shared';
import { storage, useSessionStore } from '@adlaunch/session';
import formStyles from '../../../components/form.module.css';
import { serverCall } from '../../../lib/server-call';
import { resumeDestination } from '../../../lib/destination';
import { AUTH_NOTICES } from '../../../lib/use-finish-auth';
import styles from './login-page.module.css';

/**
 * The served login page (/login): the address, then the emailed code. Both forms are in the served
 * page and post to it (`method="post"`), so it works before any script and without one: the server
 * answers the address with this page's code form (`login-code` shown, `login-email` taken out) and the
 * code with the owner's next page. With scripts the app sends them itself.
 */
export function LoginPage() {
  usePageMeta('Log in', 'Log in to AdLaunch with a code we email to you.');
  const navigate = useNavigate();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [email, setEmail] = useState(() => storage.get(STORAGE_KEYS.email) ?? '');
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<{ field: 'emailAddress' | 'otp'; message: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const requestCode = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!SIMPLE_EMAIL_PATTERN.test(address)) return setError({ field: 'emailAddress', message: MESSAGES.email });
    setBusy(true);
    const sent = await serverCall((api) => api.requestOtp({ emailAddress: address, purpose: 'login' }), 'emailAddress');
    setBusy(false);
    if (!sent.ok) return setError({ field: 'emailAddress', message: sent.fields.emailAddress?.[0] ?? sent.message });
    storage.set(STORAGE_KEYS.email, address);
    setError(null);
    setSentTo(address);
  };

  const logIn = async (event: FormEvent) => {
    event.preventDefault();
    if (!sentTo) return;
    setBusy(true);
    const result = await serverCall((api) => api.verifyOtp({ otp: otp.trim(), emailAddress: sentTo, verificationType: 'email' }), 'otp');
    setBusy(false);
    if (!result.ok) return setError({ field: 'otp', message: result.fields.otp?.[0] ?? result.message });
    const store = useSessionStore.getState();
    store.signIn(result.value.token);
    store.showNotice(AUTH_NOTICES.loggedIn);
    navigate((await resumeDestination().catch(() => null)) ?? ROUTES.dashboard);
  };

  const fieldError = (field: 'emailAddress' | 'otp') => (error?.field === field ? error.message : undefined);
  return (
    <section className={styles.page} aria-labelledby="login-title">
      <h1 id="login-title" className={styles.title}>
        Log in
      </h1>
      <form
        method="post"
        className={formStyles.form}
        onSubmit={requestCode}
        noValidate
        hidden={sentTo !== null}
        {...{ [FRAME_PART_ATTRIBUTE]: 'login-email' }}
      >
        <p className={styles.lead}>We will email you a code to log in with: no password needed.</p>
        <TextField
          label="Email"
          name="emailAddress"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={fieldError('emailAddress')}
        />
        <button type="submit" className={formStyles.primary} disabled={busy}>
          Email me a code
        </button>
      </form>
      <form
        method="post"
        className={formStyles.form}
        onSubmit={logIn}
        noValidate
        hidden={sentTo === null}
        {...{ [FRAME_PART_ATTRIBUTE]: 'login-code' }}
      >
        <p className={formStyles.muted}>
          We emailed a 5-character code to <span data-login-email="">{sentTo}</span>. Enter it below to log in.
        </p>
        <input type="hidden" name="emailAddress" value={sentTo ?? ''} />
        <TextField
          label="Code from the email"
          name="otp"
          autoComplete="one-time-code"
          autoCapitalize="characters"
          spellCheck={false}
          value={otp}
          onChange={(e) => setOtp(e.target.value)}
          error={fieldError('otp')}
        />
        <div className={formStyles.actions}>
          <button type="submit" className={formStyles.primary} disabled={busy}>
            Log in
          </button>
          <button type="button" className={formStyles.link} onClick={() => setSentTo(null)}>
            Use another address
          </button>
        </div>
      </form>
    </section>
  );
}
