import { memo, useMemo, useState } from 'react';
import { useForm, useFormState, useWatch, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { DESCRIPTION_MAX, HEADLINE_MAX, isRenderingOwnerFrame, loadSchemas, searchAdDetails } from '@adlaunch/shared';
import { composeAd } from '@adlaunch/shared/suggestions';
import type { searchDetailsSchema } from '@adlaunch/shared/schemas';
import { TextAreaField, TextField, lazyZodResolver, StepActions, StepPage, GuidedForm, GUIDED_FORM_OPTIONS, Toast } from '@adlaunch/ui-kit';
import formStyles from '@adlaunch/ui-kit/form.module.css';
import { useSaveStep } from '../../../lib/use-save-step';
import { useSuggestions } from '../../../lib/use-suggestions';
import { useAppliedSuggestions, type FieldAccess } from '../hooks/use-applied-suggestions';
import { AdPreview } from './ad-preview';
import styles from './details-step.module.css';
import { SellsQuestion } from './sells-question';
import { SuggestionChoices } from './suggestion-choices';
import { useSearchAd } from '@adlaunch/session/queries';

type DetailsInput = z.input<typeof searchDetailsSchema>;
type DetailsOutput = z.output<typeof searchDetailsSchema>;
// The form's checks (zod and the schema) load with its first check, not with the page.
const resolver = lazyZodResolver<DetailsInput, DetailsOutput>(() => loadSchemas().then((m) => m.searchDetailsSchema));

const HEADLINES = ['headline_1', 'headline_2', 'headline_3'] as const;
const DESCRIPTIONS = ['desc_1', 'desc_2'] as const;
type Field = (typeof HEADLINES)[number] | (typeof DESCRIPTIONS)[number];
const LABELS: Record<Field, string> = {
  headline_1: 'Headline 1',
  headline_2: 'Headline 2',
  headline_3: 'Headline 3',
  desc_1: 'Description 1',
  desc_2: 'Description 2',
};

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function DetailsStep() {
  const ad = useSearchAd();
  const form = useForm<DetailsInput, unknown, DetailsOutput>({
    ...GUIDED_FORM_OPTIONS,
    resolver,
    mode: 'onTouched',
    defaultValues: { ad_details: searchAdDetails(ad) },
  });
  return <DetailsForm form={form} ad={ad} />;
}

const DetailsForm = memo(function DetailsForm({
  form,
  ad,
}: {
  form: UseFormReturn<DetailsInput, unknown, DetailsOutput>;
  ad: ReturnType<typeof useSearchAd>;
}) {
  const { register, handleSubmit, getValues, setValue, control } = form;
  const values = useWatch({ control, name: 'ad_details' });
  const errors = useFormState({ control }).errors.ad_details;
  const save = useSaveStep('keywords');
  const { suggestions, question, sells, fetchSuggestions } = useSuggestions();

  const access = useMemo<FieldAccess<Field>>(
    () => ({
      get: (field) => getValues(`ad_details.${field}`) ?? '',
      // An emptied field is not an error yet: the owner has not left it.
      set: (field, text) => setValue(`ad_details.${field}`, text, { shouldDirty: true, shouldValidate: text !== '' }),
      label: (field) => LABELS[field],
    }),
    [getValues, setValue],
  );
  const { apply, undo, canUndo, message, announce } = useAppliedSuggestions(access);
  // Where the note on the last change shows: under the field picked for, or under the panel's buttons.
  const [toastAt, setToastAt] = useState<Field | 'panel' | null>(null);

  /** Asks (again, with what the business sells when the last answer asked) and says how many came. */
  async function suggest(sells?: string) {
    const s = await fetchSuggestions({ sells });
    if (s) {
      announce(`${s.headlines.length} headlines and ${s.descriptions.length} descriptions suggested: pick them under each field.`);
      setToastAt('panel');
    }
  }

  /** Three headlines and two descriptions that say each thing once (composeAd), not simply the first ones. */
  function applyAll() {
    if (!suggestions) return;
    const ad = composeAd(suggestions);
    apply(
      [
        ...HEADLINES.map((field, i) => ({ field, text: ad.headlines[i] ?? '' })),
        ...DESCRIPTIONS.map((field, i) => ({ field, text: ad.descriptions[i] ?? '' })),
      ].filter((c) => c.text),
    );
    setToastAt('panel');
  }

  function pick(field: Field, text: string) {
    apply([{ field, text }]);
    setToastAt(field);
  }

  const toast = (at: Field | 'panel') =>
    toastAt === at && message ? (
      <Toast message={message} onClose={() => setToastAt(null)}>
        {canUndo ? (
          <button type="button" className={formStyles.secondary} onClick={undo}>
            Undo
          </button>
        ) : null}
      </Toast>
    ) : null;

  /** A field's choices: the suggestions that no field of its kind holds yet. */
  const choices = (field: Field, pool: string[], group: readonly Field[]) =>
    pool.filter((text) => !group.some((other) => same(values[other] ?? '', text)));

  // A served frame (decision 036) is every owner's: the server fills its fields, so it counts nothing and previews no one's ad.
  const frame = isRenderingOwnerFrame();
  // Counted as the owner types; text over the limit is kept and refused with a message, never cut off.
  const counter = (text: string, max: number) =>
    frame
      ? `Up to ${max} characters`
      : text.length > max
        ? `${text.length} of ${max} characters: ${text.length - max} too many`
        : `${text.length} of ${max} characters`;

  const field = (name: Field, max: number, pool: string[], group: readonly Field[]) => {
    const common = {
      label: LABELS[name],
      hint: counter(values[name] ?? '', max),
      registration: register(`ad_details.${name}`),
      error: errors?.[name]?.message,
    };
    return (
      <div key={name}>
        {/* A description is shown whole, on as many lines as it needs; a headline is one short line. */}
        {max > HEADLINE_MAX ? (
          <TextAreaField
            rows={3}
            // The ad's text is one line that the box wraps: Enter adds no line break.
            onKeyDown={(event) => {
              if (event.key === 'Enter') event.preventDefault();
            }}
            {...common}
          />
        ) : (
          <TextField {...common} />
        )}
        <SuggestionChoices label={LABELS[name]} suggestions={choices(name, pool, group)} onPick={(text) => pick(name, text)} />
        {toast(name)}
      </div>
    );
  };

  return (
    <StepPage>
      <div className={formStyles.panel}>
        {suggestions ? (
          <>
            {question ? <SellsQuestion question={question} sells={sells} onAsk={(text) => void suggest(text)} /> : null}
            <p className={styles.hint}>
              Pick a suggestion under each field, or use them all: we choose three headlines and two descriptions that say each thing once.
              Your own text is only replaced when you choose, and Undo puts it back.
            </p>
            <button type="button" className={formStyles.secondary} onClick={applyAll}>
              Use all suggestions
            </button>
          </>
        ) : (
          <button type="button" className={formStyles.secondary} onClick={() => void suggest()}>
            Suggest with AI
          </button>
        )}
        {toast('panel')}
        {/* What the last change did, for screen readers; a toast shows the same words on screen, and may leave. */}
        <p role="status" className={styles.srOnly}>
          {message}
        </p>
      </div>
      <GuidedForm onSubmit={handleSubmit((v) => save(v))}>
        {HEADLINES.map((name) => field(name, HEADLINE_MAX, suggestions?.headlines ?? [], HEADLINES))}
        {DESCRIPTIONS.map((name) => field(name, DESCRIPTION_MAX, suggestions?.descriptions ?? [], DESCRIPTIONS))}
        {/* The ad as it will read, after what it is made of: checked last, before the owner saves. */}
        <AdPreview
          loading={frame}
          url={ad?.businessUrl ?? null}
          businessName={ad?.businessName}
          headlines={HEADLINES.map((h) => values[h] ?? '')}
          descriptions={DESCRIPTIONS.map((n) => values[n] ?? '')}
        />
        <StepActions back="about" />
      </GuidedForm>
    </StepPage>
  );
});
