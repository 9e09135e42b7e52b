import type { ReactNode } from 'react';
import styles from './wizard.module.css';

/** One line under a wizard's progress naming the plan being bought and its price (issue 22). */
export function PlanSummary({ children }: { children: ReactNode }) {
  return (
    <p className={styles.planSummary} data-testid="plan-summary">
      {children}
    </p>
  );
}
