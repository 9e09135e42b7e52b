import { useSessionStore } from '@adlaunch/shared';
import { errorMessage } from '@adlaunch/shared/api';

export type CallResult<T> = { ok: true; value: T } | { ok: false; error: unknown };

/**
 * Runs one server call the way SPEC section 8 asks: the spinner while it runs, the error banner
 * (with the server's message, or the field-specific one when `preferField` has one) when it fails.
 */
export async function serverCall<T>(run: () => Promise<T>, preferField?: string): Promise<CallResult<T>> {
  const store = useSessionStore.getState();
  store.startLoading();
  try {
    return { ok: true, value: await run() };
  } catch (error) {
    useSessionStore.getState().showError(errorMessage(error, preferField));
    return { ok: false, error };
  } finally {
    useSessionStore.getState().stopLoading();
  }
}
