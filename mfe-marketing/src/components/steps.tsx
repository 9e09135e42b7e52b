import type { ReactNode } from 'react';
import styles from './page.module.css';

export interface Step {
  title: string;
  text: ReactNode;
}

/** Numbered steps; the numbers come from the list itself. */
export function Steps({ items }: { items: Step[] }) {
  return (
    <ol className={styles.steps}>
      {items.map((step) => (
        <li key={step.title} className={styles.step}>
          <h3>{step.title}</h3>
          <p>{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
