import { selectIsLoggedIn, useSessionStore } from '@adlaunch/session';
import { type RemoteModule } from '@adlaunch/shared';
import { DashboardApp, OwnerDashboard } from './dashboard-app';

const remote: RemoteModule = {
  contractVersion: __CONTRACT_VERSION__,
  Component: DashboardApp,
  // The first render is then complete: the owner's dashboard, or the visitor page.
  preload: () => (selectIsLoggedIn(useSessionStore.getState()) ? OwnerDashboard.preload() : Promise.resolve()),
};
export default remote;
