import { useState } from 'react';
import { Controller, useForm, type FieldError } from 'react-hook-form';
import { loadSchemas, PLAN_IDS, type PlanId, type StaffKeywordsRequest, type StaffOrderAnswer } from '@adlaunch/shared';
import { formStyles, GUIDED_FORM_OPTIONS, GuidedForm, lazyZodResolver, TextAreaField } from '@adlaunch/ui-kit';
import { AdChangeFormEnd } from './owner-note-field';
import { linesOf, useAdChange } from './use-ad-change';
import styles from './order.module.css';

type Ad = NonNullable<StaffOrderAnswer['ad']>;
type Resolver = ReturnType<typeof lazyZodResolver<StaffKeywordsRequest>>;
const resolvers = new Map<string, Resolver>();
/** The owner's keywords step's checks, with the keyword limit of the ad's plan. */
function resolverFor(plan: string | null): Resolver {
  const key = plan && PLAN_IDS.includes(plan as PlanId) ? plan : '';
  if (!resolvers.has(key))
    resolvers.set(
      key,
      lazyZodResolver<StaffKeywordsRequest>(() =>
        loadSchemas().then((m) => (key ? m.staffKeywordsRequestSchemaFor(key as PlanId) : m.staffKeywordsRequestSchema)),
      ),
    );
  return resolvers.get(key)!;
}

/** A list's message: its own, or the first of its items'. */
function listError(error: FieldError | undefined): FieldError | undefined {
  if (!error || error.message) return error;
  const items = error as unknown as (FieldError | undefined)[];
  return Array.isArray(items) ? items.find((item) => item?.message) : undefined;
}

/** One entry a line; the list the form checks is the lines that are not blank. */
function LinesField({
  label,
  hint,
  value,
  onChange,
  onBlur,
  error,
  required,
}: {
  label: string;
  hint: string;
  value: string[];
  onChange: (lines: string[]) => void;
  onBlur: () => void;
  error?: FieldError;
  required?: boolean;
}) {
  const [text, setText] = useState(() => value.join('\n'));
  const shown = listError(error);
  return (
    <TextAreaField
      label={label}
      hint={hint}
      required={required}
      rows={6}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        onChange(linesOf(event.target.value));
      }}
      onBlur={onBlur}
      error={shown?.message}
      alert={shown?.type === 'server'}
    />
  );
}

export function KeywordsEditor({ adId, ad, onSaved }: { adId: number; ad: Ad; onSaved: (m: string) => void }) {
  const form = useForm<StaffKeywordsRequest>({
    ...GUIDED_FORM_OPTIONS,
    resolver: resolverFor(ad.plan),
    mode: 'onTouched',
    defaultValues: { keywords: ad.keywords, negative_keywords: ad.negativeKeywords, note_for_owner: '' },
  });
  const { submit, error } = useAdChange(form, adId, 'keywords', onSaved);
  return (
    <GuidedForm onSubmit={submit} aria-labelledby="keywords-title" className={`${formStyles.form} ${styles.adPart}`} noValidate>
      <h3 id="keywords-title" className={styles.subTitle}>
        Keywords
      </h3>
      <Controller
        control={form.control}
        name="keywords"
        render={({ field, fieldState }) => (
          <LinesField
            label="Keywords"
            hint={`One per line. The plan takes up to ${ad.keywordsMax}.`}
            required
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error}
          />
        )}
      />
      <Controller
        control={form.control}
        name="negative_keywords"
        render={({ field, fieldState }) => (
          <LinesField
            label="Words to exclude"
            hint="One per line: searches with these words never show the ad."
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error}
          />
        )}
      />
      <AdChangeFormEnd
        note={form.register('note_for_owner')}
        noteError={form.formState.errors.note_for_owner?.message}
        error={error}
        saving={form.formState.isSubmitting}
        saveLabel="Save the keywords"
      />
    </GuidedForm>
  );
}
