import { useSessionStore } from '@adlaunch/shared';
import { api } from '@adlaunch/shared/api';
import { useLoadOnOpen } from '@adlaunch/shared/ui';

const loadSearchAd = async () => useSessionStore.getState().setSearchAd((await api.getSearchAd()).search_ad);

/** Fetches the owner's latest search ad into the session store when the wizard opens. */
export const useLoadSearchAd = () => useLoadOnOpen(loadSearchAd);
