import path from 'node:path';

export const ROOT = path.resolve(__dirname, '../..');
export const REMOTES = ['mfe-marketing', 'mfe-auth', 'mfe-search-wizard', 'mfe-gbp-wizard', 'mfe-dashboard'] as const;
export type Remote = (typeof REMOTES)[number];
export const APPS = ['shell', ...REMOTES] as const;
export type App = (typeof APPS)[number];

export const releasesDir = () => path.resolve(process.env.RELEASES_DIR ?? path.join(ROOT, 'releases'));
export const remoteBuildsDir = (remote: string, root = ROOT) => path.join(root, remote, 'dist');
export const isRemote = (name: string): name is Remote => (REMOTES as readonly string[]).includes(name);
