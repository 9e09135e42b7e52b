import { AboutStepForm, lazyZodResolver, TextField, useAboutForm } from '@adlaunch/ui-kit';
import { Controller, useFormState, type UseFormReturn } from 'react-hook-form';
import { memo, useState, type Dispatch, type SetStateAction } from 'react';
import { type z } from 'zod';
import { useSessionStore } from '@adlaunch/session';
import { isRenderingOwnerFrame, type Location, loadSchemas, searchAddressSources } from '@adlaunch/shared';
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
  const profile = useProfile();
  // The chips need names; the form holds only the ids the API takes.
  const [chosen, setChosen] = useState<Location[]>(ad?.locations.length ? ad.locations : (user?.locations ?? []));
  const form = useAboutForm({
    resolver,
    own: ad,
    other: profile,
    sources: { address: searchAddressSources(ad, user, profile) },
    defaults: { location_ids: chosen.map((l) => l.id) },
  });
  return <AboutForm form={form} chosen={chosen} setChosen={setChosen} />;
}

const AboutForm = memo(function AboutForm({
  form,
  chosen,
  setChosen,
}: {
  form: UseFormReturn<AboutInput, unknown, AboutOutput>;
  chosen: Location[];
  setChosen: Dispatch<SetStateAction<Location[]>>;
}) {
  const { register, control } = form;
  const { errors } = useFormState({ control });
  const save = useSaveStep('details');

  return (
    <AboutStepForm form={form} save={save} websiteHint="Where your ads send people, e.g. www.example.co.za.">
      <Controller
        control={control}
        name="location_ids"
        render={({ field, fieldState }) => (
          <LocationCombobox
            value={chosen}
            // A frame is served to every owner: their places are not in it.
            loading={isRenderingOwnerFrame()}
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
    </AboutStepForm>
  );
});
