import type { ReactNode } from 'react';
import { useFormState, useWatch, type FieldErrors, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import type { Account, vatAnswerSchema } from '@adlaunch/shared';
import { TextField } from '../forms/fields';
import { GuidedForm } from '../forms/guided-form';
import { firstFilled } from './use-prefill';
import { keepVatChoice, VatNumberField, VatQuestion } from './vat-answer';
import { StepActions, StepPage } from './wizard';

/** What every wizard's about step asks: how to reach the business, and the South Africa (VAT) answer. */
export interface AboutFields {
  mobile: string;
  business_name: string;
  business_url: string;
  charge_vat?: z.input<typeof vatAnswerSchema>['charge_vat'];
  vat_number?: string | null;
}
type AboutValues = Omit<AboutFields, 'charge_vat' | 'vat_number'> & z.output<typeof vatAnswerSchema>;

/** An order's answers to the same questions: this wizard's, or the other product's. */
interface OrderContact {
  mobile: string | null;
  businessName: string | null;
  businessUrl: string | null;
}

/**
 * Where the about step's answers come from, best first: this wizard's order as saved, then the account,
 * then the other product's order. The South Africa answer given before (at sign-up or here) can change
 * until the first payment.
 */
export function aboutSources(own: OrderContact | null | undefined, user: Account | undefined, other: OrderContact | null | undefined) {
  return {
    mobile: [own?.mobile, user?.mobile, other?.mobile],
    business_name: [own?.businessName, user?.businessName, other?.businessName],
    business_url: [own?.businessUrl, user?.websiteUrl, other?.businessUrl],
    charge_vat: [user?.chargeVAT ? 'yes' : user?.vatAnswered ? 'no' : null],
    vat_number: [user?.vatNumber],
  };
}

/** The about step's first values from its sources. */
export function aboutDefaults(sources: ReturnType<typeof aboutSources>) {
  return {
    mobile: firstFilled(sources.mobile),
    business_name: firstFilled(sources.business_name),
    business_url: firstFilled(sources.business_url),
    charge_vat: (firstFilled(sources.charge_vat) || undefined) as AboutFields['charge_vat'],
    vat_number: firstFilled(sources.vat_number),
  };
}

interface AboutStepFormProps<Input extends FieldValues, Output> {
  form: UseFormReturn<Input, unknown, Output>;
  /** The wizard's save of the step: its answer, or null when it failed. */
  save: (values: Output) => Promise<unknown>;
  websiteHint: string;
  vatLocked: boolean;
  submitDisabled?: boolean;
  /** The wizard's own questions, between the business's contact details and the South Africa question. */
  children: ReactNode;
}

/**
 * An about step's page and form: the business's mobile, name and website, the wizard's own questions,
 * then the South Africa answer (asked here, before any price, so the pay step's total includes VAT from
 * its first render: decision 017). A saved answer is kept in the session.
 */
export function AboutStepForm<Input extends AboutFields, Output extends AboutValues>({
  form,
  save,
  websiteHint,
  vatLocked,
  submitDisabled,
  children,
}: AboutStepFormProps<Input, Output>) {
  const { register, control, handleSubmit } = form as unknown as UseFormReturn<AboutFields, unknown, AboutValues>;
  const { errors } = useFormState({ control }) as { errors: FieldErrors<AboutFields> };
  const vat = useWatch({ control, name: 'charge_vat' });
  return (
    <StepPage>
      <GuidedForm
        onSubmit={handleSubmit(async (values) => {
          if (await save(values as Output)) keepVatChoice(values);
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
          hint={websiteHint}
          registration={register('business_url')}
          error={errors.business_url?.message}
        />
        {children}
        <VatQuestion registration={register('charge_vat')} error={errors.charge_vat?.message} locked={vatLocked} />
        {vat === 'yes' ? <VatNumberField registration={register('vat_number')} error={errors.vat_number?.message} /> : null}
        <StepActions disabled={submitDisabled} />
      </GuidedForm>
    </StepPage>
  );
}
