import type { ComponentType } from 'react';
import { z } from 'zod';

/** The contract package's version; remotes are built against it and the shell checks its major. */
export const CONTRACT_VERSION = '1.0.0';

export const REMOTE_NAMES = ['mfe-marketing', 'mfe-auth', 'mfe-search-wizard', 'mfe-gbp-wizard', 'mfe-dashboard'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Federation container names must be identifiers: `mfe-auth` -> `mfe_auth`. */
export const federationName = (remote: RemoteName) => remote.replace(/-/g, '_');

/** What every exposed module exports as default. */
export interface RemoteModule<P = object> {
  contractVersion: string;
  Component: ComponentType<P>;
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
  'mfe-auth': { './AuthModal': RemoteModule<AuthModalProps>; './RegisterPage': RemoteModule<RegisterPageProps> };
  'mfe-search-wizard': { './App': RemoteModule };
  'mfe-gbp-wizard': { './App': RemoteModule };
  'mfe-dashboard': { './App': RemoteModule };
}

export type ExposedPath<R extends RemoteName> = keyof RemoteExposes[R] & string;
export type ExposedProps<R extends RemoteName, E extends ExposedPath<R>> =
  RemoteExposes[R][E] extends RemoteModule<infer P> ? P : never;

export const releaseEntrySchema = z.object({
  version: z.string().regex(/^[0-9A-Za-z.+-]{1,80}$/),
  entry: z.string().min(1),
});
export const releaseManifestSchema = z.record(z.string(), releaseEntrySchema);
export type ReleaseEntry = z.infer<typeof releaseEntrySchema>;
export type ReleaseManifest = z.infer<typeof releaseManifestSchema>;

export function isCompatibleContract(remoteVersion: string, hostVersion: string = CONTRACT_VERSION): boolean {
  const major = (v: string) => v.split('.')[0];
  return /^\d+\.\d+\.\d+/.test(remoteVersion) && major(remoteVersion) === major(hostVersion);
}
