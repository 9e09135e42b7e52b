import type { ReactNode } from 'react';
import type { Loaded } from '../lib/use-load';
import styles from './ui.module.css';

/** What a screen shows while its call runs or after it is refused; its content once the answer is here. */
export function LoadState<T>({ loaded, label, children }: { loaded: Loaded<T>; label: string; children: (data: T) => ReactNode }) {
  if (loaded.status === 'loading') return <p aria-busy="true">Loading {label}…</p>;
  if (loaded.status === 'failed')
    return (
      <p role="alert" className={styles.alert}>
        {loaded.message}
      </p>
    );
  return <>{children(loaded.data)}</>;
}
