import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSessionStore } from '@adlaunch/session';
import { ROUTES } from '@adlaunch/shared';
import { destinationAfterAuth, resumeDestination } from './destination';

export const AUTH_NOTICES = {
  verified: 'Your email address is verified and you are logged in.',
  loggedIn: 'You are logged in.',
} as const;

const isHome = (pathname: string) => (pathname.replace(/\/+$/, '') || '/') === ROUTES.home;

/**
 * Ends a successful login: the page's next step (pricing pages lead to their wizard), then the
 * modal closes and the page the owner lands on says so in a short confirmation. An error still
 * showing in the banner no longer applies. An owner who logged in on the marketing home page then
 * goes on where they left off (their campaign's next step, or the dashboard once paid).
 */
export function useFinishAuth(onSuccess?: () => void) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback(
    (notice: string = AUTH_NOTICES.loggedIn) => {
      onSuccess?.();
      const target = destinationAfterAuth(pathname);
      // Navigate before closing: the shell rewrites the address of the page the modal closes on.
      if (target) navigate(target);
      const store = useSessionStore.getState();
      store.clearError();
      store.closeAuth();
      store.showNotice(notice);
      if (!target && isHome(pathname)) {
        resumeDestination()
          // Only if the owner is still on the home page: a click meanwhile wins.
          .then((to) => to && isHome(window.location.pathname) && navigate(to))
          .catch(() => undefined);
      }
    },
    [navigate, pathname, onSuccess],
  );
}
