import type { SaveSearchAdRequest, SearchStep } from '@adlaunch/shared';
import { api } from '@adlaunch/session/api';
import { getSearchAd, setSearchAd } from '@adlaunch/session/queries';
import { saveStepHook, type WithoutKey } from '@adlaunch/ui-kit';

/** Saves one step on the owner's ad (the first save creates it) and moves on to the step it names. */
export const useSaveStep = saveStepHook<SearchStep>()({
  save: (body: WithoutKey<SaveSearchAdRequest, 'ads_id'>) =>
    api.saveSearchAd({ ...body, ads_id: getSearchAd()?.id ?? null } as SaveSearchAdRequest),
  saved: ({ search_ad }) => setSearchAd(search_ad),
});
