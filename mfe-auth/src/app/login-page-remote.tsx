import type { RemoteModule } from '@adlaunch/shared';
import { LoginPage } from '../features/login-page/components/login-page';

const remote: RemoteModule = { contractVersion: __CONTRACT_VERSION__, Component: LoginPage };
export default remote;
