import { useEffect, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import type { ExposedPath, ExposedProps, RemoteModule, RemoteName } from '@adlaunch/shared';
import { reportProblem } from '../health-reports';
import { loadExposed, peekExposed } from './load-remote';
import { RemoteFallback } from './remote-fallback';
import styles from './remote-view.module.css';

interface RemoteViewProps<R extends RemoteName, E extends ExposedPath<R>> {
  remote: R;
  exposed: E;
  props?: ExposedProps<R, E>;
  /** What the user was trying to reach, for the fallback message. */
  label: string;
  variant?: 'page' | 'dialog';
}

type State<P> = { status: 'loading' } | { status: 'ready'; module: RemoteModule<P> } | { status: 'failed' };

/** Loads a remote's exposed component lazily; any failure (network, contract, render) shows a fallback with Retry. */
export function RemoteView<R extends RemoteName, E extends ExposedPath<R>>(viewProps: RemoteViewProps<R, E>) {
  // Another remote (a route change from one remote's page to another's) is another view, with its own
  // state: the previous remote's component never renders with the next one's props.
  return <LoadedRemote key={`${viewProps.remote}/${viewProps.exposed}`} {...viewProps} />;
}

function LoadedRemote<R extends RemoteName, E extends ExposedPath<R>>({
  remote,
  exposed,
  props,
  label,
  variant = 'page',
}: RemoteViewProps<R, E>) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<State<ExposedProps<R, E>>>(() => {
    const module = peekExposed(remote, exposed);
    return module ? { status: 'ready', module } : { status: 'loading' };
  });

  useEffect(() => {
    let live = true;
    setState((s) => (s.status === 'ready' && attempt === 0 ? s : { status: 'loading' }));
    loadExposed(remote, exposed, { retry: attempt > 0 }).then(
      (module) => live && setState({ status: 'ready', module }),
      (error) => {
        console.error(error);
        reportProblem('remote-load', error, remote);
        if (live) setState({ status: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [remote, exposed, attempt]);

  const retry = () => setAttempt((n) => n + 1);

  if (state.status === 'failed') return <RemoteFallback label={label} onRetry={retry} variant={variant} />;
  if (state.status === 'loading') {
    return variant === 'page' ? <div className={styles.loading} aria-busy="true" aria-label={`Loading ${label}`} /> : null;
  }
  const { Component } = state.module;
  return (
    <ErrorBoundary
      resetKeys={[attempt]}
      onError={(error) => {
        console.error(error);
        reportProblem('boundary', error, remote);
      }}
      fallbackRender={() => <RemoteFallback label={label} onRetry={retry} variant={variant} />}
    >
      <Component {...((props ?? {}) as ExposedProps<R, E> & object)} />
    </ErrorBoundary>
  );
}
