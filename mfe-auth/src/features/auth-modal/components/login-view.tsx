import { useState } from 'react';
import { TextField } from '@adlaunch/ui-kit';
import type { LoginRequest } from '@adlaunch/shared';
import styles from '../../../components/form.module.css';
import { fieldError } from '../../../lib/server-error';
import { usePasswordLogin } from '../hooks/use-password-login';

interface LoginViewProps {
  defaultEmail: string;
  notice: string | null;
  onSignedIn: () => void;
  onNeedsVerification: (login: LoginRequest) => void;
  onRegister: () => void;
  onForgotPassword: (email: string) => void;
  /** Emails a login code to the address typed above (or asks for one when none is typed yet). */
  onEmailCode: (email: string) => Promise<void>;
  onLegacy: () => void;
}

export function LoginView({
  defaultEmail,
  notice,
  onSignedIn,
  onNeedsVerification,
  onRegister,
  onForgotPassword,
  onEmailCode,
  onLegacy,
}: LoginViewProps) {
  const {
    form: {
      register,
      getValues,
      formState: { errors, isSubmitting },
    },
    onSubmit,
  } = usePasswordLogin({ defaultEmail, onSignedIn, onNeedsVerification });
  const [sendingCode, setSendingCode] = useState(false);
  const emailCode = async () => {
    setSendingCode(true);
    try {
      await onEmailCode(getValues('email').trim());
    } finally {
      setSendingCode(false);
    }
  };

  return (
    <div className={styles.stack}>
      {notice ? (
        <p className={styles.notice} role="status">
          {notice}
        </p>
      ) : null}
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
            Log In
          </button>
          <button type="button" className={styles.link} onClick={() => onForgotPassword(getValues('email').trim())}>
            Forgot your password?
          </button>
        </div>
      </form>
      <button type="button" className={styles.secondary} onClick={emailCode} disabled={sendingCode || isSubmitting}>
        Email me a code
      </button>
      <p className={styles.muted}>
        New to AdLaunch?{' '}
        <button type="button" className={styles.link} onClick={onRegister}>
          Create an account
        </button>
      </p>
      <p className={styles.muted}>
        Used our previous platform?{' '}
        <button type="button" className={styles.link} onClick={onLegacy}>
          Log in to the previous platform
        </button>
      </p>
    </div>
  );
}
