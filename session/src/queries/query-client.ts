import {
  MutationCache,
  QueryClient,
  useMutation,
  useQuery,
  type QueryKey,
  type UseMutationOptions,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { changeFeedback } from '../flows/change-feedback';
import { useSessionStore } from '../stores/session-store';

declare module '@tanstack/react-query' {
  interface Register {
    /** `quiet`: the caller shows the failure itself (inside a dialog, next to a field); no page banner. */
    mutationMeta: { quiet?: boolean };
  }
}

/**
 * The one cache of the owner's data, owned by the host and shared with every remote. Every change
 * the owner makes (a mutation) shows the shell's spinner while it runs and, unless it is `quiet`,
 * its failure in the shell's banner (`changeFeedback`).
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    // A failed load shows its own Try again at once, as before this cache existed.
    queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
  // The spinner and banner policy is changeFeedback's, shared with the auth remote's calls.
  mutationCache: new MutationCache({
    onMutate: () => {
      changeFeedback.started();
      return undefined;
    },
    onSettled: () => changeFeedback.settled(),
    onSuccess: (_data, _variables, _context, mutation) => changeFeedback.succeeded(mutation.meta),
    onError: async (error, _variables, _context, mutation) => {
      await changeFeedback.failed(error, mutation.meta);
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
