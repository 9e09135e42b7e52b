import { REMOTE_NAMES } from '@adlaunch/shared';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '../../..');
export const REMOTES = REMOTE_NAMES;
export const APPS = ['shell', ...REMOTES] as const;
export type App = (typeof APPS)[number];

export const releasesDir = () => path.resolve(process.env.RELEASES_DIR ?? path.join(ROOT, 'releases'));
