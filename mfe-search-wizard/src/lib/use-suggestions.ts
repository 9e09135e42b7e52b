import { useCallback } from 'react';
import { withProtocol, type AiSuggestions } from '@adlaunch/shared';
import { queryClient, suggestionsQuery, useOwnerMutation, useOwnerQuery, useSearchAd } from '@adlaunch/session/queries';

/**
 * AI suggestions for the saved website (http:// prepended when missing, product spec §5), from the
 * owner-data cache: the details and keywords steps share one answer. Asked for by the owner, they
 * show the spinner and a failure in the banner; fetched quietly ahead of time, a failure is only logged.
 */
export function useSuggestions() {
  const url = useSearchAd()?.businessUrl;
  const key = url ? withProtocol(url) : '';
  const suggestions = useOwnerQuery({ ...suggestionsQuery(key), enabled: false }).data ?? null;
  const { mutateAsync: ask } = useOwnerMutation({ mutationFn: () => queryClient.fetchQuery(suggestionsQuery(key)) });

  const fetchSuggestions = useCallback(
    async ({ quiet = false } = {}): Promise<AiSuggestions | null> => {
      if (!key) return null;
      if (!quiet) return ask(undefined).catch(() => null);
      return queryClient.fetchQuery(suggestionsQuery(key)).catch((error: unknown) => {
        console.error('AI suggestions failed', error);
        return null;
      });
    },
    [key, ask],
  );

  return { suggestions, fetchSuggestions };
}
