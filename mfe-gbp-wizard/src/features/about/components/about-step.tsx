import { gbpAboutSources, isSoleProprietor, loadSchemas } from '@adlaunch/shared';
import { AboutStepForm, CheckboxField, lazyZodResolver, SelectField, TextField, useAboutForm } from '@adlaunch/ui-kit';
import { memo, useState } from 'react';
import { useFormState, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import type { gbpAboutFormSchema } from '@adlaunch/shared/schemas';
import { useSaveStep } from '../../../lib/use-save-step';
import { BUSINESS_CATEGORIES } from '../categories';
import styles from './about-step.module.css';
import { useProfile, useSearchAd } from '@adlaunch/session/queries';

type AboutInput = z.input<typeof gbpAboutFormSchema>;
type AboutValues = z.output<typeof gbpAboutFormSchema>;
// The form's checks (zod and the schema) load with its first check, not with the page.
const resolver = lazyZodResolver<AboutInput, AboutValues>(() => loadSchemas().then((m) => m.gbpAboutFormSchema));

export function AboutStep() {
  const profile = useProfile();
  const form = useAboutForm({ resolver, own: profile, other: useSearchAd(), sources: gbpAboutSources(profile), defaults: {} });
  return <AboutForm form={form} category={profile?.category ?? ''} soleProprietor={isSoleProprietor(profile)} />;
}

const AboutForm = memo(function AboutForm({
  form,
  category,
  soleProprietor: savedSoleProprietor,
}: {
  form: UseFormReturn<AboutInput, unknown, AboutValues>;
  category: string;
  soleProprietor: boolean;
}) {
  const { register, setError, setValue, control } = form;
  const [soleProprietor, setSoleProprietor] = useState(savedSoleProprietor);
  const { errors, isSubmitting } = useFormState({ control });
  const save = useSaveStep<AboutInput>('business', setError);
  // A category saved before the list changed must stay selectable.
  const categories =
    category && !(BUSINESS_CATEGORIES as readonly string[]).includes(category) ? [category, ...BUSINESS_CATEGORIES] : BUSINESS_CATEGORIES;

  return (
    <AboutStepForm form={form} save={save} websiteHint="For example www.yourbusiness.co.za" submitDisabled={isSubmitting}>
      <SelectField
        label="Category"
        placeholder="Choose a category"
        options={categories.map((category) => ({ value: category, label: category }))}
        error={errors.category?.message}
        {...register('category')}
      />
      <CheckboxField
        // Named, so the server ticks it in a served frame (decision 036); it is not one of the step's answers.
        name="sole_proprietor"
        label="I trade as a sole proprietor (no company registration)"
        checked={soleProprietor}
        onChange={(event) => {
          setSoleProprietor(event.target.checked);
          // A sole proprietor has no number to give: what was typed is not sent.
          if (event.target.checked) setValue('registration_number', '', { shouldValidate: true });
        }}
      />
      {soleProprietor ? null : (
        // Hidden by its style under a tick, before the app has started too (a served frame).
        <div className={styles.registration}>
          <TextField
            label="Company registration number (optional)"
            hint="As on your CIPC certificate, e.g. 2019/123456/07."
            error={errors.registration_number?.message}
            registration={register('registration_number')}
          />
        </div>
      )}
    </AboutStepForm>
  );
});
