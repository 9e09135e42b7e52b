import { useSessionStore } from '@adlaunch/session';
import { api, errorMessage } from '@adlaunch/session/api';

/** Pauses or resumes the running campaign and keeps the shared store in step; answers whether it worked. */
export async function toggleSearchAd(newState: 'active' | 'paused'): Promise<boolean> {
  const store = useSessionStore.getState();
  store.startLoading();
  try {
    const { search_ad } = await api.toggleSearchAd({ new_state: newState });
    if (search_ad) store.setSearchAd(search_ad);
    return true;
  } catch (error) {
    store.showError(errorMessage(error));
    return false;
  } finally {
    store.stopLoading();
  }
}
