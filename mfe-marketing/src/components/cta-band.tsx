import type { ReactNode } from 'react';
import { useId } from 'react';
import styles from './page.module.css';

interface CtaBandProps {
  title: string;
  text: ReactNode;
  children: ReactNode;
}

/** The closing call to action of a page. */
export function CtaBand({ title, text, children }: CtaBandProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.band}>
      <div className={styles.container}>
        <h2 id={headingId}>{title}</h2>
        <p>{text}</p>
        <div className={styles.actions}>{children}</div>
      </div>
    </section>
  );
}
