import { createConfig } from '../../webpack/common';

/** The peer: the same public pages as one ordinary single-bundle React app, without federation. */
export default createConfig({
  dir: __dirname,
  federation: {},
  port: 3901,
  isHost: true,
  withoutFederation: true,
});
