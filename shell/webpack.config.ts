import { createConfig } from '../tools/webpack/common';
import { federation } from './module-federation.config';

export default createConfig({
  dir: __dirname,
  federation,
  port: 3000,
  isHost: true,
  devProxy: { '/v1': 'http://localhost:4000', '/v2': 'http://localhost:4000', '/__dev': 'http://localhost:4000', '/remotes.json': 'http://localhost:4000', '/uploads': 'http://localhost:4000' },
});
