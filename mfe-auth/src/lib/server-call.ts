import { loadApi, useSessionStore } from '@adlaunch/session';
import { MESSAGES } from '@adlaunch/shared';

export type CallResult<T> =
  | { ok: true; value: T }
  | {
      ok: false;
      error: unknown;
      /** The message to show: the server's (or its field-specific one when `preferField` has one), else a generic sentence. */
      message: string;
      /** The server's messages per field, when it named fields. */
      fields: Record<string, string[]>;
    };
type Api = Awaited<ReturnType<typeof loadApi>>['api'];

interface CallOptions {
  /** A field whose server message is preferred to the general one (product spec §8: registration prefers the email's). */
  preferField?: string;
  /**
   * The call is made from an open dialog: the caller shows a failure inside it, next to its field, and
   * the page's banner (behind the dialog's inert background) stays quiet. A success clears the banner.
   */
  inDialog?: boolean;
}

/**
 * Runs one server call the way product spec §8 asks: the spinner while it runs, the error banner
 * when it fails (unless the call is made from a dialog, which shows the error itself). The API client
 * is loaded with the first call, so a form's page never waits for it.
 */
export async function serverCall<T>(run: (api: Api) => Promise<T>, options: CallOptions | string = {}): Promise<CallResult<T>> {
  // A bare string is the preferred field (the registration pages' form of the call).
  const { preferField, inDialog = false } = typeof options === 'string' ? { preferField: options } : options;
  const store = useSessionStore.getState();
  store.startLoading();
  try {
    const { api } = await loadApi();
    const value = await run(api);
    if (inDialog) useSessionStore.getState().clearError();
    return { ok: true, value };
  } catch (error) {
    const { message, fields } = await loadApi().then(
      ({ errorMessage, ApiError }) => ({
        message: errorMessage(error, preferField),
        fields: error instanceof ApiError ? error.fields : {},
      }),
      () => ({ message: MESSAGES.genericError, fields: {} }),
    );
    if (!inDialog) useSessionStore.getState().showError(message);
    return { ok: false, error, message, fields };
  } finally {
    useSessionStore.getState().stopLoading();
  }
}
