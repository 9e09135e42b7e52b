import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { DESCRIPTION_MAX, HEADLINE_MAX, loadSchemas } from '@adlaunch/shared';
import type { searchDetailsSchema } from '@adlaunch/shared/schemas';
import { TextField, lazyZodResolver, StepActions, StepPage } from '@adlaunch/ui-kit';
import formStyles from '@adlaunch/ui-kit/form.module.css';
import { useSaveSearchStep } from '../../../lib/use-save-search-step';
import { useSuggestions } from '../../../lib/use-suggestions';
import { useAppliedSuggestions, type FieldAccess } from '../hooks/use-applied-suggestions';
import { AdPreview } from './ad-preview';
import styles from './details-step.module.css';
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
  const save = useSaveSearchStep('keywords');
  const { suggestions, fetchSuggestions } = useSuggestions();
  const d = ad?.ad_details;
  const { register, handleSubmit, formState, watch, getValues, setValue } = useForm<DetailsInput, unknown, DetailsOutput>({
    resolver,
    mode: 'onTouched',
    defaultValues: {
      ad_details: {
        headline_1: d?.headline_1 ?? '',
        headline_2: d?.headline_2 ?? '',
        headline_3: d?.headline_3 ?? '',
        desc_1: d?.desc_1 ?? '',
        desc_2: d?.desc_2 ?? '',
      },
    },
  });
  const values = watch('ad_details');
  const errors = formState.errors.ad_details;

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

  async function suggest() {
    const s = await fetchSuggestions();
    if (s) announce(`${s.headlines.length} headlines and ${s.descriptions.length} descriptions suggested: pick them under each field.`);
  }

  function applyAll() {
    if (!suggestions) return;
    apply(
      [
        ...HEADLINES.map((field, i) => ({ field, text: suggestions.headlines[i] ?? '' })),
        ...DESCRIPTIONS.map((field, i) => ({ field, text: suggestions.descriptions[i] ?? '' })),
      ].filter((c) => c.text),
    );
  }

  /** A field's choices: the suggestions that no field of its kind holds yet. */
  const choices = (field: Field, pool: string[], group: readonly Field[]) =>
    pool.filter((text) => !group.some((other) => same(values[other] ?? '', text)));

  const counter = (text: string, max: number) => `${text.length} / ${max} characters`;

  const field = (name: Field, max: number, pool: string[], group: readonly Field[]) => (
    <div key={name}>
      <TextField
        label={LABELS[name]}
        maxLength={max}
        hint={counter(values[name] ?? '', max)}
        registration={register(`ad_details.${name}`)}
        error={errors?.[name]?.message}
      />
      <SuggestionChoices label={LABELS[name]} suggestions={choices(name, pool, group)} onPick={(text) => apply([{ field: name, text }])} />
    </div>
  );

  return (
    <StepPage>
      <div className={formStyles.panel}>
        {suggestions ? (
          <>
            <p className={styles.hint}>
              Suggestions are listed under each field: pick the ones you like. Your own text is only replaced when you choose, and Undo puts
              it back.
            </p>
            <button type="button" className={formStyles.secondary} onClick={applyAll}>
              Use all suggestions
            </button>
          </>
        ) : (
          <button type="button" className={formStyles.secondary} onClick={suggest}>
            Suggest with AI
          </button>
        )}
      </div>
      <form className={formStyles.form} onSubmit={handleSubmit((v) => save(v))} noValidate>
        {HEADLINES.map((name) => field(name, HEADLINE_MAX, suggestions?.headlines ?? [], HEADLINES))}
        {DESCRIPTIONS.map((name) => field(name, DESCRIPTION_MAX, suggestions?.descriptions ?? [], DESCRIPTIONS))}
        {/* The ad as it will read, after what it is made of: checked last, before the owner saves. */}
        <AdPreview
          url={ad?.businessUrl ?? null}
          businessName={ad?.businessName}
          headlines={HEADLINES.map((h) => values[h] ?? '')}
          descriptions={DESCRIPTIONS.map((n) => values[n] ?? '')}
        />
        <div className={styles.undoBar}>
          <p role="status" className={styles.status}>
            {message}
          </p>
          {canUndo ? (
            <button type="button" className={formStyles.secondary} onClick={undo}>
              Undo
            </button>
          ) : null}
        </div>
        <StepActions back="about" />
      </form>
    </StepPage>
  );
}
