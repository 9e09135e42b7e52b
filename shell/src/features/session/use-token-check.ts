import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { ROUTES } from '@adlaunch/shared';
import { checkToken, loadApi, useSessionStore } from '@adlaunch/session';

/**
 * Whenever a token appears (start-up or a fresh login) the shell validates it and starts loading the
 * owner's orders into the owner-data cache, in parallel with the token check (no order is read until
 * the session is known to be good). On an owner's page the shell asked before its first render, and
 * the session is already there.
 */
export function useTokenCheck() {
  const token = useSessionStore((s) => s.token);
  const navigate = useNavigate();

  useEffect(() => {
    if (!token) return;
    let live = true;
    const store = useSessionStore.getState();
    void import('@adlaunch/session/queries').then(({ queryClient, searchAdQuery, profileQuery }) => {
      void queryClient.prefetchQuery(searchAdQuery);
      void queryClient.prefetchQuery(profileQuery);
    });
    // On an owner's page the first check is the one the shell's start-up asked for (and already set).
    checkToken(token)
      .then((session) => {
        if (live && useSessionStore.getState().session !== session) store.setSession(session);
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
