import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Link } from 'react-router-dom';
import { ChoiceGroup, formStyles, lazyZodResolver, SelectField, TextAreaField, TextField } from '@adlaunch/ui-kit';
import { loadApi } from '@adlaunch/session';
import { loadSchemas, MESSAGES, ROUTES, type SocialLeadRequest } from '@adlaunch/shared';
import type { socialLeadRequestSchema } from '@adlaunch/shared/schemas';
import pageStyles from '../../../components/page.module.css';
import { submitSocialLead } from '../api/submit-social-lead';
import styles from './social-lead-form.module.css';

type LeadForm = z.input<typeof socialLeadRequestSchema>;

// zod and the API client load when a visitor starts on the form, not with the page.
const resolver = lazyZodResolver<LeadForm, SocialLeadRequest>(() => loadSchemas().then((m) => m.socialLeadRequestSchema));

const PLATFORMS: { value: SocialLeadRequest['platforms'][number]; title: string }[] = [
  { value: 'facebook', title: 'Facebook' },
  { value: 'instagram', title: 'Instagram' },
  { value: 'linkedin', title: 'LinkedIn' },
  { value: 'tiktok', title: 'TikTok' },
];

const BUDGETS: { value: SocialLeadRequest['monthlyBudget']; label: string }[] = [
  { value: 'under_5000', label: 'Under R5,000 a month' },
  { value: '5000_15000', label: 'R5,000 to R15,000 a month' },
  { value: '15000_50000', label: 'R15,000 to R50,000 a month' },
  { value: 'over_50000', label: 'More than R50,000 a month' },
];

export function SocialLeadForm() {
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
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

  // It posts: sent before any script runs, nothing typed lands in an address or a log (decision 033).
  return (
    <form
      method="post"
      className={styles.form}
      onSubmit={handleSubmit(onSubmit)}
      onFocus={resolver.warm}
      noValidate
      aria-label="Social media ads enquiry"
    >
      <div className={styles.row}>
        <TextField label="Your name" autoComplete="name" error={errors.name?.message} registration={register('name')} />
        <TextField
          label="Business name"
          autoComplete="organization"
          error={errors.businessName?.message}
          registration={register('businessName')}
        />
      </div>
      <div className={styles.row}>
        <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} registration={register('email')} />
        <TextField
          label="Mobile number"
          hint="We call or WhatsApp you once to talk about your goals."
          type="tel"
          autoComplete="tel"
          error={errors.phone?.message}
          registration={register('phone')}
        />
      </div>
      <TextField
        label="Website or social page (optional)"
        autoComplete="url"
        inputMode="url"
        error={errors.website?.message}
        registration={register('website')}
      />
      <ChoiceGroup
        legend="Where do you want to advertise?"
        multiple
        inline
        options={PLATFORMS}
        error={errors.platforms?.message}
        registration={register('platforms')}
      />
      <SelectField
        label="Monthly advertising budget"
        hint="What you would like to spend on the platforms themselves."
        placeholder="Choose a budget"
        options={BUDGETS}
        error={errors.monthlyBudget?.message}
        registration={register('monthlyBudget')}
      />
      <TextAreaField
        label="What would you like to achieve? (optional)"
        rows={4}
        error={errors.message?.message}
        registration={register('message')}
      />

      {failure ? (
        <p className={styles.failure} role="alert">
          {failure}
        </p>
      ) : null}

      <button type="submit" className={pageStyles.button} disabled={isSubmitting}>
        {isSubmitting ? 'Sending…' : 'Request a call back'}
      </button>
      <p className={formStyles.hint}>
        We use your details only to answer this enquiry, as described in our <Link to={ROUTES.privacy}>privacy policy</Link>.
      </p>
    </form>
  );
}
