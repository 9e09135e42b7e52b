import type { ReactNode } from 'react';
import styles from './page.module.css';

export interface Feature {
  icon?: ReactNode;
  title: string;
  text: ReactNode;
}

export function FeatureGrid({ items }: { items: Feature[] }) {
  return (
    <ul className={styles.grid}>
      {items.map((item) => (
        <li key={item.title} className={styles.card}>
          {item.icon ? <span className={styles.icon}>{item.icon}</span> : null}
          <h3>{item.title}</h3>
          <p>{item.text}</p>
        </li>
      ))}
    </ul>
  );
}
