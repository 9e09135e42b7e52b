import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSessionStore } from '@adlaunch/session';
import { destinationAfterAuth } from './destination';

export const AUTH_NOTICES = {
  verified: 'Your email address is verified and you are logged in.',
  loggedIn: 'You are logged in.',
} as const;

/**
 * Ends a successful login: the page's next step (pricing pages lead to their wizard), then the
 * modal closes and the page the owner lands on says so in a short confirmation. An error still
 * showing in the banner no longer applies.
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
    },
    [navigate, pathname, onSuccess],
  );
}
