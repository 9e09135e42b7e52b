import type { SessionUser } from '@adlaunch/shared';
import { loadApi } from './load-api';

let checking: { token: string; answer: Promise<SessionUser> } | null = null;

/**
 * Asks the server who a token belongs to, once per token: the shell starts it before its first
 * render on an owner's page (so the session is in that render, not an update that re-renders the
 * whole page at once), and the token-login hook reads the same answer. A refused or failed check is
 * asked again next time.
 */
export function checkToken(token: string): Promise<SessionUser> {
  if (checking?.token === token) return checking.answer;
  const answer = loadApi().then(({ api }) => api.tokenLogin());
  checking = { token, answer };
  answer.catch(() => {
    if (checking?.answer === answer) checking = null;
  });
  return answer;
}
