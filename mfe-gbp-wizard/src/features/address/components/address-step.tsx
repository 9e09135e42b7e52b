import { gbpAddressSources, gbpAddressValues, loadSchemas } from '@adlaunch/shared';
import { memo } from 'react';
import { useForm, useFormState, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import type { gbpAddressSchema } from '@adlaunch/shared/schemas';
import { TextField, lazyZodResolver, StepActions, StepPage, GuidedForm, GUIDED_FORM_OPTIONS, usePrefill } from '@adlaunch/ui-kit';
import { useSaveStep } from '../../../lib/use-save-step';
import { useProfile, useSearchAd } from '@adlaunch/session/queries';

type AddressInput = z.input<typeof gbpAddressSchema>;
type AddressValues = z.output<typeof gbpAddressSchema>;
// The form's checks (zod and the schema) load with its first check, not with the page.
const resolver = lazyZodResolver<AddressInput, AddressValues>(() => loadSchemas().then((m) => m.gbpAddressSchema));

export function AddressStep() {
  const profile = useProfile();
  const searchAd = useSearchAd();
  const form = useForm<AddressInput, unknown, AddressValues>({
    ...GUIDED_FORM_OPTIONS,
    resolver,
    mode: 'onTouched',
    defaultValues: gbpAddressValues(profile, searchAd),
  });
  // The search ads campaign may arrive after the step: its address fills what is still empty.
  usePrefill(form, gbpAddressSources(profile, searchAd));
  return <AddressForm form={form} />;
}

const AddressForm = memo(function AddressForm({ form }: { form: UseFormReturn<AddressInput, unknown, AddressValues> }) {
  const { register, handleSubmit, setError, control } = form;
  const { errors, isSubmitting } = useFormState({ control });
  const save = useSaveStep<AddressInput>('pay', setError);

  return (
    <StepPage>
      <GuidedForm onSubmit={handleSubmit(save)}>
        <TextField
          label="Address"
          autoComplete="street-address"
          hint="Street number, street name and suburb"
          error={errors.address?.message}
          registration={register('address')}
        />
        <TextField
          label="Postal code"
          hint="4 digits in South Africa, e.g. 2196."
          inputMode="numeric"
          autoComplete="postal-code"
          error={errors.zipcode?.message}
          registration={register('zipcode')}
        />
        <TextField label="City" autoComplete="address-level2" error={errors.city?.message} registration={register('city')} />
        <TextField label="Country" autoComplete="country-name" error={errors.country?.message} registration={register('country')} />
        <StepActions back="business" submitLabel="Save and go to payment" disabled={isSubmitting} />
      </GuidedForm>
    </StepPage>
  );
});
