import type { EarlyInput } from '@adlaunch/shared';
import { handOverEarlyInput } from './early-input';

const MARKUP = `
  <header><button type="button" aria-expanded="false" aria-controls="main-nav">Menu</button><nav id="main-nav"></nav></header>
  <main>
    <form aria-label="Enquiry"><input name="name"><input type="checkbox" name="platforms" value="instagram"><button type="submit">Send</button></form>
    <button type="button" class="log-in">Log In</button>
  </main>`;

/** The served page, what the person did on it (as the page starter records it), then the app's markup in its place. */
function servedThenApp(act: (served: HTMLElement, early: EarlyInput) => void, appMarkup = MARKUP) {
  document.body.innerHTML = `<div id="root" data-prerendered>${MARKUP}</div>`;
  const root = document.getElementById('root')!;
  const early: EarlyInput = {
    served: [...root.children],
    fields: [],
    toggles: [],
    focus: null,
    click: null,
    submit: null,
    stop: jest.fn(),
  };
  act(root, early);
  root.textContent = ''; // what React's first commit does with the served markup
  root.insertAdjacentHTML('beforeend', appMarkup);
  return { root, early };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('puts typed text and ticks into the app’s fields, with the events React listens to, and gives the focus back', () => {
  const { root, early } = servedThenApp((served, early) => {
    const name = served.querySelector<HTMLInputElement>('[name="name"]')!;
    name.value = 'Thandi';
    name.setSelectionRange(3, 3);
    const tick = served.querySelector<HTMLInputElement>('[name="platforms"]')!;
    tick.checked = true;
    early.fields.push(name, tick);
    early.focus = name;
  });
  const seen: string[] = [];
  root.addEventListener('input', (e) => seen.push(`input ${(e.target as HTMLInputElement).name}`));
  root.addEventListener('click', (e) => seen.push(`click ${(e.target as HTMLInputElement).name}`));

  handOverEarlyInput(root, early);

  const name = root.querySelector<HTMLInputElement>('[name="name"]')!;
  expect(name.value).toBe('Thandi');
  expect(root.querySelector<HTMLInputElement>('[name="platforms"]')!.checked).toBe(true);
  expect(seen).toEqual(['input name', 'click platforms', 'input platforms']);
  expect(document.activeElement).toBe(name);
  expect(name.selectionStart).toBe(3);
  expect(early.stop).toHaveBeenCalled();
});

it('hands a file chosen on the served page to the app’s file field, never setting its value (which throws)', () => {
  const markup = `<form aria-label="Photo"><input type="file" name="photo"></form>`;
  const chosen = { length: 1, 0: new File(['x'], 'shop.jpg', { type: 'image/jpeg' }) } as unknown as FileList;
  const setFiles = jest.spyOn(HTMLInputElement.prototype, 'files', 'set').mockImplementation(() => {});
  const { root, early } = servedThenApp((served, early) => {
    served.insertAdjacentHTML('beforeend', markup);
    const photo = served.querySelector<HTMLInputElement>('[name="photo"]')!;
    Object.defineProperty(photo, 'files', { get: () => chosen });
    early.fields.push(photo);
  }, `${MARKUP}${markup}`);
  const changed: string[] = [];
  root.addEventListener('change', (e) => changed.push((e.target as HTMLInputElement).name));

  expect(() => handOverEarlyInput(root, early)).not.toThrow();

  expect(setFiles).toHaveBeenCalledWith(chosen);
  expect(setFiles.mock.contexts[0]).toBe(root.querySelector('[name="photo"]'));
  expect(changed).toEqual(['photo']);
  setFiles.mockRestore();
});

it('opens again what was opened, presses the button pressed and sends the form sent, in the next task', () => {
  const { root, early } = servedThenApp((served, early) => {
    const menu = served.querySelector('[aria-controls="main-nav"]')!;
    menu.setAttribute('aria-expanded', 'true'); // as the starter flips it
    early.toggles.push(menu);
    early.click = served.querySelector('.log-in');
    early.submit = served.querySelector('form');
  });
  const menu = root.querySelector<HTMLButtonElement>('[aria-controls="main-nav"]')!;
  const pressed = jest.fn();
  menu.addEventListener('click', () => menu.setAttribute('aria-expanded', 'true'));
  root.querySelector('.log-in')!.addEventListener('click', pressed);
  const sent = jest.fn((e: Event) => e.preventDefault());
  root.querySelector('form')!.addEventListener('submit', sent);

  handOverEarlyInput(root, early);
  expect(menu.getAttribute('aria-expanded')).toBe('false');
  jest.runOnlyPendingTimers();

  expect(menu.getAttribute('aria-expanded')).toBe('true');
  expect(pressed).toHaveBeenCalledTimes(1);
  expect(sent).toHaveBeenCalledTimes(1);
});

it('does not send a form whose button the app holds disabled', () => {
  const { root, early } = servedThenApp((served, early) => {
    early.submit = served.querySelector('form');
  });
  root.querySelector<HTMLButtonElement>('button[type="submit"]')!.disabled = true;
  const sent = jest.fn((e: Event) => e.preventDefault());
  root.querySelector('form')!.addEventListener('submit', sent);
  handOverEarlyInput(root, early);
  jest.runOnlyPendingTimers();
  expect(sent).not.toHaveBeenCalled();
});

it('fills a field the app renders after its first commit when it appears, and leaves an untouched field to the app', async () => {
  const { root, early } = servedThenApp((served, early) => {
    const name = served.querySelector<HTMLInputElement>('[name="name"]')!;
    name.value = 'Thandi';
    early.fields.push(name, served.querySelector('[name="platforms"]')!);
  }, '<header></header><main><p role="status">Loading…</p></main>');
  handOverEarlyInput(root, early);

  root.querySelector('main')!.innerHTML =
    '<form><input name="name" value="Saved name"><input type="checkbox" name="platforms" value="instagram"></form>';
  await Promise.resolve(); // the mutation observer's turn
  expect(root.querySelector<HTMLInputElement>('[name="name"]')!.value).toBe('Thandi');
  expect(root.querySelector<HTMLInputElement>('[name="platforms"]')!.checked).toBe(false);
});

it('does nothing on a page the app rendered itself (no served page, no record)', () => {
  document.body.innerHTML = '<div id="root"><input name="name"></div>';
  const root = document.getElementById('root')!;
  expect(() => handOverEarlyInput(root, null)).not.toThrow();
  expect(root.querySelector('input')!.value).toBe('');
});
