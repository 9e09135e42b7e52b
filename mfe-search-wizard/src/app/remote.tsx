import type { RemoteModule } from '@adlaunch/shared';
import { SearchWizardApp } from './search-wizard-app';

const remote: RemoteModule = { contractVersion: __CONTRACT_VERSION__, Component: SearchWizardApp };
export default remote;
