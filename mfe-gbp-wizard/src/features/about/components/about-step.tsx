import { loadSchemas } from '@adlaunch/shared';
import {
  CheckboxField,
  SelectField,
  lazyZodResolver,
  firstFilled,
  TextField,
  usePrefill,
  type PrefillSources,
  StepActions,
  StepPage,
  GuidedForm,
  VatQuestion,
  VatNumberField,
  isVatLocked,
  keepVatChoice,
} from '@adlaunch/ui-kit';
import { memo, useState } from 'react';
import { useForm, useFormState, useWatch, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { useSessionStore } from '@adlaunch/session';
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
  const user = useSessionStore((s) => s.session?.user);
  // What the owner already gave: this profile as saved, then the account, then the search ads campaign.
  const ad = useSearchAd();
  const sources: PrefillSources<AboutInput> = {
    mobile: [profile?.mobile, user?.mobile, ad?.mobile],
    business_name: [profile?.businessName, user?.businessName, ad?.businessName],
    business_url: [profile?.businessUrl, user?.websiteUrl, ad?.businessUrl],

    // The South Africa answer given before (at sign-up or here); it can change until the first payment.
    charge_vat: [user?.chargeVAT ? 'yes' : user?.vatAnswered ? 'no' : null],
    vat_number: [user?.vatNumber],
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
      charge_vat: (firstFilled(sources.charge_vat) || undefined) as AboutInput['charge_vat'],
      vat_number: firstFilled(sources.vat_number),
    },
  });
  usePrefill(form, sources);
  // A profile whose first step was saved without a number belongs to a sole proprietor.
  const soleProprietor = Boolean(profile?.category && !profile.registrationNumber);
  return <AboutForm form={form} category={category} soleProprietor={soleProprietor} vatLocked={isVatLocked(user)} />;
}

/**
 * The step's fields, apart from the component that calls `useForm`: react-hook-form renders that one
 * again as it mounts (in the same task as React's first commit), and the fields need not render with it.
 * They render again with their own state (errors, sending, the VAT answer).
 */
const AboutForm = memo(function AboutForm({
  form,
  category,
  soleProprietor: savedSoleProprietor,
  vatLocked,
}: {
  form: UseFormReturn<AboutInput, unknown, AboutValues>;
  category: string;
  soleProprietor: boolean;
  vatLocked: boolean;
}) {
  const { register, handleSubmit, setError, setValue, control } = form;
  const [soleProprietor, setSoleProprietor] = useState(savedSoleProprietor);
  const { errors, isSubmitting } = useFormState({ control });
  const vat = useWatch({ control, name: 'charge_vat' });
  const save = useSaveStep<AboutInput>('business', setError);
  // A category saved before the list changed must stay selectable.
  const categories =
    category && !(BUSINESS_CATEGORIES as readonly string[]).includes(category) ? [category, ...BUSINESS_CATEGORIES] : BUSINESS_CATEGORIES;

  return (
    <StepPage>
      <GuidedForm
        onSubmit={handleSubmit(async (values) => {
          // Asked here, before any price, so the pay step's total includes VAT from its first render (issue 22).
          if (await save(values)) keepVatChoice(values);
        })}
      >
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
        <VatQuestion registration={register('charge_vat')} error={errors.charge_vat?.message} locked={vatLocked} />
        {vat === 'yes' ? <VatNumberField registration={register('vat_number')} error={errors.vat_number?.message} /> : null}
        <StepActions disabled={isSubmitting} />
      </GuidedForm>
    </StepPage>
  );
});
