import path from 'node:path';
import { createConfig } from '../../../presets/webpack/common';

/** The floor: React, react-dom, the router and the federation runtime alone, rendering one heading. */
export default createConfig({
  dir: __dirname,
  federation: { name: 'floor', remotes: {} },
  port: 3900,
  isHost: true,
  // The floor and the peer are served from one page template, like the shell's (a copy: the bench reads no app's files).
  template: path.join(__dirname, '../page.html'),
});
