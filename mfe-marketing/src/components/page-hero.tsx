import type { ReactNode } from 'react';
import styles from './page.module.css';

interface PageHeroProps {
  eyebrow?: string;
  title: string;
  lead: ReactNode;
  /** Buttons or links under the lead. */
  actions?: ReactNode;
  art?: ReactNode;
}

/** The top of every page: the page's only h1. */
export function PageHero({ eyebrow, title, lead, actions, art }: PageHeroProps) {
  return (
    <section className={styles.hero}>
      <div className={`${styles.container} ${styles.heroInner}`}>
        <div>
          {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.lead}>{lead}</p>
          {actions ? <div className={styles.actions}>{actions}</div> : null}
        </div>
        {art ? <div className={styles.heroArt}>{art}</div> : null}
      </div>
    </section>
  );
}
