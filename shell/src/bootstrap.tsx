import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { isOwnerPage, pageRemote } from '@adlaunch/shared';
import { selectIsLoggedIn, useSessionStore } from '@adlaunch/session';
import '@adlaunch/shared/styles/tokens.css';
import { App } from './app/app';
import { loadExposed } from './features/remotes/load-remote';

const PRELOAD_TIMEOUT_MS = 8000;

/**
 * A prerendered page is already on screen: load the code of the page first, so that React's first
 * render is complete and replaces the markup with the same markup (no flash, no layout shift).
 */
async function preloadPrerenderedPage(root: HTMLElement) {
  if (!root.hasAttribute('data-prerendered')) return;
  const target = pageRemote(window.location.pathname);
  if (!target) return;
  const preload = loadExposed(target.remote, target.exposed as never).then((module) => module.preload?.(window.location.pathname));
  await Promise.race([preload.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, PRELOAD_TIMEOUT_MS))]);
}

/** An owner's page: its data starts loading now, beside the page's code (not after it). */
function prefetchOwnerData() {
  const { pathname } = window.location;
  if (!selectIsLoggedIn(useSessionStore.getState()) || !isOwnerPage(pathname)) return;
  void import('@adlaunch/session/queries').then(({ prefetchOwnerPage }) => prefetchOwnerPage(pathname));
}

const root = document.getElementById('root')!;
prefetchOwnerData();
// A transition lets React render in slices, so a slow phone is never blocked for long.
void preloadPrerenderedPage(root).then(() => startTransition(() => createRoot(root).render(<App />)));
