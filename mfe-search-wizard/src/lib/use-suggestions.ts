import { useCallback, useState } from 'react';
import { useSessionStore } from '@adlaunch/session';
import { withProtocol, type AiSuggestions } from '@adlaunch/shared';
import { api, errorMessage } from '@adlaunch/session/api';
import { useSearchAd } from '@adlaunch/session/queries';

// One answer per website for the whole visit: the details and keywords steps share it.
const cache = new Map<string, AiSuggestions>();

/** AI suggestions for the saved website (http:// prepended when missing, product spec §5). */
export function useSuggestions() {
  const url = useSearchAd()?.businessUrl ?? '';
  const [suggestions, setSuggestions] = useState<AiSuggestions | null>(() => (url ? (cache.get(withProtocol(url)) ?? null) : null));

  const fetchSuggestions = useCallback(
    async ({ quiet = false } = {}) => {
      if (!url) return null;
      const key = withProtocol(url);
      const cached = cache.get(key);
      if (cached) {
        setSuggestions(cached);
        return cached;
      }
      const store = useSessionStore.getState();
      if (!quiet) store.startLoading();
      try {
        const { adbot_gpt_suggestions } = await api.aiSuggestions({ url: key });
        cache.set(key, adbot_gpt_suggestions);
        setSuggestions(adbot_gpt_suggestions);
        return adbot_gpt_suggestions;
      } catch (error) {
        if (quiet) console.error('AI suggestions failed', error);
        else store.showError(errorMessage(error));
        return null;
      } finally {
        if (!quiet) store.stopLoading();
      }
    },
    [url],
  );

  return { suggestions, fetchSuggestions };
}

export const clearSuggestionCache = () => cache.clear();
