import { Component, lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import ui from './ui.module.css';

class LoadBoundary extends Component<{ children: ReactNode; onRetry: () => void }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className={ui.card} role="alert">
        <p>This part of your dashboard could not load. Check your connection and try again.</p>
        <button type="button" className={ui.button} onClick={this.props.onRetry}>
          Try again
        </button>
      </div>
    );
  }
}

/**
 * A part of the dashboard below the first screen, loaded as its own chunk after the page has rendered:
 * its code does not start in the page's first long task (decision 023). A failed load says so where the
 * part goes, with a retry; the rest of the dashboard keeps working.
 */
export function later<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const make = () => lazy(() => load().then((component) => ({ default: component })));
  let first: ReturnType<typeof make> | null = null;
  return function Later(props: P) {
    const [attempt, setAttempt] = useState(0);
    const [Lazy, setLazy] = useState(() => (first ??= make()));
    const retry = () => {
      first = null;
      setLazy(() => (first = make()));
      setAttempt((n) => n + 1);
    };
    return (
      <LoadBoundary key={attempt} onRetry={retry}>
        <Suspense fallback={null}>
          <Lazy {...props} />
        </Suspense>
      </LoadBoundary>
    );
  };
}
