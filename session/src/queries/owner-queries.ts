import { queryOptions, skipToken } from '@tanstack/react-query';
import { LIMITS, type Profile, type SearchAd } from '@adlaunch/shared';
import { loadApi } from '../lib/load-api';
import { selectIsLoggedIn, useSessionStore } from '../stores/session-store';
import { queryClient, useOwnerQuery } from './query-client';

/** The owner's data: one query per thing the server keeps, read by the shell and every remote. */
export const ownerKeys = {
  all: ['owner'] as const,
  searchAd: ['owner', 'search-ad'] as const,
  profile: ['owner', 'profile'] as const,
  performance: (adId: number) => ['owner', 'performance', adId] as const,
  status: (kind: 'search-ad' | 'profile', id: number) => ['owner', `${kind}-status`, id] as const,
};

/** The owner's latest search ad (null before the first save). */
export const searchAdQuery = queryOptions({
  queryKey: ownerKeys.searchAd,
  queryFn: async (): Promise<SearchAd | null> => (await (await loadApi()).api.getSearchAd()).search_ad,
});

/** The owner's latest business profile (null before the first save). */
export const profileQuery = queryOptions({
  queryKey: ownerKeys.profile,
  queryFn: async (): Promise<Profile | null> => (await (await loadApi()).api.getProfile()).profile,
});

/** The daily statistics of one ad; `null` loads nothing (no ad, or not live yet). */
export const performanceQuery = (adId: number | null) =>
  queryOptions({
    queryKey: ownerKeys.performance(adId ?? 0),
    queryFn: adId === null ? skipToken : async () => (await (await loadApi()).api.performance(adId)).days,
  });

/**
 * A paid order's status, polled while its page is open (a failed poll waits for the next one). A
 * change is written into the cached order too, so the header's links and the dashboard follow it.
 */
export function useOrderStatus<S extends string>(
  kind: 'search-ad' | 'profile',
  id: number | undefined,
  intervalMs: number = LIMITS.statusPollMs,
) {
  return useOwnerQuery({
    queryKey: ownerKeys.status(kind, id ?? 0),
    queryFn:
      id === undefined
        ? skipToken
        : async () => {
            const { api } = await loadApi();
            const status = (kind === 'profile' ? await api.profileStatus(id) : await api.searchAdStatus(id)).status as S;
            const update = <O extends { id: number; status: string }>(order: O | null | undefined) =>
              order && order.id === id && order.status !== status ? { ...order, status } : order;
            if (kind === 'profile') queryClient.setQueryData(profileQuery.queryKey, update);
            else queryClient.setQueryData(searchAdQuery.queryKey, update);
            return status;
          },
    refetchInterval: intervalMs,
    retry: false,
  }).data;
}

const useLoggedIn = () => useSessionStore(selectIsLoggedIn);

/** The owner's search ad as far as it is known: null while logged out, loading, or before the first save. */
export const useSearchAd = (): SearchAd | null => useOwnerQuery({ ...searchAdQuery, enabled: useLoggedIn() }).data ?? null;
export const useProfile = (): Profile | null => useOwnerQuery({ ...profileQuery, enabled: useLoggedIn() }).data ?? null;

/** Reads and replaces the cached order outside React (after a save, in event handlers). */
export const getSearchAd = (): SearchAd | null => queryClient.getQueryData(searchAdQuery.queryKey) ?? null;
export const getProfile = (): Profile | null => queryClient.getQueryData(profileQuery.queryKey) ?? null;
export const setSearchAd = (ad: SearchAd | null) => queryClient.setQueryData(searchAdQuery.queryKey, ad);
export const setProfile = (profile: Profile | null) => queryClient.setQueryData(profileQuery.queryKey, profile);

/** The past months that have a monthly report, newest first. */
export const reportListQuery = queryOptions({
  queryKey: [...ownerKeys.all, 'reports'] as const,
  queryFn: async () => (await (await loadApi()).api.reports()).reports,
});

/** One month's report (`YYYY-MM`); null loads nothing. */
export const reportQuery = (month: string | null) =>
  queryOptions({
    queryKey: [...ownerKeys.all, 'reports', month ?? ''] as const,
    queryFn: month === null ? skipToken : async () => (await (await loadApi()).api.report(month)).report,
  });

/** How many referral rewards the owner has pending (product spec §7, `v1/vl/rewards`); null loads nothing (no address known yet). */
export const rewardsQuery = (email: string | null) =>
  queryOptions({
    queryKey: [...ownerKeys.all, 'rewards', email ?? ''] as const,
    queryFn: email === null ? skipToken : async () => (await (await loadApi()).api.rewards({ emailAddress: email })).rewardsPending,
  });
