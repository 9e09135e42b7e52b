import {
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
import { Controller, useForm, useFormState, useWatch, type UseFormReturn } from 'react-hook-form';
import { memo, useState, type Dispatch, type SetStateAction } from 'react';
import { type z } from 'zod';
import { useSessionStore } from '@adlaunch/session';
import { type Location, loadSchemas } from '@adlaunch/shared';
import type { searchAboutFormSchema } from '@adlaunch/shared/schemas';
import { useSaveStep } from '../../../lib/use-save-step';
import { LocationCombobox } from './location-combobox';
import { useProfile, useSearchAd } from '@adlaunch/session/queries';

type AboutInput = z.input<typeof searchAboutFormSchema>;
type AboutOutput = z.output<typeof searchAboutFormSchema>;
// The form's checks (zod and the schema) load with its first check, not with the page.
const resolver = lazyZodResolver<AboutInput, AboutOutput>(() => loadSchemas().then((m) => m.searchAboutFormSchema));

export function AboutStep() {
  const ad = useSearchAd();
  const user = useSessionStore((s) => s.session?.user);
  // What the owner already gave: this campaign as saved, then the account, then the business profile.
  const profile = useProfile();
  const profileAddress = profile?.address ? [profile.address, profile.city, profile.zipcode].filter(Boolean).join(', ') : null;
  const sources: PrefillSources<AboutInput> = {
    mobile: [ad?.mobile, user?.mobile, profile?.mobile],
    business_name: [ad?.businessName, user?.businessName, profile?.businessName],
    business_url: [ad?.businessUrl, user?.websiteUrl, profile?.businessUrl],
    address: [ad?.address, user?.address, profileAddress],

    // The South Africa answer given before (at sign-up or here); it can change until the first payment.
    charge_vat: [user?.chargeVAT ? 'yes' : user?.vatAnswered ? 'no' : null],
    vat_number: [user?.vatNumber],
  };
  // The chips need names; the form holds only the ids the API takes.
  const [chosen, setChosen] = useState<Location[]>(ad?.locations.length ? ad.locations : (user?.locations ?? []));

  const form = useForm<AboutInput, unknown, AboutOutput>({
    resolver,
    mode: 'onTouched',
    defaultValues: {
      mobile: firstFilled(sources.mobile),
      business_name: firstFilled(sources.business_name),
      business_url: firstFilled(sources.business_url),
      location_ids: chosen.map((l) => l.id),
      address: firstFilled(sources.address),
      charge_vat: (firstFilled(sources.charge_vat) || undefined) as AboutInput['charge_vat'],
      vat_number: firstFilled(sources.vat_number),
    },
  });
  usePrefill(form, sources);
  return <AboutForm form={form} chosen={chosen} setChosen={setChosen} vatLocked={isVatLocked(user)} />;
}

/**
 * The step's fields, apart from the component that calls `useForm`: react-hook-form renders that one
 * again as it mounts (in the same task as React's first commit), and the fields need not render with it.
 * They render again with their own state (errors, the VAT answer, the chosen places).
 */
const AboutForm = memo(function AboutForm({
  form,
  chosen,
  setChosen,
  vatLocked,
}: {
  form: UseFormReturn<AboutInput, unknown, AboutOutput>;
  chosen: Location[];
  setChosen: Dispatch<SetStateAction<Location[]>>;
  vatLocked: boolean;
}) {
  const { register, control, handleSubmit } = form;
  const { errors } = useFormState({ control });
  const vat = useWatch({ control, name: 'charge_vat' });
  const save = useSaveStep('details');

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
          registration={register('mobile')}
          error={errors.mobile?.message}
        />
        <TextField
          label="Business name"
          autoComplete="organization"
          registration={register('business_name')}
          error={errors.business_name?.message}
        />
        <TextField
          label="Website"
          type="url"
          inputMode="url"
          autoComplete="url"
          hint="Where your ads send people, e.g. www.example.co.za."
          registration={register('business_url')}
          error={errors.business_url?.message}
        />
        <Controller
          control={control}
          name="location_ids"
          render={({ field, fieldState }) => (
            <LocationCombobox
              value={chosen}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
              onChange={(locations) => {
                setChosen(locations);
                field.onChange(locations.map((l) => l.id));
              }}
            />
          )}
        />
        <TextField
          label="Business address"
          autoComplete="street-address"
          registration={register('address')}
          error={errors.address?.message}
        />
        <VatQuestion registration={register('charge_vat')} error={errors.charge_vat?.message} locked={vatLocked} />
        {vat === 'yes' ? <VatNumberField registration={register('vat_number')} error={errors.vat_number?.message} /> : null}
        <StepActions />
      </GuidedForm>
    </StepPage>
  );
});
