import { TextField } from '@adlaunch/ui-kit';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import styles from '../../../components/form.module.css';
import { serverCall } from '../../../lib/server-call';
import { fieldError, setServerError } from '../../../lib/server-error';
import { emailFormSchema, newPasswordFormSchema, type EmailForm, type NewPasswordForm } from '../schemas';

interface PasswordResetViewProps {
  defaultEmail: string;
  onReset: (email: string) => void;
  onLogin: () => void;
}

/** Two steps: a reset code is emailed, then the code and a new password are sent together. */
export function PasswordResetView({ defaultEmail, onReset, onLogin }: PasswordResetViewProps) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <div className={styles.stack}>
      {sentTo ? (
        <NewPasswordStep email={sentTo} onReset={onReset} onRestart={() => setSentTo(null)} />
      ) : (
        <RequestCodeStep defaultEmail={defaultEmail} onSent={setSentTo} />
      )}
      <p className={styles.muted}>
        Remembered it?{' '}
        <button type="button" className={styles.link} onClick={onLogin}>
          Back to log in
        </button>
      </p>
    </div>
  );
}

function RequestCodeStep({ defaultEmail, onSent }: { defaultEmail: string; onSent: (email: string) => void }) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<EmailForm, unknown, z.output<typeof emailFormSchema>>({
    resolver: zodResolver(emailFormSchema),
    mode: 'onTouched',
    defaultValues: { email: defaultEmail },
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    const result = await serverCall((api) => api.requestOtp({ emailAddress: email, purpose: 'reset' }), { inDialog: true });
    if (result.ok) onSent(email);
    else setServerError(setError, result, ['email'], 'email');
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <p className={styles.muted}>Enter the email address of your account and we will email you a code to set a new password.</p>
      <TextField label="Email" type="email" autoComplete="email" {...fieldError(errors.email)} {...register('email')} />
      <button type="submit" className={styles.primary} disabled={isSubmitting}>
        Email me a reset code
      </button>
    </form>
  );
}

function NewPasswordStep({ email, onReset, onRestart }: { email: string; onReset: (email: string) => void; onRestart: () => void }) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<NewPasswordForm, unknown, z.output<typeof newPasswordFormSchema>>({
    resolver: zodResolver(newPasswordFormSchema),
    mode: 'onTouched',
    defaultValues: { otp: '', password: '' },
  });

  const onSubmit = handleSubmit(async ({ otp, password }) => {
    const result = await serverCall((api) => api.resetPassword({ emailAddress: email, otp, password }), { inDialog: true });
    if (result.ok) onReset(email);
    else setServerError(setError, result, ['otp', 'password'], 'otp');
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <p className={styles.notice} role="status">
        If {email} has an account, we emailed it a code.
      </p>
      <TextField
        label="Reset code"
        autoComplete="one-time-code"
        autoCapitalize="characters"
        spellCheck={false}
        {...fieldError(errors.otp)}
        {...register('otp')}
      />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        hint="At least 6 characters."
        {...fieldError(errors.password)}
        {...register('password')}
      />
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={isSubmitting}>
          Set new password
        </button>
        <button type="button" className={styles.link} onClick={onRestart}>
          Use another address
        </button>
      </div>
    </form>
  );
}
