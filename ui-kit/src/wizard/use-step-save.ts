import { useCallback } from 'react';
import { errorMessage } from '@adlaunch/session/api';
import { useSessionStore } from '@adlaunch/session';

/**
 * Runs one wizard step's save with the shell's spinner; a failure goes to the error banner and
 * answers null so the step stays put. Pass `then` to store the answer and move on.
 */
export function useStepSave() {
  return useCallback(async <T>(save: () => Promise<T>, then?: (answer: T) => void): Promise<T | null> => {
    const store = useSessionStore.getState();
    store.startLoading();
    try {
      const answer = await save();
      then?.(answer);
      return answer;
    } catch (error) {
      store.showError(errorMessage(error));
      return null;
    } finally {
      store.stopLoading();
    }
  }, []);
}
