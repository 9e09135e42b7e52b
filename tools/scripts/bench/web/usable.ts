import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { refuseElsewhere } from './bytes';
import { median, type Cookie } from './lighthouse';

// A throttled phone opens a page with an empty cache: when it paints, when it can first be used (a
// tap or typed text does something), and how long each interaction then takes to answer, measured
// the way INP is. Devtools throttling slows the CPU actually running here, so the figures scale with
// this machine; every row is judged against the single-bundle peer measured in the same run.

/** A mid-range phone on slow 4G, as Lighthouse's mobile preset describes it, with a cold cache every run. */
const PHONE = {
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadKbps: 1.6 * 1024,
  uploadKbps: 750,
  width: 412,
  height: 823,
  deviceScaleFactor: 1.75,
};

export const PHONE_TEXT = `CPU ${PHONE.cpuSlowdown}x slower, slow 4G (${PHONE.latencyMs} ms latency, 1.6 Mbit/s down, ${PHONE.uploadKbps} kbit/s up), an empty cache, ${PHONE.width} px wide, touch`;

/**
 * What "usable" waits for on a page: its first text field; on a page without one its first link or
 * button in `main`, else in the header; on a page with none of these (the floor) its heading.
 */
export type Target = 'field' | 'main' | 'header' | 'heading';

/** What one page offers to measure, seen once unthrottled before its runs. */
export interface Plan {
  target: Target;
  /** The target's tag and label, for the table ('input "Business name"'). */
  element: string;
  /** The header's menu button shows at this width. */
  menu: boolean;
  /** A wizard step's "Save and continue" (or Next) button. */
  next: boolean;
}

export interface UsableRun {
  firstPaintMs: number;
  /** `performance.now()` when the target first held; null when it never did within the wait. */
  usableMs: number | null;
  /** Each interaction's longest event duration; 0 for one whose events all took under 16 ms (not reported). */
  interactionsMs: number[];
  benchmarkIndex: number;
}

export interface UsableRow {
  plan: Plan;
  runs: UsableRun[];
  firstPaintMs: number;
  /** The median over the runs; null when a run never became usable. */
  usableMs: number | null;
  /** Over every interaction of every run; null with none. */
  p75Ms: number | null;
  maxMs: number | null;
  interactions: number;
}

/** What the bench taps: the target, the header's menu button, a wizard step's Next. */
type Finder = 'target' | 'menu' | 'next';

interface BenchWindow {
  __bench: {
    usableAt?: number;
    interactions: Record<number, number>;
    /** The first element of a kind that is in the page's layout (not a hidden input, nor in a hidden subtree or a closed dialog). */
    first: (target: Target) => Element | null;
    find: Record<Finder, () => Element | null>;
  };
  __benchUsable?: (at: string) => void;
}

/** How long a run waits for the page to become usable before it gives up on it. */
const USABLE_WAIT_MS = 30_000;
/** Typing: one key this often, this many times (an even number: each character is taken back). */
const KEY_EVERY_MS = 200;
const KEYS = 16;
/** Time left between two taps, and after the last one for its event entries to arrive. */
const PAUSE_MS = 300;
const SETTLE_MS = 800;

/**
 * Runs in the page before any of its own scripts. It notes the first moment the target is not inside
 * an inert subtree, enabled and visible, checking on every frame and on every change to the document
 * until then (and nothing after), and collects each interaction's longest event, as INP does. With no
 * target (the look before the runs) it only finds elements.
 */
function pageScript(target: Target | null) {
  const w = window as unknown as BenchWindow;
  const selectors: Record<Target, string> = {
    field: 'input, textarea, select',
    main: 'main a[href], main button',
    header: 'header a[href], header button',
    heading: 'h1',
  };
  const firstOf = (selector: string) =>
    [...document.querySelectorAll(selector)].find(
      (el) =>
        !(el instanceof HTMLInputElement && el.type === 'hidden') &&
        !el.closest('[hidden], dialog:not([open])') &&
        el.getClientRects().length > 0,
    ) ?? null;
  const state: BenchWindow['__bench'] = {
    interactions: {},
    first: (kind) => firstOf(selectors[kind]),
    find: {
      target: () => (target ? firstOf(selectors[target]) : null),
      menu: () => firstOf('header button[aria-controls="main-nav"]'),
      next: () =>
        [...document.querySelectorAll('main button[type=submit]')].find((b) => /^(next|save and )/i.test(b.textContent?.trim() ?? '')) ??
        null,
    },
  };
  w.__bench = state;
  if (!target) return;
  const usable = (el: Element | null) => {
    if (!el || el.closest('[inert]') || el.matches(':disabled')) return false;
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
  };
  const found = () => {
    state.usableAt = performance.now();
    observer.disconnect();
    w.__benchUsable?.(String(state.usableAt));
  };
  // Every change to the document (an `inert` or `disabled` taken off, the field rendered) and every frame.
  const observer = new MutationObserver(() => {
    if (state.usableAt === undefined && usable(state.find.target())) found();
  });
  observer.observe(document, { subtree: true, childList: true, attributes: true });
  const frame = () => {
    if (state.usableAt !== undefined) return;
    if (usable(state.find.target())) found();
    else requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      if (entry.interactionId)
        state.interactions[entry.interactionId] = Math.max(state.interactions[entry.interactionId] ?? 0, entry.duration);
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
}

/**
 * A function as a script for the page, called with `arg`. tsx wraps named functions in an `__name`
 * helper that exists only in Node, so the script brings its own.
 */
export const script = <A, R>(fn: (arg: A) => R, arg?: A) =>
  `(() => { const __name = (f) => f; return (${fn.toString()})(${JSON.stringify(arg ?? null)}); })()`;

export const newPhoneContext = async (browser: Browser, url: string, cookie?: Cookie) => {
  const context = await browser.newContext({
    viewport: { width: PHONE.width, height: PHONE.height },
    deviceScaleFactor: PHONE.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
  });
  if (cookie) await context.addCookies([{ ...cookie, url }]);
  return context;
};

/** Looks at the page once, unthrottled and settled: what usable waits for, and which interactions it offers. */
export async function planOf(browser: Browser, url: string, cookie?: Cookie): Promise<Plan> {
  const context = await newPhoneContext(browser, url, cookie);
  try {
    await context.addInitScript(script(pageScript, null));
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
    refuseElsewhere(url, page.url());
    return (await page.evaluate(
      script(() => {
        const bench = (window as unknown as BenchWindow).__bench;
        const target = (['field', 'main', 'header'] as const).find((kind) => bench.first(kind)) ?? 'heading';
        const el = bench.first(target);
        const label = (
          (el && 'labels' in el ? (el as HTMLInputElement).labels?.[0]?.textContent : null) ||
          el?.getAttribute('aria-label') ||
          el?.textContent ||
          ''
        )
          .replace(/\s+/g, ' ')
          .trim();
        return {
          target,
          element: el ? `${el.tagName.toLowerCase()}${label ? ` "${label.length > 28 ? `${label.slice(0, 27)}…` : label}"` : ''}` : 'none',
          menu: Boolean(bench.find.menu()),
          next: Boolean(bench.find.next()),
        };
      }),
    )) as Plan;
  } finally {
    await context.close();
  }
}

/** Lighthouse's own measure of the machine's speed (`computeBenchmarkIndex`), run unthrottled in a blank page. */
export async function benchmarkIndexIn(context: BrowserContext): Promise<number> {
  const { pageFunctions } = await import('lighthouse/core/lib/page-functions.js');
  const page = await context.newPage();
  try {
    return Math.round((await page.evaluate(script(pageFunctions.computeBenchmarkIndex))) as number);
  } finally {
    await page.close();
  }
}

export async function throttle(session: CDPSession) {
  await session.send('Network.enable');
  await session.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE.latencyMs,
    downloadThroughput: (PHONE.downloadKbps * 1024) / 8,
    uploadThroughput: (PHONE.uploadKbps * 1024) / 8,
  });
  await session.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Taps the middle of an element found in the page (scrolled into view first), with a finger through CDP. */
async function tap(page: Page, finder: Finder): Promise<boolean> {
  const box = (await page.evaluate(
    script((name: Finder) => {
      const el = (window as unknown as BenchWindow).__bench.find[name]();
      if (!el) return null;
      el.scrollIntoView({ block: 'center', behavior: 'instant' });
      const r = el.getBoundingClientRect();
      return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
    }, finder),
  )) as { x: number; y: number } | null;
  if (!box) return false;
  await page.touchscreen.tap(box.x, box.y);
  return true;
}

/**
 * Types into the field from the moment it is usable, then opens and closes the menu, then presses the
 * step's Next. Every other key is a Backspace that takes the character before it away again, so a save
 * stores what the owner had (the next run and Lighthouse see the same page) and the keys are the same
 * work: a change to a controlled field.
 */
async function interact(page: Page, plan: Plan) {
  if (plan.target === 'field' && (await tap(page, 'target'))) {
    const start = Date.now();
    for (let i = 0; i < KEYS; i += 1) {
      await page.keyboard.press(i % 2 === 0 ? 'x' : 'Backspace');
      await sleep(start + (i + 1) * KEY_EVERY_MS - Date.now());
    }
  }
  if (plan.menu) {
    for (let i = 0; i < 2; i += 1) {
      await tap(page, 'menu');
      await sleep(PAUSE_MS);
    }
  }
  if (plan.next) await tap(page, 'next');
  await sleep(SETTLE_MS);
}

/** One run in a fresh context (an empty cache) on the throttled phone. */
async function usableOnce(browser: Browser, url: string, plan: Plan, cookie?: Cookie): Promise<UsableRun> {
  const context = await newPhoneContext(browser, url, cookie);
  try {
    const benchmarkIndex = await benchmarkIndexIn(context);
    await context.addInitScript(script(pageScript, plan.target));
    const page = await context.newPage();
    const session = await context.newCDPSession(page);
    await throttle(session);
    // The page calls this binding the moment it is usable, so the typing starts then (no polling from here).
    let reportUsable: (at: number | null) => void = () => undefined;
    const usable = new Promise<number | null>((resolve) => (reportUsable = resolve));
    await session.send('Runtime.enable');
    await session.send('Runtime.addBinding', { name: '__benchUsable' });
    session.on('Runtime.bindingCalled', (event) => {
      if (event.name === '__benchUsable') reportUsable(Number(event.payload));
    });
    const timeout = setTimeout(() => reportUsable(null), USABLE_WAIT_MS);
    await page.goto(url, { waitUntil: 'commit', timeout: 60_000 });
    const usableMs = await usable;
    clearTimeout(timeout);
    refuseElsewhere(url, page.url());
    if (usableMs !== null) await interact(page, plan);
    const seen = (await page.evaluate(
      script(() => {
        const w = window as unknown as BenchWindow;
        const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
        const count = (performance as unknown as { interactionCount?: number }).interactionCount ?? 0;
        return { fcp, count, durations: Object.values(w.__bench.interactions) };
      }),
    )) as { fcp: number; count: number; durations: number[] };
    const unreported = Math.max(0, seen.count - seen.durations.length);
    return {
      firstPaintMs: Math.round(seen.fcp),
      usableMs: usableMs === null ? null : Math.round(usableMs),
      interactionsMs: [...seen.durations.map(Math.round), ...Array<number>(unreported).fill(0)],
      benchmarkIndex,
    };
  } finally {
    await context.close();
  }
}

/** The p-th percentile (0-1) by nearest rank; null for none. */
export function percentile(values: number[], p: number): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)];
}

/** The median of each figure over `runs` runs, and the percentiles of every interaction of them. */
export function summarise(plan: Plan, runs: UsableRun[]): UsableRow {
  const all = runs.flatMap((r) => r.interactionsMs);
  const usable = runs.map((r) => r.usableMs);
  return {
    plan,
    runs,
    firstPaintMs: median(runs.map((r) => r.firstPaintMs)),
    usableMs: usable.some((u) => u === null) ? null : median(usable as number[]),
    p75Ms: percentile(all, 0.75),
    maxMs: all.length ? Math.max(...all) : null,
    interactions: all.length,
  };
}

/** `runs` runs of one page, one after the other. */
export async function usableRuns(browser: Browser, url: string, plan: Plan, runs: number, cookie?: Cookie): Promise<UsableRun[]> {
  const results: UsableRun[] = [];
  for (let i = 0; i < runs; i += 1) results.push(await usableOnce(browser, url, plan, cookie));
  return results;
}
