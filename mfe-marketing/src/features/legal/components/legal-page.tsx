import type { ReactNode } from 'react';
import { PageHero } from '../../../components/page-hero';
import pageStyles from '../../../components/page.module.css';
import styles from './legal-page.module.css';

export interface LegalSection {
  id: string;
  heading: string;
  body: ReactNode;
}

interface LegalPageProps {
  title: string;
  lead: string;
  updated: string;
  sections: LegalSection[];
}

/** A long legal text with a table of contents; every section is linkable by its id. */
export function LegalPage({ title, lead, updated, sections }: LegalPageProps) {
  return (
    <>
      <PageHero eyebrow="Legal" title={title} lead={lead} />
      <div className={`${pageStyles.narrow} ${styles.body}`}>
        <p className={pageStyles.note}>Last updated: {updated}</p>
        <nav aria-label="Contents" className={styles.toc}>
          <h2 className={styles.tocTitle}>Contents</h2>
          <ol>
            {sections.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`}>{s.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
        {sections.map((s, i) => (
          <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`} className={styles.section}>
            <h2 id={`${s.id}-title`}>
              {i + 1}. {s.heading}
            </h2>
            {s.body}
          </section>
        ))}
      </div>
    </>
  );
}
