import { isOwnerPage, pageRemote } from '@adlaunch/shared';
import type * as SessionClient from '@adlaunch/session';
import '@adlaunch/shared/styles/tokens.css';
import { installErrorCapture } from './lib/health-reports';
import { preloadPageFiles } from './lib/remotes/page-files';

const PRELOAD_TIMEOUT_MS = 8000;
/**
 * How long an owner's page waits for its data before the app takes over with its own placeholder. The
 * served frame holds the page's form with the owner's answers (decision 036) and takes input already:
 * replacing it with a placeholder before the data is there would take the fields from under the owner.
 */
const OWNER_DATA_WAIT_MS = 10_000;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
/** Ends the current task (the session client's `nextTask`, needed here before that client has loaded). */
const nextTask = () => wait(0);

/**
 * A prerendered page is already on screen: load the code of the page first, so that React's first
 * render is complete and replaces the markup with the same markup (no flash, no layout shift). The
 * API client (zod, the schemas, axios) is not part of it, on an owner's page too: the owner's data is
 * read and checked in a worker (decision 024), and the client loads with the first change or form check.
 */
async function loadServedPageCode(root: HTMLElement) {
  if (!root.hasAttribute('data-prerendered')) return;
  const target = pageRemote(window.location.pathname);
  if (!target) return;
  const { loadExposed } = await import('./lib/remotes/load-remote');
  const preload = loadExposed(target.remote, target.exposed as never).then((module) => module.preload?.(window.location.pathname));
  await Promise.race([preload.catch(() => undefined), wait(PRELOAD_TIMEOUT_MS)]);
}

/**
 * An owner's page: its data starts loading now, beside the page's code (not after it). Answers when
 * the data is there (or after a few seconds), so that the first render shows it: data arriving in
 * the middle of that render would make React start it again, all at once.
 */
async function loadOwnerData({ startTokenCheck, useSessionStore }: typeof SessionClient): Promise<void> {
  const { token } = useSessionStore.getState();
  // Who the owner is, beside their orders: the session is in the first render too (the token-login
  // hook reads the same answer, and handles a refused token).
  const session = token
    ? startTokenCheck(token).then(
        (answer) => useSessionStore.getState().setSession(answer),
        () => undefined,
      )
    : undefined;
  try {
    const { prefetchOwnerPageQueries } = await import('@adlaunch/session/queries');
    // The queries start in a task after the one that ran the modules (the query library among them).
    await nextTask();
    await Promise.race([Promise.all([prefetchOwnerPageQueries(window.location.pathname), session]), wait(OWNER_DATA_WAIT_MS)]);
  } catch {
    // The queries failed to load (a dropped connection): the page loads its data itself, with its retry.
  }
}

/**
 * Start-up in stages, each a task of its own (one long task would leave a slow phone unable to
 * answer a tap): the page's files are asked for, then the session client's modules run, then the
 * page's data starts loading, then its code, then React DOM starts, then the router, then the
 * app's own modules, then the first render.
 */
async function start() {
  const root = document.getElementById('root')!;
  // Errors are noted from the start (two listeners); they are sent once the page is usable (app.tsx).
  installErrorCapture();
  preloadPageFiles();
  await nextTask();
  // The session client (the token, the owner's store) runs its modules in a task of its own.
  const session = await import('@adlaunch/session');
  await nextTask();
  const ownerPage = session.selectIsLoggedIn(session.useSessionStore.getState()) && isOwnerPage(window.location.pathname);
  const ownerData = ownerPage ? loadOwnerData(session) : undefined;
  await nextTask();
  // Only a page whose frame is on screen waits for its data; an empty page renders at once.
  const framed = root.hasAttribute('data-prerendered');
  const pageCode = loadServedPageCode(root);
  await nextTask();
  const [{ createRoot }, { startTransition, createElement }] = await Promise.all([import('react-dom/client'), import('react')]);
  await nextTask();
  // The router is the largest library the app's modules need: it starts in a task of its own.
  await import('react-router-dom');
  await nextTask();
  const { App } = await import('./app/app');
  await Promise.all([pageCode, framed ? ownerData : undefined]);
  await nextTask();
  // A transition lets React render in slices, so a slow phone is never blocked for long.
  startTransition(() => createRoot(root).render(createElement(App)));
}

void start();
