import type { AppOptions } from '../tools/presets/webpack/common';

export const federation: AppOptions['federation'] = {
  name: 'mfe_auth',
  filename: 'remoteEntry.js',
  exposes: {
    './AuthModal': './src/app/auth-modal-remote.tsx',
    './RegisterPage': './src/app/register-page-remote.tsx',
    './LoginPage': './src/app/login-page-remote.tsx',
  },
};
