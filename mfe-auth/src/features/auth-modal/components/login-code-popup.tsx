import { useEffect } from 'react';
import { TextField } from '@adlaunch/ui-kit';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { SIMPLE_EMAIL_PATTERN, STORAGE_KEYS } from '@adlaunch/shared';
import { storage } from '@adlaunch/session';
import styles from '../../../components/form.module.css';
import { serverCall } from '../../../lib/server-call';
import { fieldError, SERVER_ERROR, setServerError } from '../../../lib/server-error';
import { emailFormSchema, type EmailForm } from '../schemas';

interface LoginCodePopupProps {
  defaultEmail: string;
  /** Why the code could not be sent straight from the login view, shown next to the address. */
  initialError?: string | null;
  onRequested: (email: string) => void;
  onBack: () => void;
}

/**
 * The login popup (product spec §4: email, then Request OTP): shown when "Email me a code" had no
 * usable address, or the code could not be sent to it. With an address typed, the login view sends
 * the code itself and this step is skipped.
 */
export function LoginCodePopup({ defaultEmail, initialError = null, onRequested, onBack }: LoginCodePopupProps) {
  const {
    register,
    handleSubmit,
    watch,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<EmailForm, unknown, z.output<typeof emailFormSchema>>({
    resolver: zodResolver(emailFormSchema),
    mode: 'onTouched',
    defaultValues: { email: defaultEmail },
  });
  const matches = SIMPLE_EMAIL_PATTERN.test(watch('email').trim());
  useEffect(() => {
    if (initialError) setError('email', { type: SERVER_ERROR, message: initialError }, { shouldFocus: true });
  }, [initialError, setError]);

  const onSubmit = handleSubmit(async ({ email }) => {
    storage.set(STORAGE_KEYS.email, email);
    const result = await serverCall((api) => api.requestOtp({ emailAddress: email, purpose: 'login' }), { inDialog: true });
    if (result.ok) onRequested(email);
    else setServerError(setError, result, ['email'], 'email');
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <TextField label="Email" type="email" autoComplete="email" {...fieldError(errors.email)} {...register('email')} />
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={!matches || isSubmitting}>
          Request OTP
        </button>
        <button type="button" className={styles.link} onClick={onBack}>
          Back to log in
        </button>
      </div>
    </form>
  );
}
