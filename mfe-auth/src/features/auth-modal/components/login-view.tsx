import { TextField } from '@adlaunch/ui-kit';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { STORAGE_KEYS, type LoginRequest } from '@adlaunch/shared';
import { storage, useSessionStore } from '@adlaunch/session';
import styles from '../../../components/form.module.css';
import { serverCall } from '../../../lib/server-call';
import { fieldError, setServerError } from '../../../lib/server-error';
import { loginFormSchema, type LoginForm } from '../schemas';

interface LoginViewProps {
  defaultEmail: string;
  notice: string | null;
  onSignedIn: () => void;
  onNeedsVerification: (login: LoginRequest) => void;
  onRegister: () => void;
  onForgotPassword: (email: string) => void;
  onEmailCode: () => void;
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
    register,
    handleSubmit,
    getValues,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoginForm, unknown, z.output<typeof loginFormSchema>>({
    resolver: zodResolver(loginFormSchema),
    mode: 'onTouched',
    defaultValues: { email: defaultEmail, password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    storage.set(STORAGE_KEYS.email, values.email);
    const result = await serverCall((api) => api.login(values), { inDialog: true });
    if (!result.ok) {
      // A refused login is about the password the owner typed (the server never says which part was wrong).
      setServerError(setError, result, ['email', 'password'], 'password');
      return;
    }
    const { token, verify_email: mustVerify } = result.value;
    if (mustVerify || !token) {
      onNeedsVerification(values);
      return;
    }
    useSessionStore.getState().signIn(token);
    onSignedIn();
  });

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
      <button type="button" className={styles.secondary} onClick={onEmailCode}>
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
