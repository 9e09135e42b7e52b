import { useCallback } from 'react';
import { withProtocol, type AiSuggestions } from '@adlaunch/shared';
import {
  queryClient,
  suggestionsQuery,
  suggestionsSellsQuery,
  useOwnerMutation,
  useOwnerQuery,
  useSearchAd,
} from '@adlaunch/session/queries';

/**
 * AI suggestions for the saved website (http:// prepended when missing, product spec §5), from the
 * owner-data cache: the details and keywords steps share one answer, the one asked with what the owner
 * last said the business sells (`sells`, kept in the same cache). Asked for by the owner, they show the
 * spinner and a failure in the banner; fetched quietly ahead of time, a failure is only logged.
 */
export function useSuggestions() {
  const url = useSearchAd()?.businessUrl;
  const key = url ? withProtocol(url) : '';
  const current = useOwnerQuery(suggestionsSellsQuery(key)).data ?? '';
  const suggestions = useOwnerQuery({ ...suggestionsQuery(key, current), enabled: false }).data ?? null;
  const { mutateAsync: ask } = useOwnerMutation({ mutationFn: (s: string) => queryClient.fetchQuery(suggestionsQuery(key, s)) });

  const fetchSuggestions = useCallback(
    async ({ quiet = false, sells: asked = current }: { quiet?: boolean; sells?: string } = {}): Promise<AiSuggestions | null> => {
      if (!key) return null;
      const wanted = asked.trim();
      const answer = quiet
        ? await queryClient.fetchQuery(suggestionsQuery(key, wanted)).catch((error: unknown) => {
            console.error('AI suggestions failed', error);
            return null;
          })
        : await ask(wanted).catch(() => null);
      // The answer shown is the last one that arrived: a failed ask keeps the one before.
      if (answer) queryClient.setQueryData(suggestionsSellsQuery(key).queryKey, wanted);
      return answer;
    },
    [key, ask, current],
  );

  return { suggestions, question: suggestions?.question ?? null, sells: current, fetchSuggestions };
}
