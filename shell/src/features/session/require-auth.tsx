import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { ROUTES } from '@adlaunch/shared';
import { selectIsLoggedIn, useSessionStore } from '@adlaunch/session';

/** Wizard routes need a login: a visitor is sent home. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const loggedIn = useSessionStore(selectIsLoggedIn);
  return loggedIn ? <>{children}</> : <Navigate to={ROUTES.home} replace />;
}
