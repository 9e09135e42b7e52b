import { useState, type FormEvent } from 'react';
import { formStyles, TextField } from '@adlaunch/ui-kit';
import { errorMessage } from '@adlaunch/session/api';
import type { StaffMe, StaffVerifyAnswer } from '@adlaunch/shared';
import { staffSignIn } from './staff-api';
import { SecondFactor } from './second-factor';
import styles from './staff-sign-in.module.css';

type Step = { name: 'email' } | { name: 'code'; email: string; notice: string } | { name: 'factor'; verified: StaffVerifyAnswer };

/** Staff sign-in at /staff: the work email, the emailed code, then the authenticator app's code. */
export function StaffSignIn({ onSignedIn }: { onSignedIn: (token: string, me: StaffMe) => void }) {
  const [step, setStep] = useState<Step>({ name: 'email' });
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (event: FormEvent, action: () => Promise<void>) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.page} aria-labelledby="staff-sign-in-title">
      <h1 id="staff-sign-in-title">Staff sign-in</h1>
      {step.name === 'email' ? (
        <form
          className={styles.card}
          noValidate
          onSubmit={(event) =>
            void run(event, async () => {
              const email = value.trim();
              const answer = await staffSignIn.requestCode(email);
              setStep({ name: 'code', email, notice: answer.message });
              setValue('');
            })
          }
        >
          <p>For the people who run AdLaunch. We email you a code, then ask for your authenticator app&apos;s.</p>
          <TextField
            label="Work email"
            type="email"
            autoComplete="email"
            value={value}
            onChange={(event) => setValue(event.target.value)}
            error={error ?? undefined}
            alert
            required
          />
          <div className={formStyles.actions}>
            <button type="submit" className={formStyles.primary} disabled={busy}>
              Email me a code
            </button>
          </div>
        </form>
      ) : null}
      {step.name === 'code' ? (
        <form
          className={styles.card}
          noValidate
          onSubmit={(event) =>
            void run(event, async () => {
              setStep({ name: 'factor', verified: await staffSignIn.verifyCode(step.email, value.trim()) });
              setValue('');
            })
          }
        >
          <p role="status">{step.notice}</p>
          <TextField
            label="Code from the email"
            autoComplete="one-time-code"
            value={value}
            onChange={(event) => setValue(event.target.value)}
            error={error ?? undefined}
            alert
            required
          />
          <div className={formStyles.actions}>
            <button
              type="button"
              className={formStyles.link}
              onClick={() => {
                setStep({ name: 'email' });
                setValue(step.email);
                setError(null);
              }}
            >
              Use another email
            </button>
            <button type="submit" className={formStyles.primary} disabled={busy}>
              Continue
            </button>
          </div>
        </form>
      ) : null}
      {step.name === 'factor' ? (
        <SecondFactor
          token={step.verified.token}
          enrollment={step.verified.totpEnrolled ? null : step.verified.enrollment}
          onDone={(me) => onSignedIn(step.verified.token, me)}
        />
      ) : null}
    </section>
  );
}
