import { REMOTE_NAMES, type RemoteName } from '@adlaunch/shared';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '../../..');
export const REMOTES = REMOTE_NAMES;
export type Remote = RemoteName;
export const APPS = ['shell', ...REMOTES] as const;
export type App = (typeof APPS)[number];

export const releasesDir = () => path.resolve(process.env.RELEASES_DIR ?? path.join(ROOT, 'releases'));
export const remoteBuildsDir = (remote: string, root = ROOT) => path.join(root, remote, 'dist');
export const isRemote = (name: string): name is Remote => (REMOTES as readonly string[]).includes(name);
