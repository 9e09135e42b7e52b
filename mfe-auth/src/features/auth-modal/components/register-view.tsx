import { CheckboxField, GUIDED_FORM_OPTIONS, GuidedForm, TextField } from '@adlaunch/ui-kit';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { clientId, referralCode, storage } from '@adlaunch/session';
import { STORAGE_KEYS, type LoginRequest } from '@adlaunch/shared';
import { TermsCheckbox } from '../../../components/terms-checkbox';
import { FormAlert } from '../../../components/form-alert';
import styles from '../../../components/form.module.css';
import { serverCall } from '../../../lib/server-call';
import { fieldError, setServerError } from '../../../lib/server-error';
import { registerFormSchema, type RegisterForm } from '../schemas';
import { ChosenPlanNote } from './chosen-plan-note';

interface RegisterViewProps {
  defaultEmail: string;
  onRegistered: (login: LoginRequest) => void;
  onLogin: () => void;
}

export function RegisterView({ defaultEmail, onRegistered, onLogin }: RegisterViewProps) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RegisterForm, unknown, z.output<typeof registerFormSchema>>({
    ...GUIDED_FORM_OPTIONS,
    resolver: zodResolver(registerFormSchema),
    mode: 'onTouched',
    defaultValues: { firstName: '', lastName: '', email: defaultEmail, password: '', marketing: false, terms: false },
  });

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
      { preferField: 'email', inDialog: true },
    );
    if (result.ok) {
      onRegistered({ email: values.email, password: values.password });
      return;
    }
    // Product spec §8: the first email-specific error wins; a refusal of no field shows above the button.
    setServerError(setError, result, ['email', 'password', 'firstName', 'lastName'], 'root.server');
  });

  return (
    <div className={styles.stack}>
      <ChosenPlanNote />
      {/* Create Account is never disabled: pressing it says what is missing beside each field, the first one focused. */}
      <GuidedForm className={styles.form} onSubmit={onSubmit}>
        <TextField label="First name" autoComplete="given-name" {...fieldError(errors.firstName)} {...register('firstName')} />
        <TextField label="Last name" autoComplete="family-name" {...fieldError(errors.lastName)} {...register('lastName')} />
        <TextField label="Business email" type="email" autoComplete="email" {...fieldError(errors.email)} {...register('email')} />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          hint="At least 6 characters."
          {...fieldError(errors.password)}
          {...register('password')}
        />
        <CheckboxField label="Send me tips and offers by email" {...register('marketing')} />
        <TermsCheckbox error={errors.terms?.message} {...register('terms')} />
        <FormAlert message={errors.root?.server?.message} />
        <button type="submit" className={styles.primary} disabled={isSubmitting}>
          Create Account
        </button>
      </GuidedForm>
      <p className={styles.muted}>
        Already have an account?{' '}
        <button type="button" className={styles.link} onClick={onLogin}>
          Log in
        </button>
      </p>
    </div>
  );
}
