import { Suspense } from 'react';
import { preloadable } from '@adlaunch/ui-kit';
import { selectIsLoggedIn, useSessionStore } from '@adlaunch/session';
import { VisitorPage } from '../features/visitor/components/visitor-page';
import { usePageMeta } from '@adlaunch/ui-kit';

// A visitor never downloads the owner's dashboard (its charts, its calls).
export const OwnerDashboard = preloadable(() => import('./owner-dashboard').then((m) => m.OwnerDashboard));

/** /dashboard is public: a visitor sees what it offers, a logged-in owner sees their campaigns. */
export function DashboardApp() {
  const loggedIn = useSessionStore(selectIsLoggedIn);
  usePageMeta('Dashboard', 'Your AdLaunch campaigns: status, clicks, views, spend, payments and receipts.');
  return loggedIn ? (
    <Suspense fallback={<div aria-busy="true" aria-label="Loading your dashboard" />}>
      <OwnerDashboard />
    </Suspense>
  ) : (
    <VisitorPage />
  );
}
