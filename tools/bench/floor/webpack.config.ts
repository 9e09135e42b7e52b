import { createConfig } from '../../webpack/common';

/** The floor: React, react-dom, the router and the federation runtime alone, rendering one heading. */
export default createConfig({
  dir: __dirname,
  federation: { name: 'floor', remotes: {} },
  port: 3900,
  isHost: true,
});
