/**
 * @jest-environment jsdom
 */
import { EARLY_INPUT_GLOBAL } from '@adlaunch/shared';
import { PAGE_STARTER, withCurrentStarter, withPageStarter } from './page-starter';

// The page starter run on a served page, as the browser runs it at the end of the body.

type Early = { submit: Element | null; stop: () => void };
const early = () => (window as unknown as Record<string, Early>)[EARLY_INPUT_GLOBAL];

function serve(rootAttributes: string, forms: string) {
  document.head.innerHTML = '';
  document.body.innerHTML = `<div id="root" data-prerendered ${rootAttributes}>${forms}</div>`;
  new Function(PAGE_STARTER)();
}

/** Sends a form as a press of its submit button would; answers whether the browser would post it. */
const send = (form: Element) => form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
const frames = async (n: number) => {
  for (let i = 0; i < n; i += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
};
const appScript = () => document.head.querySelector('script[src="/main.js"]');

afterEach(() => early()?.stop());

describe('the page starter', () => {
  it('lets a form the server answers go to the server before the app has taken over, and keeps any other for the app', () => {
    serve('', '<form data-server-answers="" id="answered"></form><form id="kept"></form>');
    expect(send(document.getElementById('answered')!)).toBe(true);
    expect(early().submit).toBeNull();
    expect(send(document.getElementById('kept')!)).toBe(false);
    expect(early().submit).toBe(document.getElementById('kept'));
  });

  it('starts the app after the first frames of a served page', async () => {
    serve('', '<form></form>');
    await frames(3);
    expect(appScript()).not.toBeNull();
  });

  it('starts no app over the answer to a post, whose forms all go to the server', async () => {
    serve('data-post-answer=""', '<form id="any"></form>');
    expect(send(document.getElementById('any')!)).toBe(true);
    await frames(3);
    expect(appScript()).toBeNull();
  });
});

describe('a snapshot served with an older page starter', () => {
  it('gets the current one, which the Content Security Policy allows', () => {
    const current = withPageStarter(
      '<html><body><div id="root" data-prerendered>x</div><script defer src="/main.js"></script></body></html>',
    );
    const older = current
      .replace(PAGE_STARTER, PAGE_STARTER.replace('requestAnimationFrame(function(){requestAnimationFrame', 'setTimeout(function(){('))
      .replace('x<', 'y<');
    expect(older).not.toContain(PAGE_STARTER);
    expect(withCurrentStarter(older)).toBe(current.replace('x<', 'y<'));
    expect(withCurrentStarter(current)).toBe(current);
    expect(withCurrentStarter('<html><body>no starter</body></html>')).toBe('<html><body>no starter</body></html>');
  });
});
