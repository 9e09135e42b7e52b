import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSessionStore } from '@adlaunch/session';
import { RemoteView } from '../../lib/remotes/remote-view';

/** `?auth=login|register` opens the auth modal; closing it drops the parameter. The modal itself is mfe-auth's. */
export function AuthModalHost() {
  const open = useSessionStore((s) => s.auth.open);
  const openAuth = useSessionStore((s) => s.openAuth);
  const location = useLocation();
  const navigate = useNavigate();
  const authParam = new URLSearchParams(location.search).get('auth');

  useEffect(() => {
    if (authParam !== null) openAuth(authParam === 'register' ? 'register' : 'login');
  }, [authParam, openAuth]);

  useEffect(() => {
    if (!open && authParam !== null) {
      const params = new URLSearchParams(location.search);
      params.delete('auth');
      const search = params.toString();
      navigate({ pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash }, { replace: true });
    }
    // Only closing the modal should rewrite the address.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  if (!open) return null;
  return <RemoteView remote="mfe-auth" exposed="./AuthModal" label="Log in" variant="dialog" />;
}
