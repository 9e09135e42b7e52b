import type { ReactNode } from 'react';
import { usePageTitle } from '../lib/use-page-title';
import styles from './step-page.module.css';

/** A wizard step: its heading (the page's only h1), an introduction and the content. */
export function StepPage({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  usePageTitle(title);
  return (
    <section className={styles.page} aria-labelledby="gbp-step-title">
      <h1 id="gbp-step-title" className={styles.title}>
        {title}
      </h1>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
      {children}
    </section>
  );
}
