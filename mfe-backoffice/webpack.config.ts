import { createConfig } from '../tools/presets/webpack/common';
import { federation } from './module-federation.config';

export default createConfig({ dir: __dirname, federation, port: 3006 });
