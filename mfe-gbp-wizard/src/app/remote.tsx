import type { RemoteModule } from '@adlaunch/shared';
import { GbpWizardApp } from './gbp-wizard-app';

const remote: RemoteModule = { contractVersion: __CONTRACT_VERSION__, Component: GbpWizardApp };
export default remote;
