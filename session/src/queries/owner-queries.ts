import { queryOptions, skipToken } from '@tanstack/react-query';
import {
  LIMITS,
  ROUTES,
  type Invoice,
  type OwnerStatusNote,
  type Profile,
  type SearchAd,
  type Subscription,
  type VerificationStep,
} from '@adlaunch/shared';
import { api } from '@adlaunch/session/api';
import { selectIsLoggedIn, useSessionStore } from '../stores/session-store';
import { queryClient, useOwnerQuery } from './query-client';

/** The owner's data: one query per thing the server keeps, read by the shell and every remote. */
export const ownerKeys = {
  all: ['owner'] as const,
  searchAd: ['owner', 'search-ad'] as const,
  searchAds: ['owner', 'search-ads'] as const,
  profile: ['owner', 'profile'] as const,
  profiles: ['owner', 'profiles'] as const,
  subscriptions: ['owner', 'subscriptions'] as const,
  invoice: (number: string) => ['owner', 'invoice', number] as const,
  performance: (adId: number) => ['owner', 'performance', adId] as const,
  status: (kind: 'search-ad' | 'profile', id: number) => ['owner', `${kind}-status`, id] as const,
};

/** The owner's latest search ad (null before the first save). */
export const searchAdQuery = queryOptions({
  queryKey: ownerKeys.searchAd,
  queryFn: async (): Promise<SearchAd | null> => (await api.getSearchAd()).search_ad,
});

/** The owner's latest business profile (null before the first save). */
export const profileQuery = queryOptions({
  queryKey: ownerKeys.profile,
  queryFn: async (): Promise<Profile | null> => (await api.getProfile()).profile,
});

/** Every search ad of the owner, newest first: the dashboard lists each campaign. */
export const searchAdsQuery = queryOptions({
  queryKey: ownerKeys.searchAds,
  queryFn: async (): Promise<SearchAd[]> => (await api.listSearchAds()).search_ads,
});

/** Every business profile of the owner, newest first. */
export const profilesQuery = queryOptions({
  queryKey: ownerKeys.profiles,
  queryFn: async (): Promise<Profile[]> => (await api.listProfiles()).profiles,
});

/** The owner's subscriptions (decision 016): next charge, card on file, past-due state, cancellation. */
export const subscriptionsQuery = queryOptions({
  queryKey: ownerKeys.subscriptions,
  queryFn: async (): Promise<Subscription[]> => (await api.subscriptions()).subscriptions,
});

/** One invoice (e.g. INV-000042) as issued; `null` loads nothing. An invoice never changes. */
export const invoiceQuery = (number: string | null) =>
  queryOptions({
    queryKey: ownerKeys.invoice(number ?? ''),
    queryFn: number === null ? skipToken : async (): Promise<Invoice> => (await api.invoice(number)).invoice,
    staleTime: Infinity,
  });

/** The daily statistics of one ad (`days`) and how fresh each engine's are (`results`); `null` loads nothing (no ad, or not live yet). */
export const performanceQuery = (adId: number | null) =>
  queryOptions({
    queryKey: ownerKeys.performance(adId ?? 0),
    queryFn: adId === null ? skipToken : () => api.performance(adId),
  });

/** A paid order's status answer as the owner's page keeps it: the status, the newest note from our team, and a profile's verification step. */
interface OrderStatusAnswer<S extends string = string> {
  status: S;
  note: OwnerStatusNote | null;
  verification: { step: VerificationStep; at: string } | null;
}

/**
 * A paid order's status answer, polled while its page is open (a failed poll waits for the next one).
 * A change of status or note is written into the cached order too, so the header's links and the
 * dashboard follow it.
 */
export function useOrderStatusAnswer<S extends string>(
  kind: 'search-ad' | 'profile',
  id: number | undefined,
  intervalMs: number = LIMITS.statusPollMs,
): OrderStatusAnswer<S> | undefined {
  return useOwnerQuery({
    queryKey: ownerKeys.status(kind, id ?? 0),
    queryFn:
      id === undefined
        ? skipToken
        : async (): Promise<OrderStatusAnswer<S>> => {
            const answer = kind === 'profile' ? await api.profileStatus(id) : await api.searchAdStatus(id);
            const status = answer.status as S;
            const note = answer.note ?? null;
            const withStatus = <O extends { id: number; status: string; statusNote?: OwnerStatusNote | null }>(order: O): O =>
              order.id !== id || (order.status === status && (answer.note === undefined || order.statusNote?.at === note?.at))
                ? order
                : { ...order, status, ...(answer.note === undefined ? {} : { statusNote: note }) };
            const update = <O extends { id: number; status: string }>(order: O | null | undefined) => order && withStatus(order);
            if (kind === 'profile') {
              queryClient.setQueryData(profileQuery.queryKey, update);
              queryClient.setQueryData(profilesQuery.queryKey, (list) => list?.map(withStatus));
            } else {
              queryClient.setQueryData(searchAdQuery.queryKey, update);
              queryClient.setQueryData(searchAdsQuery.queryKey, (list) => list?.map(withStatus));
            }
            return { status, note, verification: answer.verification ?? null };
          },
    refetchInterval: intervalMs,
    retry: false,
  }).data;
}

/** A paid order's status alone, polled as `useOrderStatusAnswer` polls it (the same query). */
export const useOrderStatus = <S extends string>(
  kind: 'search-ad' | 'profile',
  id: number | undefined,
  intervalMs?: number,
): S | undefined => useOrderStatusAnswer<S>(kind, id, intervalMs)?.status;

/**
 * Starts loading what an owner's page at `pathname` shows, so that the data travels while the page's
 * code does (the shell calls it at start-up, before the page's remote has loaded). Answers when that
 * data has arrived or failed (a failure is the page's to show, with its retry).
 */
export function prefetchOwnerPageQueries(pathname: string): Promise<void> {
  if (!selectIsLoggedIn(useSessionStore.getState())) return Promise.resolve();
  const path = pathname.replace(/\/+$/, '');
  const queries: Promise<void>[] = [];
  // A wizard's steps offer what the owner gave the other product's order too (its about step prefills from it).
  if (path.startsWith(`${ROUTES.setupSearch}/`) || path.startsWith(`${ROUTES.setupGbp}/`))
    queries.push(queryClient.prefetchQuery(searchAdQuery), queryClient.prefetchQuery(profileQuery));
  else if (path === ROUTES.dashboard) queries.push(queryClient.prefetchQuery(searchAdsQuery), queryClient.prefetchQuery(profilesQuery));
  return Promise.all(queries).then(() => undefined);
}

const useLoggedIn = () => useSessionStore(selectIsLoggedIn);

/** The owner's search ad as far as it is known: null while logged out, loading, or before the first save. */
export const useSearchAd = (): SearchAd | null => useOwnerQuery({ ...searchAdQuery, enabled: useLoggedIn() }).data ?? null;
export const useProfile = (): Profile | null => useOwnerQuery({ ...profileQuery, enabled: useLoggedIn() }).data ?? null;

/** Reads and replaces the cached order outside React (after a save, in event handlers). */
export const getSearchAd = (): SearchAd | null => queryClient.getQueryData(searchAdQuery.queryKey) ?? null;
export const getProfile = (): Profile | null => queryClient.getQueryData(profileQuery.queryKey) ?? null;

/** A saved order replaces its copy in the list of every order, or joins it at the top when it is new. */
const withOrder = <O extends { id: number }>(list: O[] | undefined, order: O | null) =>
  list && order ? (list.some((o) => o.id === order.id) ? list.map((o) => (o.id === order.id ? order : o)) : [order, ...list]) : list;

export const setSearchAd = (ad: SearchAd | null) => {
  queryClient.setQueryData(searchAdsQuery.queryKey, (list) => withOrder(list, ad));
  return queryClient.setQueryData(searchAdQuery.queryKey, ad);
};
export const setProfile = (profile: Profile | null) => {
  queryClient.setQueryData(profilesQuery.queryKey, (list) => withOrder(list, profile));
  return queryClient.setQueryData(profileQuery.queryKey, profile);
};

/**
 * A campaign changed on the dashboard (paused, resumed): its copy in the list, and the latest one only
 * when it is that campaign, so the wizard never takes an older campaign for the latest.
 */
export const updateSearchAd = (ad: SearchAd) => {
  queryClient.setQueryData(searchAdsQuery.queryKey, (list) => withOrder(list, ad));
  queryClient.setQueryData(searchAdQuery.queryKey, (latest) => (latest && latest.id === ad.id ? ad : latest));
};

/** The past months that have a monthly report, newest first. */
export const reportListQuery = queryOptions({
  queryKey: [...ownerKeys.all, 'reports'] as const,
  queryFn: async () => (await api.reports()).reports,
});

/** One month's report (`YYYY-MM`); null loads nothing. */
export const reportQuery = (month: string | null) =>
  queryOptions({
    queryKey: [...ownerKeys.all, 'reports', month ?? ''] as const,
    queryFn: month === null ? skipToken : async () => (await api.report(month)).report,
  });

/** How many referral rewards the owner has pending (product spec §7, `v1/vl/rewards`); null loads nothing (no address known yet). */
export const rewardsQuery = (email: string | null) =>
  queryOptions({
    queryKey: [...ownerKeys.all, 'rewards', email ?? ''] as const,
    queryFn: email === null ? skipToken : async () => (await api.rewards({ emailAddress: email })).rewardsPending,
  });

/**
 * AI suggestions for the owner's website: one answer per address (and per answer to the answer's
 * question, `sells`: what the business sells) for the whole visit.
 */
export const suggestionsQuery = (url: string, sells = '') =>
  queryOptions({
    queryKey: [...ownerKeys.all, 'suggestions', url, sells] as const,
    queryFn: async () => (await api.aiSuggestions({ url, ...(sells ? { sells } : {}) })).adbot_gpt_suggestions,
    staleTime: Infinity,
  });

/**
 * What the owner last said the business sells, for the address: every step reads the answer asked
 * with it. Only ever set (setQueryData), never fetched.
 */
export const suggestionsSellsQuery = (url: string) =>
  queryOptions({
    queryKey: [...ownerKeys.all, 'suggestions-sells', url] as const,
    queryFn: skipToken as typeof skipToken | (() => Promise<string>),
    staleTime: Infinity,
  });
