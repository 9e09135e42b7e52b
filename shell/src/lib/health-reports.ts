/**
 * Release health reports (decision 030): what went wrong on this page and how fast it was, each tagged
 * with every remote the page has loaded (`name@version`), sent in the background by beacon. Batched,
 * capped in size and number per page load, and never more than one beacon every few seconds. Nothing
 * personal: a random id per page load, messages without email addresses, query strings or tokens.
 */
import type { ErrorReportKind, ReportItem, VitalReportKind } from '@adlaunch/shared';

type Item = Omit<ReportItem, 'remote'> & { remote?: string };

export const MAX_ITEMS_PER_PAGE = 60;
/** Speed figures have their own small allowance: a page full of errors still tells how fast it was. */
const MAX_METRICS_PER_PAGE = 10;
const MAX_BATCH_ITEMS = 20;
/** Below the API's 8 KB limit for a batch. */
export const MAX_BATCH_BYTES = 6000;
const MAX_BEACONS_PER_PAGE = 20;
export const MIN_SEND_GAP_MS = 3000;
/** The first beacon (it counts the page load as a session of each remote version) waits this long after the page is usable. */
const FIRST_SEND_DELAY_MS = 3000;

const randomId = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) => b.toString(36).padStart(2, '0'))
    .join('')
    .slice(0, 16);

const state = {
  session: '',
  /** The report token the release manifest came with: without it the server counts nothing. */
  token: '',
  loaded: new Map<string, string>(),
  queue: [] as Item[],
  queued: 0,
  metrics: 0,
  beacons: 0,
  lastSent: 0,
  timer: null as ReturnType<typeof setTimeout> | null,
  started: false,
  sentOnce: false,
  base: '',
};

/** No personal data leaves the page: addresses, query strings, fragments and long tokens are cut out. */
export function scrub(text: string): string {
  return text
    .replace(/[^\s@'"<>()]+@[^\s@'"<>()]+\.[A-Za-z]{2,}/g, '[email]')
    .replace(/([?#])[^\s'")<>]*/g, '')
    .replace(/[A-Za-z0-9_-]{24,}/g, '[redacted]')
    .slice(0, 300);
}

const tags = () => [...state.loaded].map(([remote, version]) => `${remote}@${version}`);

/** The report token the page's release manifest came with (`Release-Report-Token`), sent with every batch. */
export function setReportToken(token: string | null) {
  if (token && !state.token) state.token = token;
}

/** A remote (and its version) is on this page: every report from now on carries it. */
export function noteRemote(remote: string, version: string) {
  state.loaded.set(remote, version);
}

function push(item: Omit<Item, 'remotes'>) {
  const metric = item.value !== undefined;
  if (metric ? state.metrics >= MAX_METRICS_PER_PAGE : state.queued >= MAX_ITEMS_PER_PAGE) return;
  if (metric) state.metrics += 1;
  else state.queued += 1;
  state.queue.push({ ...item, remotes: tags() });
  if (state.started) schedule(MIN_SEND_GAP_MS);
}

function describe(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return typeof error === 'string' ? error : 'Non-error thrown';
}

export function reportProblem(kind: ErrorReportKind, error: unknown, remote?: string) {
  push({ kind, message: scrub(describe(error)), ...(remote ? { remote } : {}) });
}

export function reportMetric(kind: VitalReportKind, value: number) {
  if (Number.isFinite(value) && value >= 0) push({ kind, value: Math.round(value * 1000) / 1000 });
}

const endpoint = () => `${state.base.replace(/\/+$/, '')}/v2/release-health/reports`;

/** Sends what waits, in batches within the size cap. `final`: the page is going away (no gap is kept). */
export function flush(final = false) {
  if (state.timer) clearTimeout(state.timer);
  state.timer = null;
  if (state.loaded.size === 0 || state.beacons >= MAX_BEACONS_PER_PAGE) return;
  if (state.sentOnce && state.queue.length === 0) return;
  const wait = state.lastSent + MIN_SEND_GAP_MS - Date.now();
  if (!final && wait > 0) {
    schedule(wait);
    return;
  }
  let items = state.queue.slice(0, MAX_BATCH_ITEMS);
  const batch = (chosen: Item[]) =>
    JSON.stringify({ session: state.session, remotes: tags(), items: chosen, ...(state.token ? { token: state.token } : {}) });
  let body = batch(items);
  while (body.length > MAX_BATCH_BYTES && items.length > 0) {
    items = items.slice(0, -1);
    body = batch(items);
  }
  if (items.length === 0 && state.queue.length > 0) {
    // One item too large on its own: dropped, not sent.
    state.queue.shift();
    flush(final);
    return;
  }
  // A plain-text beacon needs no preflight when the API is on another origin.
  const sent = navigator.sendBeacon?.(endpoint(), body) ?? false;
  if (!sent) return;
  state.sentOnce = true;
  state.beacons += 1;
  state.lastSent = Date.now();
  state.queue.splice(0, items.length);
  if (state.queue.length > 0 && !final) schedule(MIN_SEND_GAP_MS);
}

function schedule(ms: number) {
  if (state.timer) return;
  state.timer = setTimeout(() => flush(), ms);
}

/**
 * Listens for uncaught errors and unhandled rejections from the start of the page (two listeners;
 * the work is done when something happens).
 */
export function installErrorCapture() {
  state.session = randomId();
  window.addEventListener('error', (event) => reportProblem('error', event.error ?? event.message));
  window.addEventListener('unhandledrejection', (event) => reportProblem('rejection', event.reason));
}

/**
 * Starts sending, once the page is usable: the first beacon a few seconds later, then batches, and what
 * is left when the page is hidden. The speed library loads only then, in a task of its own, and reads
 * the page's LCP, INP and CLS from the browser's buffered entries.
 */
export function startReporting(apiBase: string) {
  if (state.started) return;
  state.started = true;
  state.base = apiBase;
  schedule(FIRST_SEND_DELAY_MS);
  const leave = () => flush(true);
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && leave());
  window.addEventListener('pagehide', leave);
  void import(/* webpackChunkName: "web-vitals" */ 'web-vitals').then(
    ({ onLCP, onINP, onCLS }) => {
      onLCP((metric) => reportMetric('lcp', metric.value));
      onINP((metric) => reportMetric('inp', metric.value));
      onCLS((metric) => reportMetric('cls', metric.value));
    },
    () => undefined,
  );
}

/** For tests: a fresh page load. */
export function resetReportsForTest() {
  if (state.timer) clearTimeout(state.timer);
  Object.assign(state, {
    session: randomId(),
    token: '',
    loaded: new Map(),
    queue: [],
    queued: 0,
    metrics: 0,
    beacons: 0,
    lastSent: 0,
    timer: null,
    started: false,
    sentOnce: false,
    base: '',
  });
}
