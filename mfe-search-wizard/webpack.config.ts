import { createConfig } from '../tools/webpack/common';
import { federation } from './module-federation.config';

export default createConfig({ dir: __dirname, federation, port: 3003 });
