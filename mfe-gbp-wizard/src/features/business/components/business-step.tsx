import { gbpBusinessValues, isRenderingOwnerFrame, isSoleProprietor, LIMITS, loadSchemas } from '@adlaunch/shared';
import { Controller, useForm, useFormState, useWatch, type UseFormReturn } from 'react-hook-form';
import { memo, useId } from 'react';
import type { z } from 'zod';
import type { gbpDetailsSchema } from '@adlaunch/shared/schemas';
import { StepActions, StepPage, lazyZodResolver, GuidedForm, GUIDED_FORM_OPTIONS } from '@adlaunch/ui-kit';
import formStyles from '@adlaunch/ui-kit/form.module.css';
import { useSaveStep } from '../../../lib/use-save-step';
import { FileUpload } from './file-upload';
import { useProfile } from '@adlaunch/session/queries';

type DetailsInput = z.input<typeof gbpDetailsSchema>;
type DetailsValues = z.output<typeof gbpDetailsSchema>;
// The form's checks (zod and the schema) load with its first check, not with the page.
const resolver = lazyZodResolver<DetailsInput, DetailsValues>(() => loadSchemas().then((m) => m.gbpDetailsSchema));

const DESCRIPTION_LIMIT = 750;
const MB = 1024 * 1024;
const CERTIFICATE_MB = LIMITS.uploadMaxBytes / MB;
const PHOTO_HINT = `Your shop front, team or work: PNG, JPEG or WebP, up to ${LIMITS.photoUploadMaxBytes / MB} MB, straight from your phone. We resize it to at most ${LIMITS.photoMaxSidePx} pixels on its longest side.`;

export function BusinessStep() {
  const profile = useProfile();
  const form = useForm<DetailsInput, unknown, DetailsValues>({
    ...GUIDED_FORM_OPTIONS,
    resolver,
    mode: 'onTouched',
    defaultValues: {
      ...gbpBusinessValues(profile),
      image_url: profile?.image ?? '',
      certificate_url: profile?.certificate ?? '',
    },
  });
  return <BusinessForm form={form} soleProprietor={profile ? isSoleProprietor(profile) : null} />;
}

const BusinessForm = memo(function BusinessForm({
  form,
  soleProprietor,
}: {
  form: UseFormReturn<DetailsInput, unknown, DetailsValues>;
  /** null: not known (a served frame is every owner's), so the hint speaks to both. */
  soleProprietor: boolean | null;
}) {
  const { register, control, handleSubmit, setError } = form;
  const { errors, isSubmitting } = useFormState({ control });
  const descriptionId = useId();
  const save = useSaveStep<DetailsInput>('address', setError);
  const length = useWatch({ control, name: 'description' })?.length ?? 0;
  const descriptionError = errors.description?.message;

  return (
    <StepPage>
      <GuidedForm onSubmit={handleSubmit(save)}>
        <div className={formStyles.field}>
          <label className={formStyles.label} htmlFor={descriptionId}>
            Description
          </label>
          <textarea
            id={descriptionId}
            className={formStyles.input}
            rows={6}
            maxLength={DESCRIPTION_LIMIT}
            aria-invalid={descriptionError ? true : undefined}
            aria-describedby={`${descriptionId}-count${descriptionError ? ` ${descriptionId}-error` : ''}`}
            {...register('description')}
          />
          <p id={`${descriptionId}-count`} className={formStyles.counter}>
            {/* A served frame (decision 036) gets the owner's text from the server: it cannot count it. */}
            {isRenderingOwnerFrame() ? `At most ${DESCRIPTION_LIMIT} characters` : `${length} of ${DESCRIPTION_LIMIT} characters`}
          </p>
          {descriptionError ? (
            <p id={`${descriptionId}-error`} className={formStyles.error}>
              {descriptionError}
            </p>
          ) : null}
        </div>
        <Controller
          control={control}
          name="image_url"
          render={({ field, fieldState }) => (
            <FileUpload
              kind="image"
              label="Photo of your business"
              hint={PHOTO_HINT}
              accept="image/png,image/jpeg,image/webp"
              value={field.value}
              onUploaded={(url) => field.onChange(url)}
              error={fieldState.error?.message}
              inputRef={field.ref}
            />
          )}
        />
        <Controller
          control={control}
          name="certificate_url"
          render={({ field, fieldState }) => (
            <FileUpload
              kind="certificate"
              label="Registration certificate (optional)"
              hint={
                soleProprietor === false
                  ? `Your CIPC registration certificate, if you have it to hand: PDF, PNG or JPEG, at most ${CERTIFICATE_MB} MB.`
                  : `A sole proprietor has none: leave this empty. A company may add its CIPC certificate: PDF, PNG or JPEG, at most ${CERTIFICATE_MB} MB.`
              }
              accept="application/pdf,image/png,image/jpeg"
              value={field.value}
              onUploaded={(url) => field.onChange(url)}
              error={fieldState.error?.message}
              inputRef={field.ref}
            />
          )}
        />
        <StepActions back="about" disabled={isSubmitting} />
      </GuidedForm>
    </StepPage>
  );
});
