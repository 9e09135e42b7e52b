/**
 * A field is checked when it loses focus, and its message then takes room under it. When focus is
 * lost because a pointer pressed something else (the terms checkbox under the password, say), showing
 * the message at once moves that thing away before the press ends: the click lands elsewhere. So a
 * blur that happens while a pointer is down is handled once the press is over (after its click).
 */

let pressed = false;
let waiting: Array<() => void> = [];
let listening = false;

function release() {
  pressed = false;
  const run = waiting;
  waiting = [];
  // After the click that ends this press has been handled.
  if (run.length) setTimeout(() => run.forEach((fn) => fn()));
}

function listen() {
  if (listening || typeof document === 'undefined') return;
  listening = true;
  const press = () => {
    pressed = true;
  };
  // Capture: before the browser moves focus (mousedown), and before anything on the page handles it.
  document.addEventListener('pointerdown', press, true);
  document.addEventListener('mousedown', press, true);
  for (const type of ['pointerup', 'pointercancel', 'mouseup', 'dragend']) document.addEventListener(type, release, true);
}

/** Wraps a blur handler so that it runs after the pointer press that caused the blur, if any; at once otherwise. */
export function settledBlur<E>(onBlur: (event: E) => void): (event: E) => void {
  listen();
  return (event: E) => {
    if (pressed) waiting.push(() => onBlur(event));
    else onBlur(event);
  };
}
