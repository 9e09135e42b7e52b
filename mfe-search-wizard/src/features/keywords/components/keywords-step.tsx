import { formStyles } from '@adlaunch/ui-kit';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { searchKeywordsSchema } from '@adlaunch/shared/schemas';
import { StepActions, StepPage } from '@adlaunch/ui-kit';
import { TagInput } from '../../../components/tag-input';
import { useSaveSearchStep } from '../../../lib/use-save-search-step';
import { useSuggestions } from '../../../lib/use-suggestions';
import { useSearchAd } from '@adlaunch/session/queries';
import { AddAllSuggestions } from './add-all-suggestions';
import { WordsToExclude } from './words-to-exclude';

const KEYWORDS_MAX = 50;

type KeywordsInput = z.input<typeof searchKeywordsSchema>;
type KeywordsOutput = z.output<typeof searchKeywordsSchema>;

export function KeywordsStep() {
  const ad = useSearchAd();
  const save = useSaveSearchStep('pay');
  const { suggestions, fetchSuggestions } = useSuggestions();
  const { control, handleSubmit } = useForm<KeywordsInput, unknown, KeywordsOutput>({
    resolver: zodResolver(searchKeywordsSchema),
    mode: 'onTouched',
    defaultValues: { keywords: ad?.keywords ?? [], competitors: ad?.competitors ?? [], negative_keywords: ad?.negative_keywords ?? [] },
  });

  // Keyword ideas load quietly; the step works without them.
  useEffect(() => {
    void fetchSuggestions({ quiet: true });
  }, [fetchSuggestions]);

  return (
    <StepPage>
      <form className={formStyles.form} onSubmit={handleSubmit((v) => save(v))} noValidate>
        <Controller
          control={control}
          name="keywords"
          render={({ field, fieldState }) => (
            <div>
              <TagInput
                label="Keywords"
                hint="Type a keyword and press Enter, e.g. emergency plumber."
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
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
              hint="Type a competitor's name or website and press Enter."
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
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
              onChange={field.onChange}
              error={fieldState.error?.message}
              suggestions={suggestions?.negative_keywords ?? []}
            />
          )}
        />
        <StepActions back="details" />
      </form>
    </StepPage>
  );
}
