import { changeFeedback, loadApi, type FeedbackOptions } from '@adlaunch/session';

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

interface CallOptions extends Pick<FeedbackOptions, 'preferField'> {
  /**
   * The call is made from an open dialog: the caller shows a failure inside it, next to its field, and
   * the page's banner (behind the dialog's inert background) stays quiet. A success clears the banner.
   */
  inDialog?: boolean;
}

/**
 * Runs one server call under the spinner and banner policy of every change (`changeFeedback`, as the
 * owner-data mutations): the spinner while it runs, the error banner when it fails unless the call is made
 * from a dialog, which shows the error itself. The API client is loaded with the first call, so a form's
 * page never waits for it.
 */
export async function serverCall<T>(run: (api: Api) => Promise<T>, options: CallOptions | string = {}): Promise<CallResult<T>> {
  // A bare string is the preferred field (the registration pages' form of the call).
  const { preferField, inDialog = false } = typeof options === 'string' ? { preferField: options } : options;
  const feedback = { quiet: inDialog, preferField };
  changeFeedback.started();
  try {
    const { api } = await loadApi();
    const value = await run(api);
    changeFeedback.succeeded(feedback);
    return { ok: true, value };
  } catch (error) {
    const message = await changeFeedback.failed(error, feedback);
    const fields = await loadApi().then(
      ({ ApiError }) => (error instanceof ApiError ? error.fields : {}),
      () => ({}),
    );
    return { ok: false, error, message, fields };
  } finally {
    changeFeedback.settled();
  }
}
