import { loadApi, useSessionStore } from '@adlaunch/session';
import { MESSAGES } from '@adlaunch/shared';

export type CallResult<T> = { ok: true; value: T } | { ok: false; error: unknown };
type Api = Awaited<ReturnType<typeof loadApi>>['api'];

/**
 * Runs one server call the way product spec §8 asks: the spinner while it runs, the error banner
 * (with the server's message, or the field-specific one when `preferField` has one) when it fails.
 * The API client is loaded with the first call, so a form's page never waits for it.
 */
export async function serverCall<T>(run: (api: Api) => Promise<T>, preferField?: string): Promise<CallResult<T>> {
  const store = useSessionStore.getState();
  store.startLoading();
  try {
    const { api } = await loadApi();
    return { ok: true, value: await run(api) };
  } catch (error) {
    const message = await loadApi().then(
      ({ errorMessage }) => errorMessage(error, preferField),
      () => MESSAGES.genericError,
    );
    useSessionStore.getState().showError(message);
    return { ok: false, error };
  } finally {
    useSessionStore.getState().stopLoading();
  }
}
