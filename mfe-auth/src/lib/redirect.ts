/** Leaves the site (kept apart so tests can replace it: jsdom cannot navigate). */
export function redirectTo(url: string): void {
  window.location.assign(url);
}
