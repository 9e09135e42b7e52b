import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { loadApi, useSessionStore } from '@adlaunch/session';
import { ROUTES } from '@adlaunch/shared';

const LOGGED_OUT = 'You are logged out.';

/** Logout clears everything and goes home at once, and revokes the token on the server (best effort). */
export function useLogout() {
  const navigate = useNavigate();
  return useCallback(() => {
    const { token, signOut, showNotice } = useSessionStore.getState();
    signOut();
    navigate(ROUTES.home);
    showNotice(LOGGED_OUT);
    if (token) void loadApi().then(({ api }) => api.logout(token).catch(() => undefined));
  }, [navigate]);
}
