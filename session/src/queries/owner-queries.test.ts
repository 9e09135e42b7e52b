import { renderHook, waitFor } from '@testing-library/react';
import type { Profile, SearchAd } from '@adlaunch/shared';
import { loadApi } from '../flows/load-api';
import {
  getSearchAd,
  prefetchOwnerPageQueries,
  profilesQuery,
  queryClient,
  searchAdQuery,
  searchAdsQuery,
  setSearchAd,
  updateSearchAd,
  useOrderStatus,
  useOrderStatusAnswer,
} from '../queries';
import { useSessionStore } from '../stores/session-store';

const ad = (id: number, status: SearchAd['status']): SearchAd => ({
  id,
  mobile: null,
  businessName: `Campaign ${id}`,
  businessUrl: null,
  locations: [],
  address: null,
  ad_details: null,
  keywords: [],
  competitors: [],
  negative_keywords: [],
  status,
  plan: null,
  budgetCents: 0,
  updatedAt: '2025-01-01T00:00:00.000Z',
});

const list = () => queryClient.getQueryData(searchAdsQuery.queryKey)?.map((a) => [a.id, a.status]);

beforeEach(() => {
  queryClient.clear();
  queryClient.setQueryData(searchAdsQuery.queryKey, [ad(3, 'setup'), ad(2, 'paused'), ad(1, 'active')]);
  queryClient.setQueryData(searchAdQuery.queryKey, ad(3, 'setup'));
});

describe('the cached campaigns', () => {
  it('follow a pause on the dashboard without taking the paused campaign for the latest', () => {
    updateSearchAd(ad(1, 'paused'));
    expect(list()).toEqual([
      [3, 'setup'],
      [2, 'paused'],
      [1, 'paused'],
    ]);
    expect(getSearchAd()?.id).toBe(3);
  });

  it('follow a wizard save: the latest is replaced, and a new campaign joins the list at the top', () => {
    setSearchAd({ ...ad(3, 'setup'), keywords: ['plumber'] });
    expect(queryClient.getQueryData(searchAdsQuery.queryKey)?.[0].keywords).toEqual(['plumber']);
    setSearchAd(ad(4, 'setup'));
    expect(list()?.map(([id]) => id)).toEqual([4, 3, 2, 1]);
    expect(getSearchAd()?.id).toBe(4);
  });
});

describe('an owner page opened at start-up', () => {
  const fetching = () =>
    queryClient
      .getQueryCache()
      .findAll({ fetchStatus: 'fetching' })
      .map((q) => q.queryKey[1])
      .sort();

  afterEach(() => {
    jest.restoreAllMocks();
    useSessionStore.setState({ token: null });
  });

  it('starts loading the data that page shows, and nothing for a visitor', async () => {
    const { api } = await loadApi();
    jest.spyOn(api, 'getSearchAd').mockReturnValue(new Promise(() => undefined));
    jest.spyOn(api, 'getProfile').mockReturnValue(new Promise(() => undefined));
    jest.spyOn(api, 'listSearchAds').mockReturnValue(new Promise(() => undefined));
    jest.spyOn(api, 'listProfiles').mockReturnValue(new Promise(() => undefined));
    queryClient.clear();
    prefetchOwnerPageQueries('/dashboard');
    expect(fetching()).toEqual([]);

    useSessionStore.setState({ token: 'owner-token' });
    // Each wizard's steps offer what the owner gave the other product's order too.
    prefetchOwnerPageQueries('/setup-gbp/address');
    expect(fetching()).toEqual(['profile', 'search-ad']);
    queryClient.clear();
    prefetchOwnerPageQueries('/setup-search/about');
    expect(fetching()).toEqual(['profile', 'search-ad']);
    queryClient.clear();
    prefetchOwnerPageQueries('/dashboard/');
    expect(fetching()).toEqual(['profiles', 'search-ads']);
  });

  it("answers once the page's data has arrived, or failed", async () => {
    const { api, ApiError } = await loadApi();
    useSessionStore.setState({ token: 'owner-token' });
    queryClient.clear();
    let answer!: (list: { search_ads: never[] }) => void;
    jest.spyOn(api, 'listSearchAds').mockReturnValue(new Promise((resolve) => (answer = resolve)));
    jest.spyOn(api, 'listProfiles').mockRejectedValue(new ApiError('Something went wrong.', 500));
    let settled = false;
    const ready = prefetchOwnerPageQueries('/dashboard').then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(settled).toBe(false);
    answer({ search_ads: [] });
    await ready;
    expect(queryClient.getQueryData(searchAdsQuery.queryKey)).toEqual([]);
    await expect(prefetchOwnerPageQueries('/nowhere')).resolves.toBeUndefined();
  });
});

describe("a paid order's status answer", () => {
  afterEach(() => jest.restoreAllMocks());

  it("keeps the verification step and our team's note, and writes the note into the cached profile", async () => {
    const { api } = await loadApi();
    const note = { text: 'Google is posting a postcard to 12 Long Street.', at: '2026-12-03T09:00:00.000Z' };
    jest
      .spyOn(api, 'profileStatus')
      .mockResolvedValue({ status: 'verification', note, verification: { step: 'code_sent', at: '2026-12-03T09:00:00.000Z' } });
    queryClient.setQueryData(profilesQuery.queryKey, [{ id: 7, status: 'in_review', statusNote: null } as unknown as Profile]);
    const { result } = renderHook(() => ({ answer: useOrderStatusAnswer('profile', 7), status: useOrderStatus('profile', 7) }));
    await waitFor(() => expect(result.current.answer).toBeDefined());
    expect(result.current.answer).toEqual({
      status: 'verification',
      note,
      verification: { step: 'code_sent', at: '2026-12-03T09:00:00.000Z' },
    });
    expect(result.current.status).toBe('verification');
    expect(queryClient.getQueryData(profilesQuery.queryKey)?.[0]).toMatchObject({ status: 'verification', statusNote: note });
  });

  it('answers no step nor note when the server has none', async () => {
    const { api } = await loadApi();
    jest.spyOn(api, 'searchAdStatus').mockResolvedValue({ status: 'paid' });
    const { result } = renderHook(() => useOrderStatusAnswer('search-ad', 3));
    await waitFor(() => expect(result.current).toEqual({ status: 'paid', note: null, verification: null }));
    expect(list()?.[0]).toEqual([3, 'paid']);
  });
});
