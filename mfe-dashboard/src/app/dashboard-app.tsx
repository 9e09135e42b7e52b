import { selectIsLoggedIn, useSessionStore } from '@adlaunch/shared';
import { VisitorPage } from '../features/visitor/components/visitor-page';
import { usePageMeta } from '../lib/use-page-meta';
import { OwnerDashboard } from './owner-dashboard';

/** /dashboard is public: a visitor sees what it offers, a logged-in owner sees their campaigns. */
export function DashboardApp() {
  const loggedIn = useSessionStore(selectIsLoggedIn);
  usePageMeta('Dashboard', 'Your AdLaunch campaigns: status, clicks, views, spend, payments and receipts.');
  return loggedIn ? <OwnerDashboard /> : <VisitorPage />;
}
