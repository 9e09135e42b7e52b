import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { loadApi, useSessionStore } from '@adlaunch/session';
import { ROUTES } from '@adlaunch/shared';

/** Whenever a token appears (start-up or a fresh login) the shell validates it and loads the user's ads. */
export function useTokenLogin() {
  const token = useSessionStore((s) => s.token);
  const navigate = useNavigate();

  useEffect(() => {
    if (!token) return;
    let live = true;
    const store = useSessionStore.getState();
    loadApi()
      .then(async ({ api }) => {
        const session = await api.tokenLogin();
        if (!live) return;
        store.setSession(session);
        const [ad, profile] = await Promise.allSettled([api.getSearchAd(), api.getProfile()]);
        if (!live) return;
        if (ad.status === 'fulfilled') store.setSearchAd(ad.value.search_ad);
        if (profile.status === 'fulfilled') store.setProfile(profile.value.profile);
      })
      .catch(async (error) => {
        if (!live || useSessionStore.getState().token !== token) return;
        const { errorMessage } = await loadApi();
        store.signOut();
        store.showError(errorMessage(error));
        navigate(ROUTES.home);
      });
    return () => {
      live = false;
    };
  }, [token, navigate]);
}
