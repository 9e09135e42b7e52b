import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { type Browser, type Page } from '@playwright/test';
import { PUBLIC_PAGE_PATHS } from '@adlaunch/shared';
import { expect, test, waitForApp } from '../support/test';
import { createAccount, latestCode, signInBrowser } from '../support/accounts';
import { type Business, fillProfile, fillSearchAd, payInSandbox } from '../support/orders';

/**
 * Nothing breaks at any width: every screen and dialog, at four widths, neither scrolls the
 * page sideways nor lets anything stick out of its dialog or card. SCREENSHOTS=1 also saves each screen
 * at 360 and 1366 px into test-results/screens/ for a person to look at.
 */

const WIDTHS = [320, 360, 768, 1366] as const;
const HEIGHTS: Record<(typeof WIDTHS)[number], number> = { 320: 640, 360: 740, 768: 1024, 1366: 768 };
const SCREENSHOT_WIDTHS = new Set([360, 1366]);
const LONG_EMAIL = 'lindiwe.mokoena@greenleafplumbing-and-geysers.co.za';
const PASSWORD = 'geysers and gutters';
const root = path.resolve(__dirname, '../..');
const screensDir = path.join(root, 'test-results/screens');

// One browser page for the whole file (a worker restarted after a failure opens a new one); each test
// makes or signs in the owner it needs, so any one of them runs alone.
let page: Page;

const GREENLEAF: Business = {
  business_name: 'Greenleaf Plumbing and Geysers',
  business_url: 'greenleafplumbing-and-geysers.co.za',
  address: '14 Bree Street',
  city: 'Cape Town',
  zipcode: '8001',
};

/** The owner with the long address: registered through the auth modal when that test ran first, else through the API. */
async function longAddressOwner() {
  const login = await page.request.post('/v2/user/login', { data: { email: LONG_EMAIL, password: PASSWORD } });
  if (login.ok()) return (await login.json()) as { token: string };
  return createAccount(page.request, LONG_EMAIL, PASSWORD);
}

test.beforeAll(async ({ browser }: { browser: Browser }, testInfo) => {
  page = await browser.newPage({ baseURL: testInfo.project.use.baseURL });
  // The legacy popup counts down to the previous platform: keep the browser here.
  await page.route('https://legacy.adlaunch.example/**', (route) => route.fulfill({ contentType: 'text/html', body: '<h1>Previous</h1>' }));
});

test.afterAll(async () => {
  await page.context().close();
});

async function visit(target: string) {
  await page.goto(target);
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
}

/**
 * What overflows on the page as it is now: sideways page scroll, anything (elements and text) sticking
 * out of a dialog or a card (a box with a border or a shadow), a dialog larger than the screen, and
 * content hidden in a box that scrolls sideways (a table's columns, say). Content clipped on purpose by a scroll container
 * inside the dialog or card is judged against that container instead.
 */
function layoutProblems(): string[] {
  const TOLERANCE = 1;
  const problems: string[] = [];
  const doc = document.documentElement;
  if (doc.scrollWidth > doc.clientWidth) problems.push(`the page scrolls sideways (${doc.scrollWidth} px wide in ${doc.clientWidth} px)`);

  const describe = (el: Element) => {
    const label = el.getAttribute('aria-label') ?? el.getAttribute('role') ?? '';
    const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 50);
    return `<${el.tagName.toLowerCase()}${label ? ` ${label}` : ''}> "${text}"`;
  };
  const clips = (el: Element) => {
    const style = getComputedStyle(el);
    return style.overflowX !== 'visible' || style.overflowY !== 'visible';
  };
  /** Visually hidden on purpose (the sr-only pattern: a 1 px box that clips), for screen readers only. */
  const srOnly = (el: Element) => {
    for (let a: Element | null = el; a; a = a.parentElement) {
      const r = a.getBoundingClientRect();
      if (r.width <= 1 && r.height <= 1 && getComputedStyle(a).overflow !== 'visible') return true;
    }
    return false;
  };
  const visible = (el: Element) => {
    const rect = el.getBoundingClientRect();
    return rect.width > 1 && rect.height > 1 && el.checkVisibility({ visibilityProperty: true, opacityProperty: true }) && !srOnly(el);
  };
  const isCard = (el: Element) => {
    if (el.getAttribute('role') === 'dialog') return true;
    if (/^(INPUT|SELECT|TEXTAREA|BUTTON|A|IMG|SUMMARY|HTML|BODY|MAIN|HEADER|FOOTER|svg)$/i.test(el.tagName)) return false;
    if (el.closest('svg')) return false;
    const s = getComputedStyle(el);
    if (parseFloat(s.borderTopLeftRadius) <= 0) return false;
    const bordered = ['Top', 'Right', 'Bottom', 'Left'].every(
      (side) =>
        parseFloat(s.getPropertyValue(`border-${side.toLowerCase()}-width`)) >= 1 &&
        s.getPropertyValue(`border-${side.toLowerCase()}-style`) !== 'none',
    );
    return bordered || s.boxShadow !== 'none';
  };
  /** The nearest ancestor between node and container that clips it (a scroll box), if any. */
  const clipperBetween = (node: Node, container: Element): Element | null => {
    for (let el = node instanceof Element ? node.parentElement : node.parentElement; el && el !== container; el = el.parentElement) {
      if (clips(el)) return el;
    }
    return null;
  };

  const containers = [...document.querySelectorAll('body *')].filter((el) => visible(el) && isCard(el));
  for (const container of containers) {
    const box = container.getBoundingClientRect();
    const style = getComputedStyle(container);
    const scrollsVertically = style.overflowY === 'auto' || style.overflowY === 'scroll';
    const name = describe(container).slice(0, 70);
    if (style.overflowX !== 'visible' && container.scrollWidth > container.clientWidth + TOLERANCE) {
      problems.push(`${name} scrolls sideways (${container.scrollWidth} px of content in ${container.clientWidth} px)`);
    }
    const outside = (r: DOMRect) =>
      r.left < box.left - TOLERANCE ||
      r.right > box.right + TOLERANCE ||
      (!scrollsVertically && (r.top < box.top - TOLERANCE || r.bottom > box.bottom + TOLERANCE));
    const found: string[] = [];
    for (const el of container.querySelectorAll('*')) {
      if (found.length >= 3) break;
      if (!visible(el) || clipperBetween(el, container)) continue;
      const r = el.getBoundingClientRect();
      if (outside(r))
        found.push(`${describe(el)} (${Math.round(r.left)}-${Math.round(r.right)} in ${Math.round(box.left)}-${Math.round(box.right)})`);
    }
    const walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node && found.length < 3; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!node.textContent?.trim() || !parent || !visible(parent) || clipperBetween(node, container) || parent.closest('svg')) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const r = range.getBoundingClientRect();
      if (r.width > 0 && outside(r)) {
        found.push(
          `text "${node.textContent.trim().slice(0, 50)}" (${Math.round(r.left)}-${Math.round(r.right)} in ${Math.round(box.left)}-${Math.round(box.right)})`,
        );
      }
    }
    for (const f of found) problems.push(`${f} sticks out of ${name}`);
  }

  for (const dialog of document.querySelectorAll('[role="dialog"]')) {
    const r = dialog.getBoundingClientRect();
    if (r.left < -TOLERANCE || r.top < -TOLERANCE || r.right > innerWidth + TOLERANCE || r.bottom > innerHeight + TOLERANCE) {
      problems.push(`${describe(dialog).slice(0, 60)} is larger than the screen (${Math.round(r.width)} x ${Math.round(r.height)})`);
    }
  }

  for (const box of document.querySelectorAll('body *')) {
    const style = getComputedStyle(box);
    const scrolls = style.overflowX === 'auto' || style.overflowX === 'scroll';
    if (scrolls && visible(box) && box.scrollWidth > box.clientWidth + TOLERANCE) {
      problems.push(`${describe(box).slice(0, 70)} hides content in a sideways scroll (${box.scrollWidth} px in ${box.clientWidth} px)`);
    }
  }

  // 6. Every button of a dialog ("Create Account", "Already have an account? Log in", "Continue to payment")
  // can be brought into view inside the dialog and is then neither cut off nor covered.
  for (const dialog of document.querySelectorAll<HTMLElement>('[role="dialog"]')) {
    const scrollers = [dialog, ...dialog.querySelectorAll<HTMLElement>('*')].filter((el) => el.scrollHeight > el.clientHeight);
    const kept = scrollers.map((el) => el.scrollTop);
    for (const button of dialog.querySelectorAll<HTMLElement>('button, [role="button"]')) {
      if (button.getAttribute('aria-label') === 'Close' || !button.checkVisibility({ visibilityProperty: true })) continue;
      button.scrollIntoView({ block: 'center', inline: 'nearest' });
      // A box that clips without scrolling (overflow hidden) was scrolled by the script, not by a finger: undo that.
      for (let a = button.parentElement; a && a !== dialog.parentElement; a = a.parentElement) {
        if (['hidden', 'clip'].includes(getComputedStyle(a).overflowY) && a.scrollTop > 0) a.scrollTop = 0;
      }
      const r = button.getBoundingClientRect();
      const d = dialog.getBoundingClientRect();
      const x = Math.min(Math.max(r.left + r.width / 2, 0), innerWidth - 1);
      const y = Math.min(Math.max(r.top + r.height / 2, 0), innerHeight - 1);
      const hit = document.elementFromPoint(x, y);
      const inView =
        r.top >= -TOLERANCE && r.bottom <= innerHeight + TOLERANCE && r.top >= d.top - TOLERANCE && r.bottom <= d.bottom + TOLERANCE;
      if (!inView || !hit || !button.contains(hit)) {
        problems.push(
          `${describe(button).slice(0, 60)} in ${describe(dialog).slice(0, 40)} is cut off or covered (${Math.round(r.top)}-${Math.round(r.bottom)} in a ${innerHeight} px screen)`,
        );
      }
    }
    scrollers.forEach((el, i) => (el.scrollTop = kept[i]));
  }

  // 7. A note that comes and goes (a toast, a status or alert message with text) covers no form field,
  // wherever the page is scrolled: a page's note that floats (fixed or sticky) is tried with each field
  // brought under it, at the top and at the bottom of the screen.
  const floating = (el: Element) => {
    for (let a: Element | null = el; a; a = a.parentElement) if (['fixed', 'sticky'].includes(getComputedStyle(a).position)) return a;
    return null;
  };
  const notes = [...document.querySelectorAll('[data-toast], [role="status"], [role="alert"]')].filter(
    (el) => visible(el) && (el.textContent ?? '').trim() && !el.closest('[role="dialog"]'),
  );
  const fields = [...document.querySelectorAll('input, select, textarea')].filter(visible);
  const scrolled = [scrollX, scrollY] as const;
  for (const note of notes) {
    const box = note.closest('[data-toast]') ?? note;
    const covered = () =>
      fields.find((field) => {
        if (box.contains(field)) return false;
        const f = field.getBoundingClientRect();
        const t = box.getBoundingClientRect();
        return f.left < t.right && f.right > t.left && f.top < t.bottom && f.bottom > t.top;
      });
    let hit = covered();
    // The shell's own notices (outside the page's main) are judged where they are now; see docs/design.md.
    if (floating(box) && box.closest('main')) {
      for (const field of fields) {
        for (const block of ['start', 'end'] as const) {
          if (hit) break;
          field.scrollIntoView({ block });
          hit = covered();
        }
      }
      scrollTo(...scrolled);
    }
    if (hit) problems.push(`the note ${describe(box).slice(0, 70)} covers the field ${describe(hit).slice(0, 40)}`);
  }

  for (const cell of document.querySelectorAll('td, th')) {
    if (!visible(cell)) continue;
    let scroller = cell.parentElement;
    while (scroller && getComputedStyle(scroller).overflowX === 'visible') scroller = scroller.parentElement;
    if (!scroller || scroller === document.documentElement || scroller === document.body) continue;
    const r = cell.getBoundingClientRect();
    const box = scroller.getBoundingClientRect();
    if (r.left < box.left - TOLERANCE || r.right > box.right + TOLERANCE) {
      problems.push(`table cell ${describe(cell)} is hidden in a sideways-scrolling box`);
      break;
    }
  }
  return [...new Set(problems)];
}

/** Lays the current screen out at each width and records what overflows (softly, so that one run lists every screen). */
async function checkAtEveryWidth(name: string, { fullPage = true } = {}) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: HEIGHTS[width] });
    // Resize observers (the chart) and media queries settle within a couple of frames.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await page.waitForTimeout(100);
    expect.soft(await page.evaluate(layoutProblems), `${name} at ${width} px`).toEqual([]);
    if (process.env.SCREENSHOTS && SCREENSHOT_WIDTHS.has(width)) {
      await page.screenshot({ path: path.join(screensDir, `${name}-${width}.png`), fullPage });
    }
  }
}

const slug = (route: string) => (route === '/' ? 'home' : route.slice(1).replace(/[^a-z0-9]+/gi, '-'));
const dialog = () => page.getByRole('dialog');
const mainNav = () => page.getByRole('navigation', { name: 'Main' });

// The checks themselves fail on the two faults they exist for: a dialog whose main button is cut off on a
// 360 x 740 phone (it did not scroll inside itself), and a note stuck to the bottom of the screen
// over the form ("9 headlines and 4 descriptions suggested", sticky, over the first headline).
test('the layout checks catch a cut-off dialog button and a note over a field', async () => {
  await page.setViewportSize({ width: 360, height: 740 });
  const fields = Array.from({ length: 30 }, (_, i) => `<p><label>Field ${i + 1} <input></label></p>`).join('');
  await page.setContent(
    `<main><form>${fields}<div style="position: sticky; bottom: 0; background: #fff"><p role="status">9 headlines and 4 descriptions suggested</p></div></form></main>`,
  );
  expect(await page.evaluate(layoutProblems)).toEqual(
    expect.arrayContaining([expect.stringMatching(/^the note <p status> "9 headlines.*covers the field <input>/)]),
  );

  await page.setContent(
    `<div role="dialog" aria-label="Create your account" style="position: fixed; inset: 16px; overflow: hidden; border-radius: 16px; box-shadow: 0 0 4px #000">${fields}<button>Create Account</button></div>`,
  );
  expect(await page.evaluate(layoutProblems)).toEqual(
    expect.arrayContaining([expect.stringMatching(/^<button> "Create Account" in .* is cut off or covered/)]),
  );
});

test('every public page fits at 320, 360, 768 and 1366 px', async () => {
  test.setTimeout(120_000);
  for (const route of PUBLIC_PAGE_PATHS) {
    await visit(route);
    await checkAtEveryWidth(`page-${slug(route)}`);
  }
});

test('the last band of a page meets the footer, and /pricing#faqs lands below the sticky header', async () => {
  for (const route of ['/', '/pricing', '/faqs']) {
    await visit(route);
    const gap = await page.evaluate(() => {
      const sections = [...document.querySelectorAll('main section')];
      const last = sections.reduce((a, b) => (b.getBoundingClientRect().bottom > a.getBoundingClientRect().bottom ? b : a));
      return document.querySelector('footer')!.getBoundingClientRect().top - last.getBoundingClientRect().bottom;
    });
    expect.soft(gap, `${route}: space between the last band and the footer`).toBeLessThanOrEqual(1);
  }

  await page.setViewportSize({ width: 1366, height: 768 });
  await visit('/pricing#faqs');
  const heading = page.getByRole('heading', { level: 2, name: 'Pricing questions' });
  await expect(heading).toBeInViewport();
  // The smooth scroll starts after a short delay: wait until it has stopped.
  await expect
    .poll(async () => {
      const before = await page.evaluate(() => scrollY);
      await page.waitForTimeout(200);
      return before > 0 && before === (await page.evaluate(() => scrollY));
    })
    .toBe(true);
  const headerBottom = await page.getByRole('banner').evaluate((el) => el.getBoundingClientRect().bottom);
  const headingTop = await heading.evaluate((el) => el.getBoundingClientRect().top);
  expect(headingTop, 'the FAQ heading is below the sticky header').toBeGreaterThanOrEqual(headerBottom);
});

test('every auth modal view and popup fits, with a long real address', async () => {
  test.setTimeout(120_000);
  // The login dialog opens over the page as it starts: the page behind it (its h1) is out of the accessibility tree.
  await page.goto('/pricing?auth=login');
  await waitForApp(page);
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  await checkAtEveryWidth('dialog-login', { fullPage: false });

  await dialog().getByRole('button', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('dialog', { name: 'Reset your password' })).toBeVisible();
  await checkAtEveryWidth('dialog-password-reset', { fullPage: false });
  await dialog().getByLabel('Email').fill(LONG_EMAIL);
  await dialog().getByRole('button', { name: 'Email me a reset code' }).click();
  await expect(dialog().getByLabel('Reset code')).toBeVisible();
  await checkAtEveryWidth('dialog-password-reset-code', { fullPage: false });
  await dialog()
    .getByRole('button', { name: /log in/i })
    .last()
    .click();

  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  // No address typed: the login popup asks for one (with one typed, the code is sent at once).
  await dialog().getByLabel('Email').fill('');
  await dialog().getByRole('button', { name: 'Email me a code' }).click();
  await expect(page.getByRole('dialog', { name: 'Log in with an emailed code' })).toBeVisible();
  await dialog().getByLabel('Email').fill(LONG_EMAIL);
  await checkAtEveryWidth('dialog-login-code', { fullPage: false });
  await dialog().getByRole('button', { name: 'Request OTP' }).click();
  await expect(page.getByRole('dialog', { name: 'Enter your code' })).toBeVisible();
  await dialog().getByRole('button', { name: 'Send a new code' }).click();
  await expect(dialog().getByRole('status')).toContainText(LONG_EMAIL);
  await checkAtEveryWidth('dialog-enter-your-code', { fullPage: false });
  await dialog().getByRole('button', { name: 'Use another address' }).click();
  await dialog().getByRole('button', { name: 'Back to log in' }).click();

  await dialog().getByRole('button', { name: 'Log in to the previous platform' }).click();
  await expect(page.getByRole('dialog', { name: 'Previous platform login' })).toBeVisible();
  await checkAtEveryWidth('dialog-legacy', { fullPage: false });
  await dialog().getByRole('button', { name: 'Back to log in' }).click();

  await dialog().getByRole('button', { name: 'Create an account' }).click();
  await expect(page.getByRole('dialog', { name: 'Create your account' })).toBeVisible();
  await checkAtEveryWidth('dialog-register', { fullPage: false });
  // Every message showing makes the dialog its tallest: "Create Account" and "Log in" are still reachable.
  await page.setViewportSize({ width: 360, height: 740 });
  for (const [label, value] of [
    ['First name', 'L'],
    ['Last name', 'M'],
    ['Business email', 'lindiwe@'],
  ] as const) {
    await dialog().getByLabel(label).fill(value);
    await dialog().getByLabel(label).blur();
  }
  // The password is checked as it loses focus to the press on the terms checkbox: its message waits for
  // the press to end, so the checkbox does not jump from under the pointer and is ticked.
  await dialog()
    .getByLabel(/^Password/)
    .fill('abc');
  const terms = dialog().getByRole('checkbox', { name: /I accept the terms of service/ });
  await terms.click();
  await expect(terms).toBeChecked();
  await expect(dialog().getByText('Password must be at least 6 characters long.')).toBeVisible();
  await checkAtEveryWidth('dialog-register-errors', { fullPage: false });
  await dialog()
    .getByRole('checkbox', { name: /I accept the terms of service/ })
    .uncheck();
  await dialog().getByLabel('First name').fill('Lindiwe');
  await dialog().getByLabel('Last name').fill('Mokoena');
  await dialog().getByLabel('Business email').fill(LONG_EMAIL);
  await dialog()
    .getByLabel(/^Password/)
    .fill(PASSWORD);
  await dialog()
    .getByRole('checkbox', { name: /I accept the terms of service/ })
    .check();
  await dialog().getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('dialog', { name: 'Verify your email address' })).toBeVisible();
  await dialog().getByRole('button', { name: 'Send a new code' }).click();
  await expect(dialog().getByRole('status')).toContainText(LONG_EMAIL);
  await checkAtEveryWidth('dialog-verify-email', { fullPage: false });
  // The disabled email field shows the long address whole, wrapped: nothing of it is hidden in the field.
  for (const width of [320, 360] as const) {
    await page.setViewportSize({ width, height: HEIGHTS[width] });
    const hidden = await dialog()
      .getByLabel('Email', { exact: true })
      .evaluate((el) => ({ across: el.scrollWidth - el.clientWidth, down: el.scrollHeight - el.clientHeight }));
    expect.soft(hidden, `the whole address shows at ${width} px`).toEqual({ across: 0, down: 0 });
  }

  await dialog()
    .getByLabel('Verification code')
    .fill(await latestCode(page.request, LONG_EMAIL));
  await dialog().getByRole('button', { name: 'Verify' }).click();
  // Verification finishes the modal; the page says so in a short confirmation.
  await expect(dialog()).toHaveCount(0);
  await expect(page.getByText('Your email address is verified and you are logged in.')).toBeVisible();
  await checkAtEveryWidth('notice-email-verified', { fullPage: false });
});

test('each step of both wizards, the order check, promo code, checkout and status pages fit', async () => {
  test.setTimeout(150_000);
  // The owner with the long address (registered by the auth modal test when the whole file runs); the steps are
  // filled through the API so each one is reachable.
  const { token } = await longAddressOwner();
  await signInBrowser(page.context(), test.info().project.use.baseURL!, token);

  await visit('/setup-search/about');
  await checkAtEveryWidth('search-about');
  await fillSearchAd(page.request, token, GREENLEAF);
  for (const step of ['details', 'keywords', 'pay']) {
    await visit(`/setup-search/${step}`);
    await expect(page).toHaveURL(new RegExp(`/setup-search/${step}$`));
    await checkAtEveryWidth(`search-${step}`);
    if (step === 'details') {
      // With suggestions, and the note on "Use all suggestions" showing: it covers no field at any scroll.
      await page.setViewportSize({ width: 360, height: 740 });
      await page.getByRole('button', { name: 'Suggest with AI' }).click();
      await page.getByRole('button', { name: 'Use all suggestions' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Suggestions put in' })).toBeAttached();
      await checkAtEveryWidth('search-details-suggested');
    }
  }

  await page.getByRole('button', { name: 'Have a promo code?' }).click();
  await expect(page.getByRole('dialog', { name: 'Apply a promo code' })).toBeVisible();
  await checkAtEveryWidth('dialog-promo-code', { fullPage: false });
  await dialog().getByRole('button', { name: 'Cancel' }).click();

  await expect(page.getByRole('note', { name: 'VAT' })).toContainText('South African business: 15% VAT included');
  await expect(page.getByLabel('Email for your receipt')).toHaveValue(LONG_EMAIL);
  await page.getByRole('button', { name: /^Pay R/ }).click();
  const review = page.getByRole('dialog', { name: 'Check your order' });
  await expect(review).toContainText(LONG_EMAIL);
  await checkAtEveryWidth('dialog-check-your-order', { fullPage: false });
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: HEIGHTS[width] });
    await expect
      .soft(review.getByRole('button', { name: 'Continue to payment' }), `Continue to payment in view at ${width} px`)
      .toBeInViewport();
  }
  await review.getByRole('button', { name: 'Continue to payment' }).click();
  const checkout = page.getByRole('dialog', { name: 'Test checkout' });
  await expect(checkout).toBeVisible();
  await checkAtEveryWidth('dialog-sandbox-checkout', { fullPage: false });
  await checkout.getByLabel('Card number').fill('4084 0840 8408 4081');
  await checkout.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/setup-search\/status$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await checkAtEveryWidth('search-status');

  await visit('/setup-gbp/about');
  await checkAtEveryWidth('gbp-about');
  await fillProfile(page.request, token, GREENLEAF);
  for (const step of ['business', 'address', 'pay']) {
    await visit(`/setup-gbp/${step}`);
    await expect(page).toHaveURL(new RegExp(`/setup-gbp/${step}$`));
    await checkAtEveryWidth(`gbp-${step}`);
  }
  await expect(page.getByRole('note', { name: 'VAT' })).toContainText('South African business: 15% VAT included');
  await page.getByRole('button', { name: /^Pay R/ }).click();
  await page.getByRole('dialog', { name: 'Check your order' }).getByRole('button', { name: 'Continue to payment' }).click();
  await page.getByRole('dialog', { name: 'Test checkout' }).getByLabel('Card number').fill('4084 0840 8408 4081');
  await page.getByRole('dialog', { name: 'Test checkout' }).getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/setup-gbp\/status$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await checkAtEveryWidth('gbp-status');
  // On the timeline a done stage looks different from a next one, and only the stages have markers:
  // a list inside a stage keeps its bullets (they must not look like radio buttons).
  const timeline = page.getByRole('list', { name: 'From payment to a live listing' });
  const marker = (state: 'Done' | 'Next') =>
    timeline
      .locator(':scope > li')
      .filter({ hasText: `· ${state}` })
      .first()
      .evaluate((li) => {
        const m = getComputedStyle(li, '::before');
        return { background: m.backgroundColor, border: m.borderTopStyle, color: m.borderTopColor, content: m.content };
      });
  const [done, next] = [await marker('Done'), await marker('Next')];
  expect.soft(done, 'a done stage is marked unlike a next one').not.toEqual(next);
  expect.soft(done.background, 'a done stage is filled').not.toBe(next.background);
  const nested = await timeline.locator('li li').evaluateAll((items) => items.map((li) => getComputedStyle(li, '::before').content));
  expect.soft(nested.length, 'the stages hold lists of their own').toBeGreaterThan(0);
  expect.soft(new Set(nested), 'no stage marker on the items of a list inside a stage').toEqual(new Set(['none']));
});

test('the dashboard fits with a campaign, long amounts, payments and the receipt, and marks one header link', async () => {
  test.setTimeout(120_000);
  // An owner of its own with a long address, both orders paid: two payments on the dashboard.
  const { email, token: ownerToken } = await createAccount(
    page.request,
    `lindiwe.mokoena.${Date.now()}@greenleafplumbing-and-geysers.co.za`,
  );
  await fillSearchAd(page.request, ownerToken, GREENLEAF);
  await payInSandbox(page.request, ownerToken, email, 'search_ads');
  await fillProfile(page.request, ownerToken, GREENLEAF);
  await payInSandbox(page.request, ownerToken, email, 'gbp');
  await signInBrowser(page.context(), test.info().project.use.baseURL!, ownerToken);
  await visit('/dashboard');
  const payments = page.getByRole('table', { name: 'Your payments, newest first' });
  await expect(payments).toBeVisible();
  await checkAtEveryWidth('dashboard-paid');
  await expect.soft(mainNav().locator('[aria-current="page"]'), 'the current header link').toHaveText(['Dashboard']);

  // On a phone the payments table stacks its cells (the amount and the receipt in view), and stays a table for screen readers.
  await page.setViewportSize({ width: 360, height: 740 });
  for (const cell of [
    payments.getByRole('button', { name: /^(Invoice INV-\S+|Payment receipt) for / }).first(),
    payments.getByRole('cell', { name: /^R[\d,]+/ }).first(),
  ]) {
    expect(await cell.evaluate((el) => el.getBoundingClientRect().right), 'within the 360 px screen').toBeLessThanOrEqual(360);
  }
  const cdp = await page.context().newCDPSession(page);
  const { result } = await cdp.send('Runtime.evaluate', {
    expression: `[...document.querySelectorAll('table')].find((t) => t.caption?.textContent === 'Your payments, newest first')`,
  });
  const roles: Record<string, number> = {};
  for (const role of ['table', 'row', 'columnheader', 'cell']) {
    const { nodes } = await cdp.send('Accessibility.queryAXTree', { objectId: result.objectId, role });
    roles[role] = nodes.length;
  }
  await cdp.detach();
  expect(roles, 'Chromium still exposes the stacked payments as a table').toEqual({
    table: 1,
    row: expect.any(Number),
    columnheader: 7,
    cell: expect.any(Number),
  });
  expect(roles.cell, 'cells of the two payments and the total').toBeGreaterThanOrEqual(12);

  await payments
    .getByRole('button', { name: /^(Invoice INV-\S+|Payment receipt) for / })
    .first()
    .click();
  // A payment made since invoices exist opens its tax invoice.
  await expect(page.getByRole('dialog', { name: /^(Tax invoice|Invoice) INV-/ })).toContainText('Total');
  await checkAtEveryWidth('dialog-receipt', { fullPage: false });
  await page.keyboard.press('Escape');

  // The demo owner: a live campaign with 60 days of statistics; 90 days gives the longest amounts.
  const demoPassword = `demo-${Date.now()}-layout`;
  const output = execFileSync('npx', ['tsx', 'api/src/ops/seed-demo.ts'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, DEMO_PASSWORD: demoPassword, NODE_ENV: 'development' },
    encoding: 'utf8',
    timeout: 60_000,
  });
  expect(output).toContain('demo@example.com');
  const login = await page.request.post('/v2/user/login', { data: { email: 'demo@example.com', password: demoPassword } });
  const { token } = (await login.json()) as { token: string };
  await signInBrowser(page.context(), test.info().project.use.baseURL!, token);

  await visit('/dashboard');
  // The chart's code loads as its figure comes near the screen.
  const chart = page.getByRole('figure', { name: /Clicks and views per day/ });
  await chart.scrollIntoViewIfNeeded();
  await expect(chart.locator('.recharts-bar-rectangle').first()).toBeVisible();
  await expect.soft(mainNav().locator('[aria-current="page"]'), 'the current header link').toHaveText(['Dashboard']);
  await page.getByRole('radio', { name: '90 days' }).check();
  await expect(page.getByRole('list', { name: 'Totals for the last 90 days' })).toContainText(/R\d{1,3},\d{3}\.\d{2}/);
  await checkAtEveryWidth('dashboard-live');

  await page.getByRole('region', { name: 'Search ads' }).getByRole('button', { name: 'Pause ads' }).click();
  await expect(page.getByRole('dialog', { name: 'Pause your search ads?' })).toBeVisible();
  await checkAtEveryWidth('dialog-pause-ads', { fullPage: false });
  await page.keyboard.press('Escape');

  await visit('/dashboard?search');
  await expect.soft(mainNav().locator('[aria-current="page"]'), 'the current header link').toHaveText(['Search Ads']);
});

test("the registration page's code step fits with a long address", async () => {
  await page.context().clearCookies();
  await visit('/register-ads');
  await page.getByLabel('First name').fill('Lindiwe');
  await page.getByLabel('Last name').fill('Mokoena');
  const email = `lindiwe.mokoena.${Date.now()}@greenleafplumbing-and-geysers.co.za`;
  await page.getByLabel('Business email').fill(email);
  await page.getByLabel('Mobile number').fill('+27 82 123 4567');
  await page.getByLabel('Business name').fill('Greenleaf Plumbing and Geysers');
  await page.getByLabel(/^Website/).fill('greenleafplumbing-and-geysers.co.za');
  await page.getByRole('radio', { name: /^Growth/ }).check();
  await page
    .getByRole('group', { name: /Is your business in South Africa/ })
    .getByRole('radio', { name: 'Yes' })
    .check();
  await page.getByRole('checkbox', { name: /I accept the terms of service/ }).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('heading', { name: 'Confirm your email address' })).toBeVisible();
  await checkAtEveryWidth('register-ads-code');
});
