import { useCallback, useEffect, useState } from 'react';
import { errorMessage } from '@adlaunch/session/api';

export type Loaded<T> = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; data: T };

/**
 * Loads what a screen shows through one staff call, again whenever `key` changes or `reload` is called.
 * A refusal becomes its message (a 403 names the role it needs).
 */
export function useLoad<T>(load: () => Promise<T>, key: string): Loaded<T> & { reload: () => void } {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  const [round, setRound] = useState(0);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  useEffect(() => {
    let live = true;
    load().then(
      (data) => live && setState({ status: 'ready', data }),
      (error) => live && setState({ status: 'failed', message: errorMessage(error) }),
    );
    return () => {
      live = false;
    };
    // `load` is a new function each render; `key` says when what it loads changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, round]);
  return { ...state, reload };
}
