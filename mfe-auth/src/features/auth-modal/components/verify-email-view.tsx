import { EmailText, TextAreaField, TextField } from '@adlaunch/ui-kit';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { useSessionStore } from '@adlaunch/session';
import styles from '../../../components/form.module.css';
import { serverCall } from '../../../lib/server-call';
import { fieldError, setServerError } from '../../../lib/server-error';
import { otpFormSchema, type OtpForm } from '../schemas';

interface VerifyEmailViewProps {
  email: string;
  /**
   * The password chosen in this dialog (registration or login), when it has one: sent with the code so
   * the account keeps it. Proving the address drops any other password (docs/security.md).
   */
  password?: string;
  onVerified: () => void;
  /**
   * Asks the server for a fresh code; answers whether one was sent, or the server's refusal. Null when
   * this modal cannot (it has no credentials).
   */
  resendCode: (() => Promise<{ sent: boolean; error?: { message: string; fields: Record<string, string[]> } }>) | null;
  onLogin: () => void;
}

export function VerifyEmailView({ email, password, onVerified, resendCode, onLogin }: VerifyEmailViewProps) {
  const [notice, setNotice] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<OtpForm, unknown, z.output<typeof otpFormSchema>>({
    resolver: zodResolver(otpFormSchema),
    mode: 'onTouched',
    defaultValues: { otp: '' },
  });

  const onSubmit = handleSubmit(async ({ otp }) => {
    const result = await serverCall(
      (api) => api.verifyUser({ otp, emailAddress: email, verificationType: 'email', ...(password ? { password } : {}) }),
      { inDialog: true },
    );
    if (!result.ok) {
      setServerError(setError, result, ['otp'], 'otp');
      return;
    }
    useSessionStore.getState().signIn(result.value.token);
    onVerified();
  });

  const resend = async () => {
    setNotice(false);
    if (!resendCode) return;
    const { sent, error } = await resendCode();
    if (sent) setNotice(true);
    else if (error) setServerError(setError, error, ['otp'], 'otp');
  };

  return (
    <div className={styles.stack}>
      <p className={styles.muted}>We emailed a 5-character code to this address. Enter it to verify your email.</p>
      {notice ? (
        <p className={styles.notice} role="status">
          We sent a new code to <EmailText email={email} />.
        </p>
      ) : null}
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        {/* The spec's disabled email field, as tall as the address: a long one shows whole, wrapped, never cut off. */}
        <TextAreaField label="Email" className={styles.wholeValue} value={email} rows={1} disabled readOnly />
        <TextField
          label="Verification code"
          autoComplete="one-time-code"
          autoCapitalize="characters"
          spellCheck={false}
          {...fieldError(errors.otp)}
          {...register('otp')}
        />
        <div className={styles.actions}>
          <button type="submit" className={styles.primary} disabled={isSubmitting}>
            Verify
          </button>
          {resendCode ? (
            <button type="button" className={styles.link} onClick={resend}>
              Send a new code
            </button>
          ) : (
            <button type="button" className={styles.link} onClick={onLogin}>
              Log in again for a new code
            </button>
          )}
        </div>
      </form>
    </div>
  );
}
