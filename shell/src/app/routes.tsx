import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { MARKETING_PATHS, ROUTES } from '@adlaunch/shared';
import { RemoteView } from '../lib/remotes/remote-view';
import { RequireAuth } from '../features/session/require-auth';

// The release managers' page (decision 030) loads only when it is opened: no public page carries it.
const ReleasePage = lazy(() => import('../features/release-page/release-page').then((m) => ({ default: m.ReleasePage })));

export function AppRoutes() {
  const marketing = <RemoteView remote="mfe-marketing" exposed="./App" label="This page" />;
  return (
    <Routes>
      {MARKETING_PATHS.map((path) => (
        <Route key={path} path={path} element={marketing} />
      ))}
      <Route
        path={ROUTES.registerAds}
        element={<RemoteView remote="mfe-auth" exposed="./RegisterPage" props={{ product: 'search_ads' }} label="Registration" />}
      />
      <Route
        path={ROUTES.registerGbp}
        element={<RemoteView remote="mfe-auth" exposed="./RegisterPage" props={{ product: 'gbp' }} label="Registration" />}
      />
      <Route path={ROUTES.dashboard} element={<RemoteView remote="mfe-dashboard" exposed="./App" label="The dashboard" />} />
      {/* An article that is not (or no longer) on the blog leads to the blog, not home. */}
      <Route path={`${ROUTES.blog}/*`} element={<Navigate to={ROUTES.blog} replace />} />
      <Route path={`${ROUTES.searchAds}/about`} element={<Navigate to={`${ROUTES.setupSearch}/about`} replace />} />
      <Route
        path={`${ROUTES.setupSearch}/*`}
        element={
          <RequireAuth>
            <RemoteView remote="mfe-search-wizard" exposed="./App" label="The search ads setup" />
          </RequireAuth>
        }
      />
      <Route
        path={`${ROUTES.setupGbp}/*`}
        element={
          <RequireAuth>
            <RemoteView remote="mfe-gbp-wizard" exposed="./App" label="The business profile setup" />
          </RequireAuth>
        }
      />
      <Route
        path="/releases"
        element={
          <Suspense fallback={null}>
            <ReleasePage />
          </Suspense>
        }
      />
      <Route path="*" element={<Navigate to={ROUTES.home} replace />} />
    </Routes>
  );
}
