import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { api, ROUTES, useSessionStore } from '@adlaunch/shared';

/** Logout revokes the token on the server (best effort), clears everything and goes home. */
export function useLogout() {
  const navigate = useNavigate();
  return useCallback(() => {
    if (useSessionStore.getState().token) api.logout().catch(() => undefined);
    useSessionStore.getState().signOut();
    navigate(ROUTES.home);
  }, [navigate]);
}
