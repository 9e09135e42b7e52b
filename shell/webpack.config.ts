import type { Configuration } from 'webpack';
import { createConfig, readWorkerConfig } from '../tools/presets/webpack/common';
import { federation } from './module-federation.config';

const shell = createConfig({
  dir: __dirname,
  federation,
  port: 3000,
  isHost: true,
  devRemotes: {
    'mfe-marketing': 3001,
    'mfe-auth': 3002,
    'mfe-search-wizard': 3003,
    'mfe-gbp-wizard': 3004,
    'mfe-dashboard': 3005,
    'mfe-backoffice': 3006,
  },
});
// The owner's reads run in a worker of their own, served beside the shell's files (decision 024).
const readWorker = readWorkerConfig(__dirname, 'shell');

export default (env: unknown, argv: { mode?: Configuration['mode'] }): Configuration[] => [
  { ...shell(env, argv), name: 'shell' },
  readWorker(env, argv),
];
