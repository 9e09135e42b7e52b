import type { RemoteModule } from '@adlaunch/shared';
import { DashboardApp } from './dashboard-app';

const remote: RemoteModule = { contractVersion: __CONTRACT_VERSION__, Component: DashboardApp };
export default remote;
