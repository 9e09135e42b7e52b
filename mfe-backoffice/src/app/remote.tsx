import type { BackofficeProps, RemoteModule } from '@adlaunch/shared';
import { BackofficeApp } from './backoffice-app';

const remote: RemoteModule<BackofficeProps> = { contractVersion: __CONTRACT_VERSION__, Component: BackofficeApp };
export default remote;
