import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useForm, type FieldError } from 'react-hook-form';
import type { z } from 'zod';
import { Link } from 'react-router-dom';
import { lazyZodResolver } from '@adlaunch/ui-kit';
import { loadApi } from '@adlaunch/session';
import { loadSchemas, MESSAGES, ROUTES, type SocialLeadRequest } from '@adlaunch/shared';
import type { socialLeadRequestSchema } from '@adlaunch/shared/schemas';
import pageStyles from '../../../components/page.module.css';
import { submitSocialLead } from '../api/submit-social-lead';
import styles from './social-lead-form.module.css';

type LeadForm = z.input<typeof socialLeadRequestSchema>;

// zod and the API client load when a visitor starts on the form, not with the page.
const resolver = lazyZodResolver<LeadForm, SocialLeadRequest>(() => loadSchemas().then((m) => m.socialLeadRequestSchema));

const PLATFORMS: { value: SocialLeadRequest['platforms'][number]; label: string }[] = [
  { value: 'facebook', label: 'Facebook' },
  { value: 'instagram', label: 'Instagram' },
  { value: 'linkedin', label: 'LinkedIn' },
  { value: 'tiktok', label: 'TikTok' },
];

const BUDGETS: { value: SocialLeadRequest['monthlyBudget']; label: string }[] = [
  { value: 'under_5000', label: 'Under R5,000 a month' },
  { value: '5000_15000', label: 'R5,000 to R15,000 a month' },
  { value: '15000_50000', label: 'R15,000 to R50,000 a month' },
  { value: 'over_50000', label: 'More than R50,000 a month' },
];

interface FieldProps {
  label: string;
  hint?: string;
  error?: FieldError;
  children: (ids: { id: string; describedBy: string | undefined }) => ReactNode;
}

/** A labelled control with its hint and error, wired for screen readers. */
function Field({ label, hint, error, children }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {children({ id, describedBy })}
      {error?.message ? (
        <p id={errorId} className={styles.error}>
          {error.message}
        </p>
      ) : null}
    </div>
  );
}

export function SocialLeadForm() {
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const platformsId = useId();
  const successRef = useRef<HTMLHeadingElement>(null);
  // Moving focus to the confirmation tells keyboard and screen-reader users the form was sent.
  useEffect(() => {
    if (sent) successRef.current?.focus();
  }, [sent]);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<LeadForm, unknown, SocialLeadRequest>({
    resolver,
    mode: 'onTouched',
    defaultValues: { name: '', email: '', phone: '', businessName: '', website: '', platforms: [], message: '' },
  });

  const onSubmit = async (lead: SocialLeadRequest) => {
    setFailure(null);
    try {
      setSent(await submitSocialLead(lead));
      reset();
    } catch (error) {
      setFailure(
        await loadApi().then(
          ({ errorMessage }) => errorMessage(error),
          () => MESSAGES.genericError,
        ),
      );
    }
  };

  if (sent) {
    return (
      <div className={styles.success} role="status">
        <h3 className={styles.successTitle} ref={successRef} tabIndex={-1}>
          Thank you, we have your details
        </h3>
        <p>{sent}</p>
        <button type="button" className={pageStyles.buttonSecondary} onClick={() => setSent(null)}>
          Send another enquiry
        </button>
      </div>
    );
  }

  const input = (invalid: boolean) => (invalid ? `${styles.input} ${styles.invalid}` : styles.input);

  return (
    <form
      className={styles.form}
      onSubmit={handleSubmit(onSubmit)}
      onFocus={resolver.warm}
      noValidate
      aria-label="Social media ads enquiry"
    >
      <div className={styles.row}>
        <Field label="Your name" error={errors.name}>
          {({ id, describedBy }) => (
            <input
              id={id}
              className={input(!!errors.name)}
              autoComplete="name"
              aria-invalid={!!errors.name}
              aria-describedby={describedBy}
              {...register('name')}
            />
          )}
        </Field>
        <Field label="Business name" error={errors.businessName}>
          {({ id, describedBy }) => (
            <input
              id={id}
              className={input(!!errors.businessName)}
              autoComplete="organization"
              aria-invalid={!!errors.businessName}
              aria-describedby={describedBy}
              {...register('businessName')}
            />
          )}
        </Field>
      </div>
      <div className={styles.row}>
        <Field label="Email" error={errors.email}>
          {({ id, describedBy }) => (
            <input
              id={id}
              type="email"
              className={input(!!errors.email)}
              autoComplete="email"
              aria-invalid={!!errors.email}
              aria-describedby={describedBy}
              {...register('email')}
            />
          )}
        </Field>
        <Field label="Mobile number" hint="We call or WhatsApp you once to talk about your goals." error={errors.phone}>
          {({ id, describedBy }) => (
            <input
              id={id}
              type="tel"
              className={input(!!errors.phone)}
              autoComplete="tel"
              aria-invalid={!!errors.phone}
              aria-describedby={describedBy}
              {...register('phone')}
            />
          )}
        </Field>
      </div>
      <Field label="Website or social page (optional)" error={errors.website}>
        {({ id, describedBy }) => (
          <input
            id={id}
            className={input(!!errors.website)}
            autoComplete="url"
            inputMode="url"
            aria-invalid={!!errors.website}
            aria-describedby={describedBy}
            {...register('website')}
          />
        )}
      </Field>

      <fieldset className={styles.fieldset} aria-describedby={errors.platforms ? `${platformsId}-error` : undefined}>
        <legend className={styles.label}>Where do you want to advertise?</legend>
        <div className={styles.choices}>
          {PLATFORMS.map((p) => (
            <label key={p.value} className={styles.choice}>
              <input type="checkbox" value={p.value} {...register('platforms')} />
              {p.label}
            </label>
          ))}
        </div>
        {errors.platforms?.message ? (
          <p id={`${platformsId}-error`} className={styles.error}>
            {errors.platforms.message}
          </p>
        ) : null}
      </fieldset>

      <Field
        label="Monthly advertising budget"
        hint="What you would like to spend on the platforms themselves."
        error={errors.monthlyBudget}
      >
        {({ id, describedBy }) => (
          <select
            id={id}
            className={input(!!errors.monthlyBudget)}
            aria-invalid={!!errors.monthlyBudget}
            aria-describedby={describedBy}
            defaultValue=""
            {...register('monthlyBudget')}
          >
            <option value="" disabled>
              Choose a budget
            </option>
            {BUDGETS.map((b) => (
              <option key={b.value} value={b.value}>
                {b.label}
              </option>
            ))}
          </select>
        )}
      </Field>

      <Field label="What would you like to achieve? (optional)" error={errors.message}>
        {({ id, describedBy }) => (
          <textarea
            id={id}
            rows={4}
            className={input(!!errors.message)}
            aria-invalid={!!errors.message}
            aria-describedby={describedBy}
            {...register('message')}
          />
        )}
      </Field>

      {failure ? (
        <p className={styles.failure} role="alert">
          {failure}
        </p>
      ) : null}

      <button type="submit" className={pageStyles.button} disabled={isSubmitting}>
        {isSubmitting ? 'Sending…' : 'Request a call back'}
      </button>
      <p className={styles.hint}>
        We use your details only to answer this enquiry, as described in our <Link to={ROUTES.privacy}>privacy policy</Link>.
      </p>
    </form>
  );
}
