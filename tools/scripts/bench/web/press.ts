import type { Browser } from 'playwright-core';
import { ROUTES, searchStepPath } from '@adlaunch/shared';
import { refuseElsewhere } from './bytes';
import { median, type Cookie } from './lighthouse';
import { OWNERS, type OwnerId } from './owners';
import { benchmarkIndexIn, newPhoneContext, script, throttle } from './usable';

// A press on the throttled phone: a person taps a page's primary button the moment it shows. Measured
// from the tap (the touch's own timestamp) to visible feedback (a navigation started, or the button's
// look changed: pressed, busy, disabled) and to its effect on screen (the next page painted, the
// dialog, the next step), across documents: a press that is a link or a posted form lands on a
// served page, so the effect may be seen in the next document (the tap's time travels in
// sessionStorage, and every document's clock is `performance.timeOrigin`-based).

/** Something on screen that is the press's effect: a visible element of `selector`, at an address matching `path`. */
interface Effect {
  /** A regular expression over the address's path and query; any when absent. */
  path?: string;
  selector: string;
}

export interface PressSpec {
  page: string;
  owner?: OwnerId;
  /** The button, as the table names it. */
  label: string;
  /** Where to find it: the first visible element of `selector` whose text matches `text` (a regular expression). */
  selector: string;
  text: string;
  /** What the person has filled in when they press (by field name; `true` ticks a box), set at the button's first show. */
  fill?: (run: number) => Record<string, string | true>;
  /** What the press brings: any of these, new since the tap. */
  effect: Effect[];
  effectText: string;
}

const ANY_DIALOG: Effect = { selector: '[role=dialog], [role=alertdialog], dialog[open]' };

/** The pages' primary buttons. */
export const PRESSES: PressSpec[] = [
  {
    page: ROUTES.home,
    label: 'a "See plans and prices"',
    selector: 'main a[href], main button',
    text: '^See plans and prices$',
    effect: [{ path: `^${ROUTES.pricing}`, selector: 'main h1' }],
    effectText: 'the pricing page',
  },
  {
    page: ROUTES.pricing,
    label: 'button "Get started"',
    selector: 'main a[href], main button',
    text: '^Get started$',
    effect: [{ path: `^${ROUTES.registerAds}`, selector: 'main h1' }, ANY_DIALOG],
    effectText: 'registration (page or dialog)',
  },
  {
    page: ROUTES.gbpPricing,
    label: 'button "Get started"',
    selector: 'main a[href], main button',
    text: '^Get started$',
    effect: [{ path: `^${ROUTES.registerGbp}`, selector: 'main h1' }, ANY_DIALOG],
    effectText: 'registration (page or dialog)',
  },
  {
    page: ROUTES.referAFriend,
    label: 'button "Log in to get your link"',
    selector: 'main a[href], main button',
    text: '^Log in to get your link$',
    effect: [{ path: `^${ROUTES.login}`, selector: 'main h1' }, ANY_DIALOG],
    effectText: 'log in (page or dialog)',
  },
  {
    page: ROUTES.registerAds,
    label: 'button "Create Account", filled in',
    selector: 'main button[type=submit]',
    text: '^Create Account$',
    fill: (run) => ({
      firstName: 'Thandi',
      lastName: 'Bench',
      emailAddress: `press-${Date.now()}-${run}@bench.example.com`,
      mobile: '082 555 0100',
      businessName: 'Bench Plumbing',
      websiteUrl: 'www.example.co.za',
      plan: 'low',
      chargeVAT: 'yes',
      terms: true,
    }),
    effect: [{ selector: 'input[name=otp]' }],
    effectText: 'the code step',
  },
  {
    page: ROUTES.login,
    label: 'button "Email me a code", filled in',
    selector: 'main button[type=submit]',
    text: '^Email me a code$',
    fill: () => ({ emailAddress: OWNERS.A.email }),
    effect: [{ selector: 'input[name=otp]' }],
    effectText: 'the code step',
  },
  {
    page: searchStepPath('about'),
    owner: 'A',
    label: 'button "Save and continue", mobile corrected',
    selector: 'main button[type=submit]',
    text: '^Save and continue',
    // The seeded owner's number is a landline, which the step refuses: the owner puts in their mobile.
    fill: () => ({ mobile: '082 555 0100' }),
    effect: [{ path: `^${searchStepPath('details')}`, selector: 'main input, main textarea' }],
    effectText: 'the next step (details)',
  },
  {
    page: ROUTES.dashboard,
    owner: 'B',
    label: 'button "Pause ads"',
    selector: 'main button',
    text: '^Pause ads$',
    effect: [ANY_DIALOG],
    effectText: 'the confirmation dialog',
  },
];

interface PressArg {
  selector: string;
  text: string;
  fill: Record<string, string | true> | null;
  effect: Effect[];
}

/** What the page reports once the effect is on screen (epoch milliseconds from `performance.timeOrigin`). */
interface Done {
  tap: number;
  feedback: number;
  feedbackBy: 'navigation' | 'look' | 'effect';
  effect: number;
  /** The effect was seen in another document than the tap (a served page). */
  newPage: boolean;
}

const DONE_KEY = '__benchPressDone';

/**
 * Runs in every document of the run before its own scripts. In the first: waits for the button's
 * first show (not inert, enabled, visible), fills the form, reports where to tap, and notes the tap.
 * In it and in any document the press leads to: notes the feedback and the effect.
 */
function pressScript(arg: PressArg) {
  if (!location.protocol.startsWith('http')) return;
  const KEY = '__benchPress';
  const DONE = '__benchPressDone';
  const w = window as unknown as { __benchShown?: (payload: string) => void; navigation?: EventTarget };
  const now = () => performance.timeOrigin + performance.now();
  const visible = (el: Element | null): el is Element =>
    Boolean(el) &&
    !el!.closest('[hidden], dialog:not([open]), [inert]') &&
    el!.getClientRects().length > 0 &&
    getComputedStyle(el!).visibility !== 'hidden';
  const findButton = () =>
    [...document.querySelectorAll(arg.selector)].find(
      (el) => new RegExp(arg.text).test((el.textContent ?? '').replace(/\s+/g, ' ').trim()) && visible(el),
    ) ?? null;
  const effects = () =>
    arg.effect.flatMap((e) =>
      !e.path || new RegExp(e.path).test(location.pathname + location.search)
        ? [...document.querySelectorAll(e.selector)].filter(visible)
        : [],
    );
  const look = (el: Element | null) => {
    if (!el) return '';
    const s = getComputedStyle(el);
    return [
      s.backgroundColor,
      s.color,
      s.boxShadow,
      s.transform,
      s.opacity,
      s.borderColor,
      s.outlineStyle,
      el.getAttribute('aria-busy'),
      (el as HTMLButtonElement).disabled,
      el.textContent,
    ].join('|');
  };
  type Pending = { tap: number; feedback?: number; feedbackBy?: string; doc: number };
  const read = (): Pending | null => JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
  const write = (p: Pending) => sessionStorage.setItem(KEY, JSON.stringify(p));
  const before = new WeakSet<Element>();
  let restLook = '';
  let done = false;

  const feedback = (by: string) => {
    const p = read();
    if (!p || p.feedback !== undefined || done) return;
    write({ ...p, feedback: now(), feedbackBy: by });
  };
  const check = () => {
    const p = read();
    if (!p || done) return;
    if (p.feedback === undefined && restLook && look(findButton()) !== restLook) feedback('look');
    if (!effects().some((el) => !before.has(el))) return;
    done = true;
    const at = now();
    const seen = read()!;
    sessionStorage.removeItem(KEY);
    sessionStorage.setItem(
      DONE,
      JSON.stringify({
        tap: seen.tap,
        feedback: seen.feedback ?? at,
        feedbackBy: seen.feedback === undefined ? 'effect' : seen.feedbackBy,
        effect: at,
        newPage: seen.doc !== performance.timeOrigin,
      }),
    );
  };
  const watch = () => {
    new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true });
    const frame = () => {
      check();
      if (!done) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
    w.navigation?.addEventListener('navigate', () => feedback('navigation'));
  };

  if (read()) {
    // A document the press led to: whatever was on the last page is gone, so everything here is new. Its
    // navigation started at this document's time origin at the latest.
    const p = read()!;
    if (p.feedback === undefined) write({ ...p, feedback: performance.timeOrigin, feedbackBy: 'navigation' });
    watch();
    return;
  }
  if (sessionStorage.getItem(DONE)) return;
  const fill = (button: Element) => {
    const form = button.closest('form');
    if (!form || !arg.fill) return;
    for (const [name, value] of Object.entries(arg.fill)) {
      const fields = [...form.querySelectorAll<HTMLInputElement>(`[name="${name}"]`)];
      const field = fields.find((f) => f.type !== 'radio' || f.value === value) ?? fields[0];
      if (!field) continue;
      if (field.type === 'radio' || field.type === 'checkbox') {
        if (!field.checked) field.click();
        continue;
      }
      const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')!.set!;
      setter.call(field, value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
      field.dispatchEvent(new Event('change', { bubbles: true }));
    }
  };
  const onTap = (event: Event) => {
    if (read() || sessionStorage.getItem(DONE)) return;
    const button = findButton();
    if (!button || !(event.target instanceof Node) || !button.contains(event.target)) return;
    for (const el of effects()) before.add(el);
    write({ tap: performance.timeOrigin + event.timeStamp, doc: performance.timeOrigin });
    watch();
    check();
  };
  addEventListener('pointerdown', onTap, true);
  for (const type of ['pointerup', 'click']) addEventListener(type, check, true);
  // The button shows in a frame: looked for in each frame's callback (a person sees nothing between
  // frames), and reported in the next one, once the frame that drew it is on screen. A form is filled
  // once the page is parsed (its scripts, the page starter included, see what is typed).
  const frame = () => {
    const button = findButton();
    if (!button || button.matches(':disabled') || (arg.fill && document.readyState === 'loading')) {
      requestAnimationFrame(frame);
      return;
    }
    button.scrollIntoView({ block: 'center', behavior: 'instant' });
    fill(button);
    restLook = look(button);
    requestAnimationFrame(() => {
      const box = button.getBoundingClientRect();
      w.__benchShown?.(JSON.stringify({ at: performance.now(), x: box.left + box.width / 2, y: box.top + box.height / 2 }));
    });
  };
  requestAnimationFrame(frame);
}

export interface PressRun {
  /** When the button first showed, from the page's navigation start. */
  shownMs: number;
  /** From the tap; null when the effect never came within the wait. */
  feedbackMs: number | null;
  feedbackBy: Done['feedbackBy'] | null;
  effectMs: number | null;
  newPage: boolean;
  benchmarkIndex: number;
}

/** How long a run waits for the button, then for the press's effect. */
const SHOW_WAIT_MS = 30_000;
const EFFECT_WAIT_MS = 20_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One press in a fresh context (an empty cache) on the throttled phone. */
async function pressOnce(browser: Browser, url: string, spec: PressSpec, run: number, cookie?: Cookie): Promise<PressRun> {
  const context = await newPhoneContext(browser, url, cookie);
  try {
    const benchmarkIndex = await benchmarkIndexIn(context);
    const arg: PressArg = { selector: spec.selector, text: spec.text, fill: spec.fill?.(run) ?? null, effect: spec.effect };
    await context.addInitScript(script(pressScript, arg));
    const page = await context.newPage();
    const session = await context.newCDPSession(page);
    await throttle(session);
    let reportShown: (at: { at: number; x: number; y: number } | null) => void = () => undefined;
    const shown = new Promise<{ at: number; x: number; y: number } | null>((resolve) => (reportShown = resolve));
    await session.send('Runtime.enable');
    await session.send('Runtime.addBinding', { name: '__benchShown' });
    session.on('Runtime.bindingCalled', (event) => {
      if (event.name === '__benchShown') reportShown(JSON.parse(event.payload));
    });
    const timeout = setTimeout(() => reportShown(null), SHOW_WAIT_MS);
    await page.goto(url, { waitUntil: 'commit', timeout: 60_000 });
    const at = await shown;
    clearTimeout(timeout);
    if (!at) throw new Error(`${spec.label} never showed within ${SHOW_WAIT_MS / 1000} s`);
    refuseElsewhere(url, page.url());
    await page.touchscreen.tap(at.x, at.y);
    // The times are taken in the page; this only waits for them (a failed read is a document in between).
    let done: Done | null = null;
    for (const end = Date.now() + EFFECT_WAIT_MS; !done && Date.now() < end; await sleep(250)) {
      const text = (await page.evaluate(`sessionStorage.getItem('${DONE_KEY}')`).catch(() => null)) as string | null;
      done = text ? (JSON.parse(text) as Done) : null;
    }
    const since = (t: number | undefined) => (done && t !== undefined ? Math.round(t - done.tap) : null);
    return {
      shownMs: Math.round(at.at),
      feedbackMs: since(done?.feedback),
      feedbackBy: done?.feedbackBy ?? null,
      effectMs: since(done?.effect),
      newPage: done?.newPage ?? false,
      benchmarkIndex,
    };
  } finally {
    await context.close();
  }
}

export interface PressRow {
  spec: PressSpec;
  runs: PressRun[];
  shownMs: number;
  /** Medians; null when a run never saw the effect. */
  feedbackMs: number | null;
  effectMs: number | null;
}

/** The median of each figure over the runs; a run without its effect makes the row's effect null. */
export function summarisePress(spec: PressSpec, runs: PressRun[]): PressRow {
  const all = (values: (number | null)[]) => (values.some((v) => v === null) ? null : median(values as number[]));
  return {
    spec,
    runs,
    shownMs: median(runs.map((r) => r.shownMs)),
    feedbackMs: all(runs.map((r) => r.feedbackMs)),
    effectMs: all(runs.map((r) => r.effectMs)),
  };
}

/** `runs` presses of one page's button, one after the other. */
export async function pressRuns(browser: Browser, url: string, spec: PressSpec, runs: number, cookie?: Cookie): Promise<PressRun[]> {
  const results: PressRun[] = [];
  for (let i = 0; i < runs; i += 1) results.push(await pressOnce(browser, url, spec, i, cookie));
  return results;
}
