import path from 'node:path';
import { createConfig } from '../../../presets/webpack/common';

/** The peer: the same public pages as one ordinary single-bundle React app, without federation. */
export default createConfig({
  dir: __dirname,
  federation: {},
  port: 3901,
  isHost: true,
  // The floor and the peer are served from one page template, like the shell's (a copy: the bench reads no app's files).
  template: path.join(__dirname, '../page.html'),
  withoutFederation: true,
});
