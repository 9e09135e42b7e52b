import { TextField } from '@adlaunch/ui-kit';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { LIMITS } from '@adlaunch/shared';
import { useSessionStore } from '@adlaunch/session';
import styles from '../../../components/form.module.css';
import { serverCall } from '../../../lib/server-call';
import { fieldError, setServerError } from '../../../lib/server-error';
import { normalizeOtp } from '@adlaunch/shared/schemas';
import { otpFormSchema, type OtpForm } from '../schemas';

interface OtpPopupProps {
  email: string;
  onSignedIn: () => void;
  onBack: () => void;
}

/** The OTP popup: the emailed login code, exactly 5 characters, exchanged for a token. */
export function OtpPopup({ email, onSignedIn, onBack }: OtpPopupProps) {
  const [notice, setNotice] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    watch,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<OtpForm, unknown, z.output<typeof otpFormSchema>>({
    resolver: zodResolver(otpFormSchema),
    mode: 'onTouched',
    defaultValues: { otp: '' },
  });
  // Pasted spaces and look-alike letters do not count: the code is complete once it reads as 5 characters.
  const complete = normalizeOtp(watch('otp')).length === LIMITS.otpLength;

  const onSubmit = handleSubmit(async ({ otp }) => {
    const result = await serverCall((api) => api.verifyOtp({ otp, emailAddress: email, verificationType: 'email' }), { inDialog: true });
    if (!result.ok) {
      setServerError(setError, result, ['otp'], 'otp');
      return;
    }
    useSessionStore.getState().signIn(result.value.token);
    onSignedIn();
  });

  const resend = async () => {
    setNotice(null);
    const result = await serverCall((api) => api.requestOtp({ emailAddress: email, purpose: 'login' }), { inDialog: true });
    if (result.ok) setNotice(`We sent a new code to ${email}.`);
    else setServerError(setError, result, ['otp'], 'otp');
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <p className={styles.muted}>If {email} has an account, we emailed it a 5-character code.</p>
      {notice ? (
        <p className={styles.notice} role="status">
          {notice}
        </p>
      ) : null}
      <TextField
        label="Login code"
        autoComplete="one-time-code"
        autoCapitalize="characters"
        spellCheck={false}
        {...fieldError(errors.otp)}
        {...register('otp')}
      />
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={!complete || isSubmitting}>
          Submit
        </button>
        <button type="button" className={styles.link} onClick={resend}>
          Send a new code
        </button>
      </div>
      <button type="button" className={styles.link} onClick={onBack}>
        Use another address
      </button>
    </form>
  );
}
