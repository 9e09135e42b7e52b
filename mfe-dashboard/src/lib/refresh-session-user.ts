import { checkToken, useSessionStore } from '@adlaunch/session';

/**
 * Asks the server again who the owner is: the session user carries the payments and their totals,
 * which a card update, a renewal paid at once or a refund change; the payments table shows them at once.
 */
export async function refreshSessionUser(): Promise<void> {
  const { token } = useSessionStore.getState();
  if (!token) return;
  const session = await checkToken(token);
  if (useSessionStore.getState().token === token) useSessionStore.getState().setSession(session);
}
