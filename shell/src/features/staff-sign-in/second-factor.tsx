import { useState, type FormEvent } from 'react';
import { CheckboxField, formStyles, TextField } from '@adlaunch/ui-kit';
import { errorMessage } from '@adlaunch/session/api';
import type { StaffMe, TotpEnrollment } from '@adlaunch/shared';
import { staffSignIn } from './staff-api';
import styles from './staff-sign-in.module.css';

interface SecondFactorProps {
  /** The session of the code step, not valid for work until this step is done. */
  token: string;
  enrollment: TotpEnrollment | null;
  onDone: (me: StaffMe) => void;
}

/** The recovery codes of a first enrollment, shown this once; going on needs "I have saved them". */
function RecoveryCodes({ codes, onSaved }: { codes: string[]; onSaved: () => void }) {
  const [saved, setSaved] = useState(false);
  return (
    <section className={styles.card} aria-labelledby="recovery-title">
      <h2 id="recovery-title">Your recovery codes</h2>
      <p>
        Each code signs you in once in place of the authenticator app, if you lose your phone. Keep them somewhere safe: they are shown only
        now.
      </p>
      <ul className={styles.codes} aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <CheckboxField label="I have saved them" checked={saved} onChange={(event) => setSaved(event.target.checked)} />
      <div className={formStyles.actions}>
        <button type="button" className={formStyles.primary} disabled={!saved} onClick={onSaved}>
          Continue to the back office
        </button>
      </div>
    </section>
  );
}

/** The second factor: enrollment (QR code, the secret as text) on the first sign-in, else the app's code or a recovery code. */
export function SecondFactor({ token, enrollment, onDone }: SecondFactorProps) {
  const [useRecovery, setUseRecovery] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<{ me: StaffMe; codes: string[] } | null>(null);

  if (done) return <RecoveryCodes codes={done.codes} onSaved={() => onDone(done.me)} />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const answer = await staffSignIn.secondFactor(token, useRecovery ? { recovery_code: value.trim() } : { code: value.trim() });
      if (answer.recoveryCodes?.length) setDone({ me: answer.me, codes: answer.recoveryCodes });
      else onDone(answer.me);
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.card} onSubmit={(event) => void submit(event)} aria-labelledby="factor-title" noValidate>
      <h2 id="factor-title">{enrollment ? 'Set up your authenticator app' : 'Your authenticator app'}</h2>
      {enrollment ? (
        <>
          <p>Scan this QR code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…).</p>
          <img className={styles.qr} src={enrollment.qrDataUrl} alt="QR code to add AdLaunch staff to your authenticator app" />
          <p id="secret-label">Or type this key into the app:</p>
          <p className={styles.secret} aria-labelledby="secret-label">
            {enrollment.secret}
          </p>
        </>
      ) : null}
      {useRecovery ? (
        <TextField
          label="Recovery code"
          autoComplete="off"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          error={error ?? undefined}
          alert
          required
        />
      ) : (
        <TextField
          label="6-digit code from the app"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          error={error ?? undefined}
          alert
          required
        />
      )}
      <div className={formStyles.actions}>
        {enrollment ? null : (
          <button
            type="button"
            className={formStyles.link}
            onClick={() => {
              setUseRecovery(!useRecovery);
              setValue('');
              setError(null);
            }}
          >
            {useRecovery ? 'Use the authenticator app' : 'Use a recovery code instead'}
          </button>
        )}
        <button type="submit" className={formStyles.primary} disabled={busy}>
          {enrollment ? 'Confirm and sign in' : 'Sign in'}
        </button>
      </div>
    </form>
  );
}
