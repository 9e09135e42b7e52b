import type { AppOptions } from '../tools/presets/webpack/common';

export const federation: AppOptions['federation'] = {
  name: 'mfe_backoffice',
  filename: 'remoteEntry.js',
  exposes: { './App': './src/app/remote.tsx' },
};
