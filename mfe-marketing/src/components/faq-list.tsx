import type { ReactNode } from 'react';
import styles from './page.module.css';

export interface Faq {
  question: string;
  answer: ReactNode;
}

/** Native disclosure widgets: keyboard and screen-reader support come with the browser. */
export function FaqList({ items }: { items: Faq[] }) {
  return (
    <div className={styles.faqs}>
      {items.map((faq) => (
        <details key={faq.question} className={styles.faq}>
          <summary>{faq.question}</summary>
          <div className={styles.faqAnswer}>{typeof faq.answer === 'string' ? <p>{faq.answer}</p> : faq.answer}</div>
        </details>
      ))}
    </div>
  );
}
