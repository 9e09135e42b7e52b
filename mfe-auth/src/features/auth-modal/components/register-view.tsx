import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { clientId, referralCode, storage } from '@adlaunch/session';
import { STORAGE_KEYS, type LoginRequest } from '@adlaunch/shared';
import { CheckboxField, TermsCheckbox } from '../../../components/checkbox-field';
import { TextField } from '../../../components/text-field';
import styles from '../../../components/form.module.css';
import { emailFieldError } from '../../../lib/email-field-error';
import { serverCall } from '../../../lib/server-call';
import { registerFormSchema, type RegisterForm } from '../schemas';

interface RegisterViewProps {
  defaultEmail: string;
  onRegistered: (login: LoginRequest) => void;
  onLogin: () => void;
}

export function RegisterView({ defaultEmail, onRegistered, onLogin }: RegisterViewProps) {
  const {
    register,
    handleSubmit,
    watch,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RegisterForm, unknown, z.output<typeof registerFormSchema>>({
    resolver: zodResolver(registerFormSchema),
    mode: 'onTouched',
    defaultValues: { firstName: '', lastName: '', email: defaultEmail, password: '', marketing: true, terms: false },
  });
  const termsAccepted = watch('terms');

  const onSubmit = handleSubmit(async (values) => {
    storage.set(STORAGE_KEYS.email, values.email);
    const result = await serverCall(
      (api) =>
        api.createUser({
          cid: clientId(),
          first_name: values.firstName,
          last_name: values.lastName,
          email: values.email,
          password: values.password,
          extras: values.marketing ? ['marketing'] : [],
          referrer: referralCode(),
        }),
      'email',
    );
    if (result.ok) {
      onRegistered({ email: values.email, password: values.password });
      return;
    }
    const emailError = await emailFieldError(result.error);
    if (emailError) setError('email', { message: emailError });
  });

  return (
    <div className={styles.stack}>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <TextField label="First name" autoComplete="given-name" error={errors.firstName?.message} {...register('firstName')} />
        <TextField label="Last name" autoComplete="family-name" error={errors.lastName?.message} {...register('lastName')} />
        <TextField label="Business email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          hint="At least 6 characters."
          error={errors.password?.message}
          {...register('password')}
        />
        <CheckboxField label="Send me tips and offers by email" {...register('marketing')} />
        <TermsCheckbox error={errors.terms?.message} {...register('terms')} />
        <button type="submit" className={styles.primary} disabled={!termsAccepted || isSubmitting}>
          Create Account
        </button>
      </form>
      <p className={styles.muted}>
        Already have an account?{' '}
        <button type="button" className={styles.link} onClick={onLogin}>
          Log in
        </button>
      </p>
    </div>
  );
}
