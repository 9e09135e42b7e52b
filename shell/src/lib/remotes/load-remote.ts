import { loadRemote, registerPlugins, registerRemotes, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { nextTask } from '@adlaunch/session';
import {
  federationName,
  isCompatibleContract,
  parseReleaseManifest,
  type ExposedPath,
  type ExposedProps,
  type ReleaseManifest,
  type RemoteModule,
  type RemoteName,
} from '@adlaunch/shared';
import { noteRemote, setReportToken } from '../health-reports';

export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: RemoteName,
    reason: string,
  ) {
    super(`${remote}: ${reason}`);
    this.name = 'RemoteUnavailableError';
  }
}

/** A failure that another try in the same page load cannot mend. */
class FinalRemoteError extends RemoteUnavailableError {}

let manifest: Promise<ReleaseManifest> | null = null;
/** The remotes this page runs a canary of (the server's `Release-Canary` answer): decision 030. */
let canaryRemotes: string[] = [];
let manifestJson = '';

/**
 * The federation runtime starts a remote in one go: its container (and the sharing of the host's
 * libraries with it), then the chunks of the exposed module and the libraries they use. On a slow phone
 * that is one long task; the exposed module is asked for in a task of its own (the hook is awaited).
 */
export const stagedStart: ModuleFederationRuntimePlugin = { name: 'adlaunch-staged-start', beforeGetExpose: () => nextTask() };

/**
 * A remote that fails to load (a dropped connection, a deploy in progress) is tried again twice,
 * 400 ms apart, before the user sees the fallback with its Retry button. The same forced
 * re-registration serves both, so a failed remote entry is fetched afresh.
 */
export const AUTO_RETRIES = 2;
export const AUTO_RETRY_DELAY_MS = 400;

/** The release manifest is read once per page load: a publish or rollback takes effect on the next load. */
export function releaseManifest(): Promise<ReleaseManifest> {
  if (!manifest) {
    manifest = fetch('/remotes.json', { cache: 'no-cache', headers: { Accept: 'application/json' } })
      .then((response) => {
        if (!response.ok) throw new Error(`release manifest answered ${response.status}`);
        canaryRemotes = (response.headers.get('Release-Canary') ?? '').split(',').filter(Boolean);
        setReportToken(response.headers.get('Release-Report-Token'));
        return response.json();
      })
      .then((json) => {
        const parsed = parseReleaseManifest(json);
        manifestJson = JSON.stringify(parsed);
        registerPlugins([stagedStart]); // once: the runtime keeps one plugin per name
        registerRemotes(Object.entries(parsed).map(([folder, { entry }]) => ({ name: folder.replace(/-/g, '_'), entry })));
        return parsed;
      })
      .catch((error) => {
        manifest = null;
        throw error;
      });
  }
  return manifest;
}

/**
 * Whether this page runs a canary that has since ended (rolled back or promoted): the release manifest
 * the server now answers this visitor differs from the one the page loaded. Only a page on a canary's
 * side asks; the others never do.
 */
export async function canaryEnded(): Promise<boolean> {
  if (canaryRemotes.length === 0 || !manifest) return false;
  const response = await fetch('/remotes.json', { cache: 'no-cache', headers: { Accept: 'application/json' } });
  if (!response.ok) return false;
  return JSON.stringify(parseReleaseManifest(await response.json())) !== manifestJson;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- one cache for modules of every props type
const loaded = new Map<string, Promise<RemoteModule<any>>>();
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const ready = new Map<string, RemoteModule<any>>();

/** A module that has already loaded, so that a view can render it in its very first render. */
export function peekExposed<R extends RemoteName, E extends ExposedPath<R>>(
  remote: R,
  exposed: E,
): RemoteModule<ExposedProps<R, E>> | undefined {
  return ready.get(`${remote}/${exposed}`);
}

/** Loads one exposed module, checks the contract version it was built against, and caches it. */
export function loadExposed<R extends RemoteName, E extends ExposedPath<R>>(
  remote: R,
  exposed: E,
  { retry = false } = {},
): Promise<RemoteModule<ExposedProps<R, E>>> {
  const key = `${remote}/${exposed}`;
  const cached = loaded.get(key);
  if (cached && !retry) return cached as Promise<RemoteModule<ExposedProps<R, E>>>;
  const once = async (fresh: boolean) => {
    const release = await releaseManifest();
    const entry = release[remote];
    if (!entry) throw new FinalRemoteError(remote, 'not in the release manifest');
    // From now on the page's health reports carry this remote's version.
    noteRemote(remote, entry.version);
    if (fresh) registerRemotes([{ name: federationName(remote), entry: entry.entry }], { force: true });
    // The remote's code arrives first; it starts in a task of its own (not in the one that read its entry).
    const factory = await loadRemote<() => { default?: RemoteModule<ExposedProps<R, E>> }>(
      `${federationName(remote)}/${exposed.slice(2)}`,
      {
        loadFactory: false,
        from: 'runtime',
      },
    );
    await nextTask();
    const exposedModule = factory?.()?.default;
    if (!exposedModule?.Component) throw new RemoteUnavailableError(remote, 'did not load');
    if (!isCompatibleContract(exposedModule.contractVersion)) {
      throw new FinalRemoteError(remote, `built against contract ${exposedModule.contractVersion}, incompatible`);
    }
    return exposedModule;
  };
  const attempt = (async () => {
    for (let tries = 0; ; tries += 1) {
      try {
        const exposedModule = await once(retry || tries > 0);
        ready.set(key, exposedModule);
        return exposedModule;
      } catch (error) {
        if (tries >= AUTO_RETRIES || error instanceof FinalRemoteError) throw error;
        await new Promise((resolve) => setTimeout(resolve, AUTO_RETRY_DELAY_MS));
      }
    }
  })();
  loaded.set(key, attempt);
  attempt.catch(() => loaded.delete(key));
  return attempt;
}
