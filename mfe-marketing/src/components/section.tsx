import { useId, type ReactNode } from 'react';
import styles from './page.module.css';

interface SectionProps {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  alt?: boolean;
  id?: string;
}

/** A page section with an h2, labelled by its heading. */
export function Section({ title, lead, children, alt, id }: SectionProps) {
  const headingId = useId();
  return (
    <section id={id} aria-labelledby={headingId} className={alt ? styles.sectionAlt : styles.section}>
      <div className={styles.container}>
        <h2 id={headingId} className={styles.sectionTitle}>
          {title}
        </h2>
        {lead ? <p className={styles.sectionLead}>{lead}</p> : null}
        {children}
      </div>
    </section>
  );
}
