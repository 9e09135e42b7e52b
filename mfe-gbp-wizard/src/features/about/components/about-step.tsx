import { loadSchemas } from '@adlaunch/shared';
import {
  SelectField,
  lazyZodResolver,
  firstFilled,
  TextField,
  usePrefill,
  type PrefillSources,
  StepActions,
  StepPage,
  GuidedForm,
} from '@adlaunch/ui-kit';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useSessionStore } from '@adlaunch/session';
import type { gbpAboutSchema } from '@adlaunch/shared/schemas';
import { useSaveStep } from '../../../lib/use-save-step';
import { BUSINESS_CATEGORIES } from '../categories';
import { useProfile, useSearchAd } from '@adlaunch/session/queries';

type AboutInput = z.input<typeof gbpAboutSchema>;
type AboutValues = z.output<typeof gbpAboutSchema>;
// The form's checks (zod and the schema) load with its first check, not with the page.
const resolver = lazyZodResolver<AboutInput, AboutValues>(() => loadSchemas().then((m) => m.gbpAboutSchema));

export function AboutStep() {
  const profile = useProfile();
  const user = useSessionStore((s) => s.session?.user);
  // What the owner already gave: this profile as saved, then the account, then the search ads campaign.
  const ad = useSearchAd();
  const sources: PrefillSources<AboutInput> = {
    mobile: [profile?.mobile, user?.mobile, ad?.mobile],
    business_name: [profile?.businessName, user?.businessName, ad?.businessName],
    business_url: [profile?.businessUrl, user?.websiteUrl, ad?.businessUrl],
  };
  const category = profile?.category ?? '';
  const form = useForm<AboutInput, unknown, AboutValues>({
    resolver,
    mode: 'onTouched',
    defaultValues: {
      mobile: firstFilled(sources.mobile),
      business_name: firstFilled(sources.business_name),
      business_url: firstFilled(sources.business_url),
      category,
      registration_number: profile?.registrationNumber ?? '',
    },
  });
  usePrefill(form, sources);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;
  const save = useSaveStep<AboutInput>('business', setError);
  // A category saved before the list changed must stay selectable.
  const categories =
    category && !(BUSINESS_CATEGORIES as readonly string[]).includes(category) ? [category, ...BUSINESS_CATEGORIES] : BUSINESS_CATEGORIES;

  return (
    <StepPage>
      <GuidedForm onSubmit={handleSubmit(save)}>
        <TextField
          label="Mobile number"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          error={errors.mobile?.message}
          registration={register('mobile')}
        />
        <TextField
          label="Business name"
          autoComplete="organization"
          error={errors.business_name?.message}
          registration={register('business_name')}
        />
        <TextField
          label="Website"
          type="url"
          inputMode="url"
          autoComplete="url"
          hint="For example www.yourbusiness.co.za"
          error={errors.business_url?.message}
          registration={register('business_url')}
        />
        <SelectField
          label="Category"
          placeholder="Choose a category"
          options={categories.map((category) => ({ value: category, label: category }))}
          error={errors.category?.message}
          {...register('category')}
        />
        <TextField
          label="Registration number"
          hint="Your company registration number, as on your registration certificate."
          error={errors.registration_number?.message}
          registration={register('registration_number')}
        />
        <StepActions disabled={isSubmitting} />
      </GuidedForm>
    </StepPage>
  );
}
