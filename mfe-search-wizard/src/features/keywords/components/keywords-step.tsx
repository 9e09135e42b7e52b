import {
  isRenderingOwnerFrame,
  isSearchTerm,
  keywordsLeftText,
  keywordsOverPlanMessage,
  loadSchemas,
  MESSAGES,
  PLAN_IDS,
  SEARCH_PLANS,
  searchPlan,
  tierOfPlan,
  tradeExamples,
  type ManagedTier,
  type PlanId,
  type SearchAd,
} from '@adlaunch/shared';
import { choosePlan, chosenPlan } from '@adlaunch/session';
import { lazyZodResolver, StepActions, StepPage, GuidedForm, GUIDED_FORM_OPTIONS } from '@adlaunch/ui-kit';
import formStyles from '@adlaunch/ui-kit/form.module.css';
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
// The form's checks (zod and the schema) load with its first check, not with the page; each plan holds its own keyword limit.
const resolvers = Object.fromEntries(
  SEARCH_PLANS.map((p) => [
    p.tier,
    lazyZodResolver<KeywordsInput, KeywordsOutput>(() => loadSchemas().then((m) => m.searchKeywordsSchemaFor(p.tier))),
  ]),
) as Record<ManagedTier, ReturnType<typeof lazyZodResolver<KeywordsInput, KeywordsOutput>>>;

/** The plan whose limit the keywords are held to: the one paid for, else the one chosen in this browser (the pay step's default). */
function tierOf(ad: SearchAd | null | undefined): ManagedTier {
  if (ad?.plan && PLAN_IDS.includes(ad.plan as PlanId)) return tierOfPlan(ad.plan as PlanId);
  return chosenPlan()?.tier ?? 'low';
}

export function KeywordsStep() {
  const ad = useSearchAd();
  const { suggestions, fetchSuggestions } = useSuggestions();
  const [tier, setTier] = useState(() => tierOf(ad));
  const form = useForm<KeywordsInput, unknown, KeywordsOutput>({
    ...GUIDED_FORM_OPTIONS,
    resolver: resolvers[tier],
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
  function chooseTier(next: ManagedTier) {
    // The pay step ticks the same plan (decision 010).
    choosePlan(next);
    setTier(next);
    if (form.formState.isSubmitted) void form.trigger('keywords');
  }
  return (
    <KeywordsForm
      form={form}
      suggestions={ideasShown ? ideas : null}
      ideasPending={!ideasShown}
      frame={frame}
      tier={tier}
      onChooseTier={chooseTier}
    />
  );
}

const KeywordsForm = memo(function KeywordsForm({
  form,
  suggestions,
  ideasPending,
  frame,
  tier,
  onChooseTier,
}: {
  form: UseFormReturn<KeywordsInput, unknown, KeywordsOutput>;
  /** The plan whose keyword limit holds, and how the owner moves to a larger one. */
  tier: ManagedTier;
  onChooseTier: (tier: ManagedTier) => void;
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
  const plan = searchPlan(tier);
  const bigger = ad?.plan ? undefined : SEARCH_PLANS.find((p) => p.keywordsMax > plan.keywordsMax);
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
                max={plan.keywordsMax}
                fullMessage={keywordsOverPlanMessage(tier)}
                remaining={frame ? undefined : keywordsLeftText(tier, field.value.length)}
                suggestions={suggestions?.keywords ?? []}
                suggestionsLabel="Suggested keywords"
              />
              {bigger && field.value.length >= plan.keywordsMax ? (
                <button type="button" className={formStyles.secondary} onClick={() => onChooseTier(bigger.tier)}>
                  Choose {bigger.name}: up to {bigger.keywordsMax} keywords
                </button>
              ) : null}
              <AddAllSuggestions
                noun={['keywords', 'keyword']}
                value={field.value}
                onChange={field.onChange}
                suggestions={suggestions?.keywords ?? []}
                max={plan.keywordsMax}
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
              hint={`Optional. Type a competitor's name or website and press Enter, e.g. ${examples.competitor}. It helps: knowing who people compare you with lets us choose keywords and write ads that stand out.`}
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
