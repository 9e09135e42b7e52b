import styles from './page.module.css';

export interface Testimonial {
  quote: string;
  name: string;
  business: string;
}

export function Testimonials({ items }: { items: Testimonial[] }) {
  return (
    <ul className={styles.grid}>
      {items.map((t) => (
        <li key={t.name} className={styles.card}>
          <figure className={styles.quote}>
            <blockquote>“{t.quote}”</blockquote>
            <figcaption>
              <strong>{t.name}</strong>, {t.business}
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
