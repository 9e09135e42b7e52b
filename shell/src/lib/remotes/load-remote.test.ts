jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));

const manifest = {
  'mfe-marketing': { version: '1.0.0-abc', entry: '/remotes/mfe-marketing/1.0.0-abc/mf-manifest.json' },
  'mfe-auth': { version: '1.0.0-def', entry: '/remotes/mfe-auth/1.0.0-def/mf-manifest.json' },
};

let loadRemote: jest.Mock;
let registerRemotes: jest.Mock;
let registerPlugins: jest.Mock;
/** What the runtime answers when asked for a module's factory rather than the module. */
const factory = (module: unknown) => () => module;

/** A fresh module per test: the release manifest is cached per page load. */
async function freshModule() {
  jest.resetModules();
  const runtime = await import('@module-federation/enhanced/runtime');
  loadRemote = runtime.loadRemote as jest.Mock;
  registerRemotes = runtime.registerRemotes as jest.Mock;
  registerPlugins = runtime.registerPlugins as jest.Mock;
  return import('./load-remote');
}

beforeEach(() => {
  global.fetch = jest.fn().mockResolvedValue({ ok: true, headers: new Headers(), json: async () => manifest }) as unknown as typeof fetch;
});

describe('a page on a canary (decision 030)', () => {
  const answer = (json: unknown, canary = '') => ({
    ok: true,
    headers: new Headers(canary ? { 'Release-Canary': canary } : {}),
    json: async () => json,
  });
  const canaryManifest = {
    ...manifest,
    'mfe-marketing': { version: '1.0.0-new', entry: '/remotes/mfe-marketing/1.0.0-new/remoteEntry.js' },
  };

  it('learns on its next page that the canary has ended: the server now answers the live release', async () => {
    global.fetch = jest
      .fn()
      .mockResolvedValueOnce(answer(canaryManifest, 'mfe-marketing'))
      .mockResolvedValueOnce(answer(canaryManifest, 'mfe-marketing'))
      .mockResolvedValueOnce(answer(manifest)) as unknown as typeof fetch;
    const { releaseManifest, canaryEnded } = await freshModule();
    await releaseManifest();
    expect(await canaryEnded()).toBe(false);
    expect(await canaryEnded()).toBe(true);
  });

  it('never asks on a page of the live release (the control group)', async () => {
    const { releaseManifest, canaryEnded } = await freshModule();
    await releaseManifest();
    expect(await canaryEnded()).toBe(false);
    expect(global.fetch).toHaveBeenCalledTimes(1);
  });
});

it('registers every remote of the release manifest under its federation name', async () => {
  const { releaseManifest } = await freshModule();
  await releaseManifest();
  expect(global.fetch).toHaveBeenCalledWith('/remotes.json', expect.objectContaining({ cache: 'no-cache' }));
  expect(registerRemotes).toHaveBeenCalledWith([
    { name: 'mfe_marketing', entry: '/remotes/mfe-marketing/1.0.0-abc/mf-manifest.json' },
    { name: 'mfe_auth', entry: '/remotes/mfe-auth/1.0.0-def/mf-manifest.json' },
  ]);
});

it("asks for a remote's exposed module in a task after the one that started its container", async () => {
  const { releaseManifest, stagedStart } = await freshModule();
  await releaseManifest();
  expect(registerPlugins).toHaveBeenCalledWith([stagedStart]);
  jest.useFakeTimers();
  try {
    let asked = false;
    const hook = stagedStart.beforeGetExpose as unknown as () => Promise<void>;
    void hook().then(() => (asked = true));
    await Promise.resolve();
    await Promise.resolve();
    expect(asked).toBe(false); // not in the same task
    await jest.runAllTimersAsync();
    expect(asked).toBe(true);
  } finally {
    jest.useRealTimers();
  }
});

it('loads an exposed module and checks its contract version', async () => {
  const Component = () => null;
  const { loadExposed } = await freshModule();
  loadRemote.mockResolvedValue(factory({ default: { contractVersion: '2.4.0', Component } }));
  await expect(loadExposed('mfe-marketing', './App')).resolves.toEqual({ contractVersion: '2.4.0', Component });
  expect(loadRemote).toHaveBeenCalledWith('mfe_marketing/App', { loadFactory: false, from: 'runtime' });
});

it('refuses a remote built against another major version of the contract', async () => {
  const { loadExposed } = await freshModule();
  loadRemote.mockResolvedValue(factory({ default: { contractVersion: '3.0.0', Component: () => null } }));
  await expect(loadExposed('mfe-marketing', './App')).rejects.toThrow(/incompatible/);
});

it('tries a failing remote twice more, fetching its entry afresh, before giving up', async () => {
  jest.useFakeTimers();
  try {
    const Component = () => null;
    const { loadExposed, AUTO_RETRY_DELAY_MS } = await freshModule();
    loadRemote
      .mockRejectedValueOnce(new Error('network'))
      .mockResolvedValueOnce(factory({ default: { contractVersion: '2.0.0', Component } }));
    const loading = loadExposed('mfe-marketing', './App');
    // The retry's delay, then the task in which the remote's code starts.
    await jest.advanceTimersByTimeAsync(AUTO_RETRY_DELAY_MS);
    await jest.runOnlyPendingTimersAsync();
    await expect(loading).resolves.toEqual({ contractVersion: '2.0.0', Component });
    expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'mfe_marketing', entry: manifest['mfe-marketing'].entry }], { force: true });

    loadRemote.mockReset().mockRejectedValue(new Error('network'));
    const failing = loadExposed('mfe-auth', './AuthModal');
    const outcome = expect(failing).rejects.toThrow('network');
    await jest.advanceTimersByTimeAsync(2 * AUTO_RETRY_DELAY_MS);
    await outcome;
    expect(loadRemote).toHaveBeenCalledTimes(3);
  } finally {
    jest.useRealTimers();
  }
});

it('does not try again a remote built against another major version', async () => {
  const { loadExposed } = await freshModule();
  loadRemote.mockResolvedValue(factory({ default: { contractVersion: '3.0.0', Component: () => null } }));
  await expect(loadExposed('mfe-marketing', './App')).rejects.toThrow(/incompatible/);
  expect(loadRemote).toHaveBeenCalledTimes(1);
});

it('refuses a remote missing from the manifest, and re-registers on retry', async () => {
  const { loadExposed } = await freshModule();
  await expect(loadExposed('mfe-dashboard', './App')).rejects.toThrow(/not in the release manifest/);
  loadRemote.mockResolvedValue(factory({ default: { contractVersion: '2.0.0', Component: () => null } }));
  await loadExposed('mfe-auth', './AuthModal', { retry: true });
  expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'mfe_auth', entry: manifest['mfe-auth'].entry }], { force: true });
});
