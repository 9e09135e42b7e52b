import type { ReactNode } from 'react';
import styles from './step-page.module.css';

/** One h1 per step, an intro line, then the step's form. */
export function StepPage({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <section className={styles.page} aria-labelledby="search-step-title">
      <h1 id="search-step-title" className={styles.title}>
        {title}
      </h1>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
      {children}
    </section>
  );
}
