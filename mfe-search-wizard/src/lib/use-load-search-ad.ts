import { useSessionStore } from '@adlaunch/session';
import { api } from '@adlaunch/session/api';
import { useLoadOnOpen } from '@adlaunch/ui-kit';

const loadSearchAd = async () => useSessionStore.getState().setSearchAd((await api.getSearchAd()).search_ad);

/** Fetches the owner's latest search ad into the session store when the wizard opens. */
export const useLoadSearchAd = () => useLoadOnOpen(loadSearchAd);
