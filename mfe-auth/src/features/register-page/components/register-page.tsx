import { CheckboxField, ChoiceGroup, GUIDED_FORM_OPTIONS, GuidedForm, TextField } from '@adlaunch/ui-kit';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import { choosePlan, chosenPlan, clientId, referralCode, storage } from '@adlaunch/session';
import { gbpStepPath, searchPlanBySlug, searchStepPath, STORAGE_KEYS, type RegisterPageProps } from '@adlaunch/shared';
import { lazyZodResolver } from '@adlaunch/ui-kit';
import { TermsCheckbox } from '../../../components/terms-checkbox';
import formStyles from '../../../components/form.module.css';
import { emailFieldError } from '../../../lib/email-field-error';
import { serverCall } from '../../../lib/server-call';
import { usePageMeta } from '@adlaunch/ui-kit';
import { PLAN_OPTIONS } from '../options';
import type { RegisterPageForm, RegisterPageSchema } from '../schemas';
import { CodeStep } from './code-step';
import styles from './register-page.module.css';

const COPY = {
  search_ads: {
    title: 'Register for Search Ads',
    heading: 'Get started with Google and Bing Search Ads',
    description: 'Create your AdLaunch account to set up managed search ads on Google and Bing for your business.',
    next: searchStepPath('about'),
  },
  gbp: {
    title: 'Register for a Google Business Profile',
    heading: 'Get started with your Google Business Profile',
    description: 'Create your AdLaunch account and we will set up and verify your Google Business Profile listing.',
    next: gbpStepPath('about'),
  },
} as const;

const YES_NO = [
  { value: 'yes', title: 'Yes' },
  { value: 'no', title: 'No' },
] as const;

/** One-page registration for /register-ads and /register-gbp: business details, then the emailed code, then the wizard. */
export function RegisterPage({ product }: RegisterPageProps) {
  const copy = COPY[product];
  usePageMeta(copy.title, copy.description);
  const navigate = useNavigate();
  const { search } = useLocation();
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  // A link may name the plan (`?plan=growth`); else the one picked on a pricing page (decision 010).
  const [initialPlan] = useState(() => (searchPlanBySlug(new URLSearchParams(search).get('plan')) ?? chosenPlan())?.tier ?? 'low');
  // zod loads when the owner starts on the form, not with the page.
  const resolver = useMemo(
    () =>
      lazyZodResolver<RegisterPageForm, z.output<RegisterPageSchema>>(() =>
        import('../schemas').then((m) => m.registerPageSchema(product)),
      ),
    [product],
  );
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RegisterPageForm, unknown, z.output<RegisterPageSchema>>({
    ...GUIDED_FORM_OPTIONS,
    resolver,
    mode: 'onTouched',
    defaultValues: {
      firstName: '',
      lastName: '',
      emailAddress: storage.get(STORAGE_KEYS.email) ?? '',
      mobile: '',
      businessName: '',
      websiteUrl: '',
      plan: product === 'search_ads' ? initialPlan : null,
      // POPIA section 69: direct marketing by email needs the owner's own yes, so the box starts unticked.
      marketing: false,
      terms: false,
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    storage.set(STORAGE_KEYS.email, values.emailAddress);
    // The pay step pre-selects this plan, through the code step and the wizard.
    if (values.plan) choosePlan(values.plan);
    const registered = await serverCall(
      (api) =>
        api.register({
          firstName: values.firstName,
          lastName: values.lastName,
          emailAddress: values.emailAddress,
          mobile: values.mobile,
          chargeVAT: values.chargeVAT === 'yes',
          businessName: values.businessName,
          websiteUrl: values.websiteUrl,
          product,
          alreadyGbp: values.alreadyGbp === 'yes',
          cid: clientId(),
          extras: values.marketing ? ['marketing'] : [],
          referrer: referralCode(),
        }),
      'emailAddress',
    );
    if (!registered.ok) {
      const emailError = await emailFieldError(registered.error);
      if (emailError) setError('emailAddress', { message: emailError });
      return;
    }
    const sent = await serverCall((api) => api.requestOtp({ emailAddress: values.emailAddress }));
    if (sent.ok) setCodeSentTo(values.emailAddress);
  });

  return (
    <section className={styles.page} aria-labelledby="register-title">
      <h1 id="register-title" className={styles.title}>
        {copy.heading}
      </h1>
      {codeSentTo ? (
        <CodeStep email={codeSentTo} onVerified={() => navigate(copy.next)} onChangeDetails={() => setCodeSentTo(null)} />
      ) : (
        <>
          <p className={styles.lead}>Tell us about you and your business. We will email you a code to confirm your address.</p>
          {/* Create Account is never disabled: pressing it says what is missing beside each field, the first one focused. */}
          <GuidedForm className={formStyles.form} onSubmit={onSubmit} onFocus={resolver.warm}>
            <div className={styles.pair}>
              <TextField label="First name" autoComplete="given-name" error={errors.firstName?.message} {...register('firstName')} />
              <TextField label="Last name" autoComplete="family-name" error={errors.lastName?.message} {...register('lastName')} />
            </div>
            <TextField
              label="Business email"
              type="email"
              autoComplete="email"
              error={errors.emailAddress?.message}
              {...register('emailAddress')}
            />
            <TextField label="Mobile number" type="tel" autoComplete="tel" error={errors.mobile?.message} {...register('mobile')} />
            <TextField
              label="Business name"
              autoComplete="organization"
              error={errors.businessName?.message}
              {...register('businessName')}
            />
            <TextField
              label="Website"
              inputMode="url"
              autoComplete="url"
              hint="For example www.example.co.za"
              error={errors.websiteUrl?.message}
              {...register('websiteUrl')}
            />
            {product === 'search_ads' ? (
              <ChoiceGroup
                inline
                legend="Your plan (you can change it before you pay)"
                options={PLAN_OPTIONS}
                registration={register('plan')}
                error={errors.plan?.message}
              />
            ) : null}
            {product === 'gbp' ? (
              <ChoiceGroup
                inline
                legend="Do you already have a Google Business Profile?"
                options={YES_NO}
                registration={register('alreadyGbp')}
                error={errors.alreadyGbp?.message}
              />
            ) : null}
            <ChoiceGroup
              inline
              legend="Is your business in South Africa? (15% VAT is added)"
              options={YES_NO}
              registration={register('chargeVAT')}
              error={errors.chargeVAT?.message}
            />
            <CheckboxField label="Send me tips and offers by email" {...register('marketing')} />
            <TermsCheckbox error={errors.terms?.message} {...register('terms')} />
            <button type="submit" className={formStyles.primary} disabled={isSubmitting}>
              Create Account
            </button>
          </GuidedForm>
        </>
      )}
    </section>
  );
}
