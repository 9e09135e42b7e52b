import { EARLY_INPUT_GLOBAL, type EarlyInput } from '@adlaunch/shared';

/** How long a field that the app renders later (after a frame's first commit) is waited for. */
const LATE_FIELD_MS = 10_000;

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const isChoice = (field: Field) => field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

/** The element's place under the served root: its served ancestor's index, then the index at each level below. */
function placeOf(element: Element, served: Element[]): number[] | null {
  const path: number[] = [];
  let node = element;
  while (!served.includes(node)) {
    const parent = node.parentElement;
    if (!parent) return null;
    path.unshift(Array.prototype.indexOf.call(parent.children, node));
    node = parent;
  }
  return [served.indexOf(node), ...path];
}

function atPlace(root: Element, path: number[]): Element | null {
  let node: Element | null = root;
  for (const index of path) node = node?.children[index] ?? null;
  return node;
}

/** The app's element for a served one: a field by its name in its form or its id, anything else by its place (the app's first markup is the served markup). */
function counterpart(old: Element, served: Element[], root: Element): Element | null {
  const field = old as HTMLInputElement;
  let found: Element | null = null;
  if (field.name && field.form) {
    const named = [...root.querySelectorAll(`[name="${CSS.escape(field.name)}"]`)];
    found = isChoice(field) ? (named.find((e) => (e as HTMLInputElement).value === field.value) ?? null) : (named[0] ?? null);
  }
  if (!found && old.id) found = document.getElementById(old.id);
  if (!found) {
    const place = placeOf(old, served);
    found = place ? atPlace(root, place) : null;
  }
  return found?.tagName === old.tagName ? found : null;
}

/** What the person typed, ticked or chose goes into the app's field, as if they had done it there (React and the form library see the events). */
function carryValue(from: Field, to: Field) {
  if (from instanceof HTMLInputElement && from.type === 'file') {
    // A file field's value cannot be set (the browser throws); the files chosen can be handed over.
    if (!from.files?.length || !(to instanceof HTMLInputElement) || to.type !== 'file') return;
    to.files = from.files;
    to.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  if (isChoice(from)) {
    if ((to as HTMLInputElement).checked !== (from as HTMLInputElement).checked) (to as HTMLInputElement).click();
    return;
  }
  const changed = from instanceof HTMLSelectElement ? true : from.value !== from.defaultValue;
  if (!changed || to.value === from.value) return;
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(to), 'value')?.set;
  setter?.call(to, from.value);
  to.dispatchEvent(new Event(to instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

function carryFocus(from: Element, to: Element) {
  (to as HTMLElement).focus({ preventScroll: true });
  const [old, now] = [from as HTMLInputElement, to as HTMLInputElement];
  try {
    if (typeof old.selectionStart === 'number') now.setSelectionRange(old.selectionStart, old.selectionEnd);
  } catch {
    // A field without a caret (a number, an email on some browsers): the focus is enough.
  }
}

/**
 * Hands what a person did on the served page over to the app's markup, once the app has replaced it
 * (called by the shell's layout in its first commit, before the page paints again). Typed text,
 * ticks, choices and the focus are carried over at once; a field the app renders later is filled when
 * it appears; the disclosure buttons the person opened, the last button pressed and a form sent are
 * pressed or sent again on the app's markup in the next task. Decision 033.
 */
export function handOverEarlyInput(root: HTMLElement, early = readEarlyInput()): void {
  if (!early) return;
  early.stop();
  delete (window as unknown as Record<string, unknown>)[EARLY_INPUT_GLOBAL];
  const { served } = early;
  const find = (old: Element | null) => (old ? counterpart(old, served, root) : null);

  const waiting: Field[] = [];
  for (const old of early.fields as Field[]) {
    const now = find(old) as Field | null;
    if (now) carryValue(old, now);
    else waiting.push(old);
  }
  const focused = find(early.focus);
  if (focused && early.focus) carryFocus(early.focus, focused);
  if (waiting.length) waitForLateFields(root, served, waiting, focused ? null : early.focus);

  const toggles = early.toggles.map((old) => [old, find(old)] as const);
  const click = find(early.click);
  const form = find(early.submit);
  if (!toggles.length && !click && !form) return;
  setTimeout(() => {
    for (const [old, now] of toggles)
      if (now && now.getAttribute('aria-expanded') !== old.getAttribute('aria-expanded')) (now as HTMLElement).click();
    (click as HTMLElement | null)?.click();
    // Sent as the app's own button would send it: not while the app holds that button disabled (a
    // question still unanswered), just as a press or Enter would not send it.
    if (form instanceof HTMLFormElement && !defaultButton(form)?.disabled) form.requestSubmit();
  }, 0);
}

/** A form's default button: its first submit button, the one Enter presses. */
const defaultButton = (form: HTMLFormElement) =>
  [...form.elements].find((el): el is HTMLButtonElement | HTMLInputElement => (el as HTMLButtonElement).type === 'submit') ?? null;

/** Fields typed into on the served page that the app renders after its first commit (a frame's step, below it). */
function waitForLateFields(root: HTMLElement, served: Element[], waiting: Field[], focus: Element | null) {
  const observer = new MutationObserver(() => {
    for (const old of [...waiting]) {
      const now = counterpart(old, served, root) as Field | null;
      if (!now) continue;
      carryValue(old, now);
      if (old === focus && !root.contains(document.activeElement)) carryFocus(old, now);
      waiting.splice(waiting.indexOf(old), 1);
    }
    if (!waiting.length) observer.disconnect();
  });
  observer.observe(root, { childList: true, subtree: true });
  setTimeout(() => observer.disconnect(), LATE_FIELD_MS);
}

const readEarlyInput = () => (window as unknown as Record<string, EarlyInput | undefined>)[EARLY_INPUT_GLOBAL] ?? null;
