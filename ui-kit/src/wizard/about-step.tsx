import type { ReactNode } from 'react';
import {
  useForm,
  useFormState,
  useWatch,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { aboutSources, isRenderingOwnerFrame, isVatLocked, type OrderContact, type vatAnswerSchema } from '@adlaunch/shared';
import { useSessionStore } from '@adlaunch/session';
import { TextField } from '../forms/fields';
import { GUIDED_FORM_OPTIONS, GuidedForm } from '../forms/guided-form';
import { firstFilled, usePrefill, type PrefillSources } from './use-prefill';
import { keepVatChoice, VatNumberField, VatQuestion } from './vat-answer';
import { StepActions, StepPage } from './wizard';
import styles from './about-step.module.css';

/** What every wizard's about step asks: how to reach the business, and the South Africa (VAT) answer. */
export interface AboutFields {
  mobile: string;
  business_name: string;
  business_url: string;
  charge_vat?: z.input<typeof vatAnswerSchema>['charge_vat'];
  vat_number?: string | null;
}
type AboutValues = Omit<AboutFields, 'charge_vat' | 'vat_number'> & z.output<typeof vatAnswerSchema>;

/**
 * An about step's form (the component that calls `useForm`, decision 027): the shared answers prefilled from
 * `aboutSources`, the wizard's own fields from their `sources` (each filled with its first candidate) and `defaults`.
 */
export function useAboutForm<Input extends AboutFields, Output>({
  resolver,
  own,
  other,
  sources = {},
  defaults,
}: {
  resolver: Resolver<Input, unknown, Output>;
  own: OrderContact | null | undefined;
  other: OrderContact | null | undefined;
  sources?: PrefillSources<Input>;
  defaults: Omit<DefaultValues<Input>, keyof AboutFields>;
}) {
  const user = useSessionStore((s) => s.session?.user);
  const all = { ...aboutSources(own, user, other), ...sources } as Record<string, (string | null | undefined)[]>;
  const filled = Object.fromEntries(Object.entries(all).map(([name, candidates]) => [name, firstFilled(candidates)]));
  const form = useForm<Input, unknown, Output>({
    ...GUIDED_FORM_OPTIONS,
    resolver,
    mode: 'onTouched',
    defaultValues: { ...filled, charge_vat: filled.charge_vat || undefined, ...defaults } as DefaultValues<Input>,
  });
  usePrefill(form, all as PrefillSources<Input>);
  return form;
}

interface AboutStepFormProps<Input extends FieldValues, Output> {
  form: UseFormReturn<Input, unknown, Output>;
  /** The wizard's save of the step: its answer, or null when it failed. */
  save: (values: Output) => Promise<unknown>;
  websiteHint: string;
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
  submitDisabled,
  children,
}: AboutStepFormProps<Input, Output>) {
  const vatLocked = isVatLocked(useSessionStore((s) => s.session?.user));
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
        {isRenderingOwnerFrame() ? (
          // A frame is every owner's: the question open and, hidden, locked; the server serves the owner's own.
          <>
            <div data-frame-part="vat-open">
              <VatQuestion registration={register('charge_vat')} />
            </div>
            <div data-frame-part="vat-locked" hidden>
              <VatQuestion registration={register('charge_vat')} locked />
            </div>
          </>
        ) : (
          <VatQuestion registration={register('charge_vat')} error={errors.charge_vat?.message} locked={vatLocked} />
        )}
        {vat === 'yes' || isRenderingOwnerFrame() ? (
          <div className={styles.vatNumber}>
            <VatNumberField registration={register('vat_number')} error={errors.vat_number?.message} />
          </div>
        ) : null}
        <StepActions disabled={submitDisabled} />
      </GuidedForm>
    </StepPage>
  );
}
