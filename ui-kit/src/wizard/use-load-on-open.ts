import { useCallback, useEffect, useState } from 'react';
import { errorMessage } from '@adlaunch/session/api';
import { useSessionStore } from '@adlaunch/session';

export type LoadState = { status: 'loading' } | { status: 'ready' } | { status: 'failed'; message: string };

/**
 * Runs `load` (which puts the owner's order into the session store) when a wizard opens, with the
 * spinner on and a retry. The shell loads the order too, but a deep link must not route on an order
 * that has not arrived yet.
 */
export function useLoadOnOpen(load: () => Promise<void>) {
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    useSessionStore.getState().startLoading();
    load()
      .then(() => live && setState({ status: 'ready' }))
      .catch((error) => live && setState({ status: 'failed', message: errorMessage(error) }))
      .finally(() => useSessionStore.getState().stopLoading());
    return () => {
      live = false;
    };
  }, [load, attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { state, retry };
}
