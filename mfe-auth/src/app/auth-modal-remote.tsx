import type { AuthModalProps, RemoteModule } from '@adlaunch/shared';
import { AuthModal } from '../features/auth-modal/components/auth-modal';

const remote: RemoteModule<AuthModalProps> = { contractVersion: __CONTRACT_VERSION__, Component: AuthModal };
export default remote;
