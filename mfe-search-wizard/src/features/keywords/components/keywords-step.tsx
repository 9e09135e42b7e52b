import { isRenderingOwnerFrame, isSearchTerm, loadSchemas, MESSAGES, tradeExamples } from '@adlaunch/shared';
import { lazyZodResolver, StepActions, StepPage, GuidedForm, GUIDED_FORM_OPTIONS } from '@adlaunch/ui-kit';
import { memo, useDeferredValue, useEffect, useState } from 'react';
import { Controller, useForm, type FieldError, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import type { searchKeywordsSchema } from '@adlaunch/shared/schemas';
import { TagInput } from '../../../components/tag-input';
import { useSaveStep } from '../../../lib/use-save-step';
import { useSuggestions } from '../../../lib/use-suggestions';
import { useProfile, useSearchAd } from '@adlaunch/session/queries';
import { AddAllSuggestions } from './add-all-suggestions';
import { WordsToExclude } from './words-to-exclude';

const KEYWORDS_MAX = 50;

/** A list's message: its own ("Add at least one"), or the first of its items' (a saved "!!!" the server refused). */
function listError(error: FieldError | undefined): string | undefined {
  if (!error) return undefined;
  if (error.message) return error.message;
  const items = error as unknown as (FieldError | undefined)[];
  return Array.isArray(items) ? items.find((item) => item?.message)?.message : undefined;
}
/** How long the step waits for its keyword ideas before it shows without them. */
export const IDEAS_WAIT_MS = 2500;

type KeywordsInput = z.input<typeof searchKeywordsSchema>;
type KeywordsOutput = z.output<typeof searchKeywordsSchema>;
// The form's checks (zod and the schema) load with its first check, not with the page.
const resolver = lazyZodResolver<KeywordsInput, KeywordsOutput>(() => loadSchemas().then((m) => m.searchKeywordsSchema));

export function KeywordsStep() {
  const ad = useSearchAd();
  const { suggestions, fetchSuggestions } = useSuggestions();
  const form = useForm<KeywordsInput, unknown, KeywordsOutput>({
    ...GUIDED_FORM_OPTIONS,
    resolver,
    mode: 'onTouched',
    defaultValues: { keywords: ad?.keywords ?? [], competitors: ad?.competitors ?? [], negative_keywords: ad?.negative_keywords ?? [] },
  });

  // A served frame (decision 036) is every owner's: their lists and their ideas come with the app.
  const frame = isRenderingOwnerFrame();
  // Keyword ideas load quietly; the step works without them. The form shows at once (the served frame
  // holds it), and the ideas' room is kept until they are in (for a moment at most), so that they do not
  // push the fields below them down as the owner reads.
  const [ideasSettled, setIdeasSettled] = useState(() => !frame && (suggestions !== null || !ad?.businessUrl));
  useEffect(() => {
    if (frame) return;
    let live = true;
    const settle = () => live && setIdeasSettled(true);
    const timer = setTimeout(settle, IDEAS_WAIT_MS);
    void fetchSuggestions({ quiet: true }).finally(settle);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [fetchSuggestions, frame]);

  // Both arrive in a task of their own (a timer, an answer): the ideas render from them as a deferred
  // render, which React does in slices (not all the chips in that one task).
  const ideasShown = useDeferredValue(ideasSettled);
  const ideas = useDeferredValue(suggestions);
  return <KeywordsForm form={form} suggestions={ideasShown ? ideas : null} ideasPending={!ideasShown} frame={frame} />;
}

const KeywordsForm = memo(function KeywordsForm({
  form,
  suggestions,
  ideasPending,
  frame,
}: {
  form: UseFormReturn<KeywordsInput, unknown, KeywordsOutput>;
  suggestions: ReturnType<typeof useSuggestions>['suggestions'];
  ideasPending: boolean;
  /** A served frame: the owner's lists stand as placeholders. */
  frame: boolean;
}) {
  const { control, handleSubmit } = form;
  const save = useSaveStep('pay');
  const ad = useSearchAd();
  const profile = useProfile();
  const examples = tradeExamples(ad?.businessName, profile?.category, suggestions?.keywords[0]);
  return (
    <StepPage>
      <GuidedForm onSubmit={handleSubmit((v) => save(v))}>
        <Controller
          control={control}
          name="keywords"
          render={({ field, fieldState }) => (
            <div>
              <TagInput
                label="Keywords"
                name="new_keyword"
                loading={frame ? 'Loading your keywords…' : undefined}
                suggestionsLoading={ideasPending ? 'Finding keyword ideas for your business…' : undefined}
                required
                hint={`Type a keyword and press Enter, e.g. ${examples.keyword}.`}
                value={field.value}
                onChange={field.onChange}
                error={listError(fieldState.error)}
                check={(tag) => (isSearchTerm(tag) ? null : MESSAGES.keyword)}
                max={KEYWORDS_MAX}
                suggestions={suggestions?.keywords ?? []}
                suggestionsLabel="Suggested keywords"
              />
              <AddAllSuggestions
                noun={['keywords', 'keyword']}
                value={field.value}
                onChange={field.onChange}
                suggestions={suggestions?.keywords ?? []}
                max={KEYWORDS_MAX}
              />
            </div>
          )}
        />
        <Controller
          control={control}
          name="competitors"
          render={({ field, fieldState }) => (
            <TagInput
              label="Competitors"
              name="new_competitor"
              loading={frame ? 'Loading your competitors…' : undefined}
              required
              hint={`Type a competitor's name or website and press Enter, e.g. ${examples.competitor}: at least one.`}
              value={field.value}
              onChange={field.onChange}
              error={listError(fieldState.error)}
              check={(tag) => (isSearchTerm(tag) ? null : MESSAGES.competitor)}
              max={20}
            />
          )}
        />
        <Controller
          control={control}
          name="negative_keywords"
          render={({ field, fieldState }) => (
            <WordsToExclude
              value={field.value ?? []}
              loading={frame}
              onChange={field.onChange}
              error={fieldState.error?.message}
              suggestions={suggestions?.negative_keywords ?? []}
            />
          )}
        />
        <StepActions back="details" />
      </GuidedForm>
    </StepPage>
  );
});
