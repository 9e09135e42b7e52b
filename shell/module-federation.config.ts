import type { AppOptions } from '../tools/presets/webpack/common';

/** The host declares no remotes at build time: they come from the release manifest at page load. */
export const federation: AppOptions['federation'] = {
  name: 'shell',
  remotes: {},
};
