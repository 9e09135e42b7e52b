import { loadSchemas } from '@adlaunch/shared';
import { AboutStepForm, CheckboxField, lazyZodResolver, SelectField, TextField, useAboutForm } from '@adlaunch/ui-kit';
import { memo, useState } from 'react';
import { useFormState, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import type { gbpAboutFormSchema } from '@adlaunch/shared/schemas';
import { useSaveStep } from '../../../lib/use-save-step';
import { BUSINESS_CATEGORIES } from '../categories';
import { useProfile, useSearchAd } from '@adlaunch/session/queries';

type AboutInput = z.input<typeof gbpAboutFormSchema>;
type AboutValues = z.output<typeof gbpAboutFormSchema>;
// The form's checks (zod and the schema) load with its first check, not with the page.
const resolver = lazyZodResolver<AboutInput, AboutValues>(() => loadSchemas().then((m) => m.gbpAboutFormSchema));

export function AboutStep() {
  const profile = useProfile();
  const category = profile?.category ?? '';
  const form = useAboutForm({
    resolver,
    own: profile,
    other: useSearchAd(),
    defaults: { category, registration_number: profile?.registrationNumber ?? '' },
  });
  // A profile whose first step was saved without a number belongs to a sole proprietor.
  const soleProprietor = Boolean(profile?.category && !profile.registrationNumber);
  return <AboutForm form={form} category={category} soleProprietor={soleProprietor} />;
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
    <AboutStepForm
      form={form}
      save={save}
      websiteHint="For example www.yourbusiness.co.za"

      submitDisabled={isSubmitting}
    >
      <SelectField
        label="Category"
        placeholder="Choose a category"
        options={categories.map((category) => ({ value: category, label: category }))}
        error={errors.category?.message}
        {...register('category')}
      />
      <CheckboxField
        label="I trade as a sole proprietor (no company registration)"
        checked={soleProprietor}
        onChange={(event) => {
          setSoleProprietor(event.target.checked);
          // A sole proprietor has no number to give: what was typed is not sent.
          if (event.target.checked) setValue('registration_number', '', { shouldValidate: true });
        }}
      />
      {soleProprietor ? null : (
        <TextField
          label="Company registration number (optional)"
          hint="As on your CIPC certificate, e.g. 2019/123456/07."
          error={errors.registration_number?.message}
          registration={register('registration_number')}
        />
      )}
    </AboutStepForm>
  );
});
