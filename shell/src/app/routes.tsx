import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { ROUTES, SHELL_ROUTES, type Page } from '@adlaunch/shared';
import { RemoteView } from '../lib/remotes/remote-view';
import { RequireAuth } from '../features/session/require-auth';
import type { StaffNavClasses } from '../features/layout/header';

// The staff area (sign-in, then the back office remote) loads only at /staff: no visitor or owner page carries it.
const StaffArea = lazy(() => import('../features/staff-sign-in/staff-area').then((m) => ({ default: m.StaffArea })));
// The header's staff part (who is signed in, Sign out) comes from the same chunk.
const StaffHeaderNav = lazy(() => import('../features/staff-sign-in/staff-area').then((m) => ({ default: m.StaffHeaderNav })));

export function staffNav(classes: StaffNavClasses): ReactNode {
  return (
    <Suspense fallback={null}>
      <StaffHeaderNav classes={classes} />
    </Suspense>
  );
}

/** A page's remote, as the page table states it (the table's types tie each exposed module to its props). */
function PageView({ page }: { page: Page }) {
  const view = <RemoteView remote={page.remote} exposed={page.exposed as never} props={page.props as never} label={page.label} />;
  return page.loginRequired ? <RequireAuth>{view}</RequireAuth> : view;
}

export function AppRoutes() {
  return (
    <Routes>
      {SHELL_ROUTES.map((page) => (
        <Route key={page.path} path={page.path} element={<PageView page={page} />} />
      ))}
      {/* An article that is not (or no longer) on the blog leads to the blog, not home. */}
      <Route path={`${ROUTES.blog}/*`} element={<Navigate to={ROUTES.blog} replace />} />
      <Route path={`${ROUTES.searchAds}/about`} element={<Navigate to={`${ROUTES.setupSearch}/about`} replace />} />
      {/* The release page moved to the back office (releases role); old bookmarks still lead there. */}
      <Route path="/releases" element={<Navigate to="/staff/releases" replace />} />
      <Route
        path="/staff/*"
        element={
          <Suspense fallback={null}>
            <StaffArea />
          </Suspense>
        }
      />
      <Route path="*" element={<Navigate to={ROUTES.home} replace />} />
    </Routes>
  );
}
