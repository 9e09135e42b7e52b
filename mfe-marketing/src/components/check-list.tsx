import type { ReactNode } from 'react';
import styles from './page.module.css';

export function CheckList({ items }: { items: ReactNode[] }) {
  return (
    <ul className={styles.checks}>
      {items.map((item, i) => (
        <li key={i}>{item}</li>
      ))}
    </ul>
  );
}
