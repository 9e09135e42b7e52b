import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import styles from './backoffice.module.css';

/**
 * The screens below the navigation. A link that leaves its screen (an order in the queue, "← All
 * orders") is gone once it is followed, and the focus with it, to the page's top: the focus comes
 * here instead, so the next Tab reaches the new screen's first control. A link that stays (the
 * navigation's) keeps it.
 */
export function FocusAfterNavigation({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const ref = useRef<HTMLDivElement>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (!document.activeElement || document.activeElement === document.body) ref.current?.focus();
  }, [pathname]);
  return (
    <div ref={ref} tabIndex={-1} className={styles.screen}>
      {children}
    </div>
  );
}
