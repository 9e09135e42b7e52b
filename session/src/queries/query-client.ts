import {
  MutationCache,
  QueryClient,
  useMutation,
  useQuery,
  type QueryKey,
  type UseMutationOptions,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { MESSAGES } from '@adlaunch/shared';
import { loadApi } from '../lib/load-api';
import { useSessionStore } from '../stores/session-store';

declare module '@tanstack/react-query' {
  interface Register {
    /** `quiet`: the caller shows the failure itself (inside a dialog, next to a field); no page banner. */
    mutationMeta: { quiet?: boolean };
  }
}

async function bannerMessage(error: unknown): Promise<string> {
  try {
    return (await loadApi()).errorMessage(error);
  } catch {
    return MESSAGES.genericError;
  }
}

/**
 * The one cache of the owner's data, owned by the host and shared with every remote. Every change
 * the owner makes (a mutation) shows the shell's spinner while it runs and, unless it is `quiet`,
 * its failure in the shell's banner: the one place where that is decided.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    // A failed load shows its own Try again at once, as before this cache existed.
    queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
  mutationCache: new MutationCache({
    onMutate: () => {
      useSessionStore.getState().startLoading();
      return undefined;
    },
    onSettled: () => useSessionStore.getState().stopLoading(),
    onError: async (error, _variables, _context, mutation) => {
      if (mutation.meta?.quiet) return;
      useSessionStore.getState().showError(await bannerMessage(error));
    },
  }),
});

// Another owner (or none) means none of the cached data is theirs.
useSessionStore.subscribe((state, previous) => {
  if (state.token !== previous.token) queryClient.clear();
});

/** `useQuery` and `useMutation` bound to the host's one client: no provider needed, in any remote. */
export const useOwnerQuery = <T, K extends QueryKey>(options: UseQueryOptions<T, Error, T, K>) => useQuery(options, queryClient);
export const useOwnerMutation = <T, V>(options: UseMutationOptions<T, Error, V>) => useMutation(options, queryClient);
