import type { ReactNode } from 'react';
import styles from './wizard.module.css';

/**
 * One short line under a wizard's progress naming the plan being bought and its price (issue 22).
 * `pending`: the price is not known yet; the line keeps its room, so nothing moves when it arrives.
 */
export function PlanSummary({ children, pending = false }: { children?: ReactNode; pending?: boolean }) {
  if (pending) return <p className={styles.planSummary} aria-hidden="true" data-testid="plan-summary-pending" />;
  return (
    <p className={styles.planSummary} data-testid="plan-summary">
      {children}
    </p>
  );
}
