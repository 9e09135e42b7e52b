import type { RemoteModule } from '@adlaunch/shared';
import { MarketingApp } from './marketing-app';
import { pageFor } from './pages';

const remote: RemoteModule = {
  contractVersion: __CONTRACT_VERSION__,
  Component: MarketingApp,
  preload: (pathname) => pageFor(pathname).preload(),
};
export default remote;
