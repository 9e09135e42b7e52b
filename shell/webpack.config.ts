import { createConfig } from '../tools/webpack/common';
import { federation } from './module-federation.config';

export default createConfig({
  dir: __dirname,
  federation,
  port: 3000,
  isHost: true,
  devRemotes: { 'mfe-marketing': 3001, 'mfe-auth': 3002, 'mfe-search-wizard': 3003, 'mfe-gbp-wizard': 3004, 'mfe-dashboard': 3005 },
});
