import { MESSAGES } from '@adlaunch/shared';
import { useSessionStore } from '../stores/session-store';
import { loadApi } from './load-api';

export interface FeedbackOptions {
  /** The caller shows a failure itself (inside an open dialog, next to a field): the page's banner stays quiet. */
  quiet?: boolean;
  /** A field whose server message is preferred to the general one (product spec §8: registration prefers the email's). */
  preferField?: string;
}

/** The sentence for a failure: the server's (its field's, when one is preferred), else a generic one. */
export async function failureMessage(error: unknown, preferField?: string): Promise<string> {
  try {
    return (await loadApi()).errorMessage(error, preferField);
  } catch {
    return MESSAGES.genericError;
  }
}

/**
 * The one policy for the shell's spinner and error banner around a change a person makes (product spec §8):
 * the spinner while it runs; a failure in the banner unless the caller shows it itself (`quiet`); a quiet
 * change that succeeds clears an older banner. The owner-data mutation cache and the auth remote's calls
 * both follow it.
 */
export const changeFeedback = {
  started: () => useSessionStore.getState().startLoading(),
  settled: () => useSessionStore.getState().stopLoading(),
  succeeded: ({ quiet = false }: FeedbackOptions = {}) => {
    if (quiet) useSessionStore.getState().clearError();
  },
  /** Answers the failure's message (for the caller to show when quiet). */
  failed: async (error: unknown, { quiet = false, preferField }: FeedbackOptions = {}): Promise<string> => {
    const message = await failureMessage(error, preferField);
    if (!quiet) useSessionStore.getState().showError(message);
    return message;
  },
};
