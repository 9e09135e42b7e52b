import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSessionStore } from '@adlaunch/session';
import { destinationAfterAuth } from './destination';

/** Ends a successful login: the page's next step (pricing pages lead to their wizard), then the modal closes. */
export function useFinishAuth(onSuccess?: () => void) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback(() => {
    onSuccess?.();
    const target = destinationAfterAuth(pathname);
    // Navigate before closing: the shell rewrites the address of the page the modal closes on.
    if (target) navigate(target);
    useSessionStore.getState().closeAuth();
  }, [navigate, pathname, onSuccess]);
}
