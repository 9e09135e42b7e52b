import { TextField } from '@adlaunch/ui-kit';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { lazyZodResolver } from '@adlaunch/ui-kit';
import { useSessionStore } from '@adlaunch/session';
import formStyles from '../../../components/form.module.css';
import { serverCall } from '../../../lib/server-call';
import type { CodeForm, codeFormSchema } from '../schemas';

const resolver = lazyZodResolver<CodeForm, z.output<typeof codeFormSchema>>(() => import('../schemas').then((m) => m.codeFormSchema));
import styles from './register-page.module.css';

interface CodeStepProps {
  email: string;
  onVerified: () => void;
  onChangeDetails: () => void;
}

export function CodeStep({ email, onVerified, onChangeDetails }: CodeStepProps) {
  const [notice, setNotice] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<CodeForm, unknown, z.output<typeof codeFormSchema>>({
    resolver,
    mode: 'onTouched',
    defaultValues: { otp: '' },
  });

  const onSubmit = handleSubmit(async ({ otp }) => {
    const result = await serverCall((api) => api.verifyOtp({ otp, emailAddress: email, verificationType: 'email' }));
    if (!result.ok) return;
    useSessionStore.getState().signIn(result.value.token);
    onVerified();
  });

  const resend = async () => {
    setNotice(null);
    const result = await serverCall((api) => api.requestOtp({ emailAddress: email }));
    if (result.ok) setNotice(`We sent a new code to ${email}.`);
  };

  return (
    <form className={formStyles.form} onSubmit={onSubmit} noValidate aria-labelledby="code-step-title">
      <h2 id="code-step-title" className={styles.subtitle}>
        Confirm your email address
      </h2>
      <p className={formStyles.muted}>We emailed a 5-character code to {email}. Enter it below to finish creating your account.</p>
      {notice ? (
        <p className={formStyles.notice} role="status">
          {notice}
        </p>
      ) : null}
      <TextField
        label="Verification code"
        autoComplete="one-time-code"
        autoCapitalize="characters"
        spellCheck={false}
        autoFocus
        error={errors.otp?.message}
        {...register('otp')}
      />
      <div className={formStyles.actions}>
        <button type="submit" className={formStyles.primary} disabled={isSubmitting}>
          Verify and continue
        </button>
        <button type="button" className={formStyles.link} onClick={resend}>
          Send a new code
        </button>
      </div>
      <button type="button" className={formStyles.link} onClick={onChangeDetails}>
        Change my details
      </button>
    </form>
  );
}
