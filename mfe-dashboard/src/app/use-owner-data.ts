import { useCallback, useEffect, useState } from 'react';
import { useSessionStore } from '@adlaunch/session';
import { api, errorMessage } from '@adlaunch/session/api';

export type OwnerDataStatus = 'loading' | 'ready' | 'error';

/** Fetches the latest search ad and business profile into the shared store (statuses change on the server). */
export function useOwnerData() {
  const [status, setStatus] = useState<OwnerDataStatus>('loading');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setStatus('loading');
    Promise.all([api.getSearchAd(), api.getProfile()]).then(
      ([ad, profile]) => {
        if (!live) return;
        const store = useSessionStore.getState();
        store.setSearchAd(ad.search_ad);
        store.setProfile(profile.profile);
        setStatus('ready');
      },
      (error) => {
        if (!live) return;
        useSessionStore.getState().showError(errorMessage(error));
        setStatus('error');
      },
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { status, retry };
}
