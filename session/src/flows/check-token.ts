import type { SessionUser } from '@adlaunch/shared';

let started: { token: string; answer: Promise<SessionUser> } | null = null;

// The API client's light entry: the answer is read and checked off the page's thread (decision 024).
const ask = () => import('@adlaunch/session/api').then(({ api }) => api.tokenLogin());

/**
 * Starts asking the server who a token belongs to before the app's first render (the shell, on an
 * owner's page), so that the session is in that render rather than an update that re-renders the whole
 * page at once. The token-login hook's first check takes this answer instead of asking again.
 */
export function startTokenCheck(token: string): Promise<SessionUser> {
  const answer = ask();
  started = { token, answer };
  return answer;
}

/**
 * Who a token belongs to: the answer started before the first render, once, else a fresh one (a later
 * check, after a navigation or a login, asks the server again so the session follows what it says).
 */
export function checkToken(token: string): Promise<SessionUser> {
  if (started?.token === token) {
    const { answer } = started;
    started = null;
    return answer;
  }
  return ask();
}
