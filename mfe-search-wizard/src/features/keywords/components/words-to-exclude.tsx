import { LIMITS } from '@adlaunch/shared';
import { TagInput } from '../../../components/tag-input';
import { AddAllSuggestions } from './add-all-suggestions';

interface WordsToExcludeProps {
  value: string[];
  onChange: (words: string[]) => void;
  error?: string;
  /** The owner's words are not known yet (a served frame). */
  loading?: boolean;
  /** Proposed for the trade by the AI suggestions. */
  suggestions: string[];
}

/**
 * Negative keywords: searches containing one of them never show the ad. Suggestions are only ever
 * added next to the owner's own words (one by one or all at once), never put in their place.
 */
export function WordsToExclude({ value, onChange, error, loading, suggestions }: WordsToExcludeProps) {
  return (
    <div>
      <TagInput
        label="Words to exclude"
        name="new_excluded_word"
        loading={loading ? 'Loading your words to exclude…' : undefined}
        hint="Searches with these words never show your ad, e.g. free, jobs or diy. Optional."
        value={value}
        onChange={onChange}
        error={error}
        max={LIMITS.negativeKeywordsMax}
        suggestions={suggestions}
        suggestionsLabel="Suggested words to exclude"
      />
      <AddAllSuggestions
        noun={['words to exclude', 'word to exclude']}
        value={value}
        onChange={onChange}
        suggestions={suggestions}
        max={LIMITS.negativeKeywordsMax}
      />
    </div>
  );
}
