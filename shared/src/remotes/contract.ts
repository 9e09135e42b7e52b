import type { ComponentType } from 'react';
import type { BackofficeProps } from './backoffice';

/** The contract package's version; remotes are built against it and the shell checks its major. */
export const CONTRACT_VERSION = '2.0.0';

export const REMOTE_NAMES = [
  'mfe-marketing',
  'mfe-auth',
  'mfe-search-wizard',
  'mfe-gbp-wizard',
  'mfe-dashboard',
  'mfe-backoffice',
] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Federation container names must be identifiers: `mfe-auth` -> `mfe_auth`. */
export const federationName = (remote: RemoteName) => remote.replace(/-/g, '_');

/** What every exposed module exports as default. */
export interface RemoteModule<P = object> {
  contractVersion: string;
  Component: ComponentType<P>;
  /** Loads what the page at `pathname` needs, so that its first render is complete (used over prerendered pages). */
  preload?: (pathname: string) => Promise<void>;
}

export interface AuthModalProps {
  /** Called after a successful login or verification, before the modal closes. */
  onSuccess?: () => void;
}

export interface RegisterPageProps {
  product: 'search_ads' | 'gbp';
}

/** Every remote and what it exposes: the shell's loading is typed from this. */
export interface RemoteExposes {
  'mfe-marketing': { './App': RemoteModule };
  'mfe-auth': {
    './AuthModal': RemoteModule<AuthModalProps>;
    './RegisterPage': RemoteModule<RegisterPageProps>;
    './LoginPage': RemoteModule;
  };
  'mfe-search-wizard': { './App': RemoteModule };
  'mfe-gbp-wizard': { './App': RemoteModule };
  'mfe-dashboard': { './App': RemoteModule };
  /** Staff only: mounted at /staff after the shell's staff sign-in, never in the page table (no visitor or owner loads it). */
  'mfe-backoffice': { './App': RemoteModule<BackofficeProps> };
}

export type ExposedPath<R extends RemoteName> = keyof RemoteExposes[R] & string;
export type ExposedProps<R extends RemoteName, E extends ExposedPath<R>> = RemoteExposes[R][E] extends RemoteModule<infer P> ? P : never;

export interface ReleaseEntry {
  version: string;
  entry: string;
}
export type ReleaseManifest = Record<string, ReleaseEntry>;

/** A remote version's name: a build folder's name and the manifest's `version`. */
export const RELEASE_VERSION = /^[0-9A-Za-z.+-]{1,80}$/;

/**
 * Checks the release manifest fetched at page load. It is the first thing on the page's critical
 * path, so it is a plain check rather than a zod schema: zod loads later, with the first form.
 */
export function parseReleaseManifest(json: unknown): ReleaseManifest {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) throw new Error('The release manifest is not an object.');
  const manifest: ReleaseManifest = {};
  for (const [name, value] of Object.entries(json)) {
    const entry = value as Partial<ReleaseEntry> | null;
    if (
      typeof entry?.version !== 'string' ||
      !RELEASE_VERSION.test(entry.version) ||
      typeof entry.entry !== 'string' ||
      entry.entry.length === 0
    ) {
      throw new Error(`The release manifest's entry for ${name} is not valid.`);
    }
    manifest[name] = { version: entry.version, entry: entry.entry };
  }
  return manifest;
}

export function isCompatibleContract(remoteVersion: string, hostVersion: string = CONTRACT_VERSION): boolean {
  const major = (v: string) => v.split('.')[0];
  return /^\d+\.\d+\.\d+/.test(remoteVersion) && major(remoteVersion) === major(hostVersion);
}
