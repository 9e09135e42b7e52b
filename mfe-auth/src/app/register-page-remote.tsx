import type { RegisterPageProps, RemoteModule } from '@adlaunch/shared';
import { RegisterPage } from '../features/register-page/components/register-page';

const remote: RemoteModule<RegisterPageProps> = { contractVersion: __CONTRACT_VERSION__, Component: RegisterPage };
export default remote;
