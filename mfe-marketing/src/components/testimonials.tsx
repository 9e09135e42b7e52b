import styles from './testimonials.module.css';

export interface Testimonial {
  quote: string;
  name: string;
  business: string;
  place: string;
}

/** "Lerato Mokoena" → "LM": the avatar of an owner who sent no photo. */
export const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter((word) => /^\p{Lu}/u.test(word))
    .map((word) => word[0])
    .slice(0, 2)
    .join('');

export function Testimonials({ items }: { items: Testimonial[] }) {
  return (
    <ul className={styles.list}>
      {items.map((t) => (
        <li key={t.name}>
          <figure className={styles.card}>
            <blockquote className={styles.quote}>
              <p>{t.quote}</p>
            </blockquote>
            <figcaption className={styles.person}>
              <span className={styles.avatar} aria-hidden="true">
                {initials(t.name)}
              </span>
              <span>
                <span className={styles.name}>{t.name}</span>
                <span className={styles.business}>
                  {t.business}, {t.place}
                </span>
              </span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
