import type { RemoteModule } from '@adlaunch/shared';
import { MarketingApp } from './marketing-app';

const remote: RemoteModule = { contractVersion: __CONTRACT_VERSION__, Component: MarketingApp };
export default remote;
