import { useCallback, useEffect, useState } from 'react';
import { type PerformanceDay } from '@adlaunch/shared';
import { api, errorMessage } from '@adlaunch/session/api';

export type PerformanceState =
  { status: 'idle' | 'loading' } | { status: 'ready'; days: PerformanceDay[] } | { status: 'error'; message: string };

/** The daily statistics of one ad; `adId` null loads nothing (no ad, or not live yet). */
export function usePerformance(adId: number | null) {
  const [state, setState] = useState<PerformanceState>({ status: 'idle' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (adId === null) {
      setState({ status: 'idle' });
      return;
    }
    let live = true;
    setState({ status: 'loading' });
    api.performance(adId).then(
      ({ days }) => live && setState({ status: 'ready', days }),
      (error) => live && setState({ status: 'error', message: errorMessage(error) }),
    );
    return () => {
      live = false;
    };
  }, [adId, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
