import { useCallback, useEffect, useState } from 'react';
import { useSessionStore } from '@adlaunch/shared';
import { api, errorMessage } from '@adlaunch/shared/api';

type LoadState = { status: 'loading' } | { status: 'ready' } | { status: 'failed'; message: string };

/**
 * Fetches the owner's latest profile into the session store when the wizard opens: the shell loads
 * it too, but a deep link must not route on a profile that has not arrived yet.
 */
export function useLoadProfile() {
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    const store = useSessionStore.getState();
    store.startLoading();
    api
      .getProfile()
      .then(({ profile }) => {
        if (!live) return;
        useSessionStore.getState().setProfile(profile);
        setState({ status: 'ready' });
      })
      .catch((error) => live && setState({ status: 'failed', message: errorMessage(error) }))
      .finally(() => useSessionStore.getState().stopLoading());
    return () => {
      live = false;
    };
  }, [attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { state, retry };
}
