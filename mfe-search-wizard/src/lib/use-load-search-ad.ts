import { useCallback, useEffect, useState } from 'react';
import { useSessionStore } from '@adlaunch/shared';
import { api, errorMessage } from '@adlaunch/shared/api';

type LoadState = { status: 'loading' } | { status: 'ready' } | { status: 'failed'; message: string };

/** Fetches the owner's latest search ad into the session store when the wizard opens. */
export function useLoadSearchAd() {
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    useSessionStore.getState().startLoading();
    api
      .getSearchAd()
      .then(({ search_ad }) => {
        if (!live) return;
        useSessionStore.getState().setSearchAd(search_ad);
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
