import { Link } from 'react-router-dom';
import { gbpStepPath, searchStepPath } from '@adlaunch/shared';
import ui from '../../../components/ui.module.css';
import styles from './campaigns.module.css';

export type ProductKey = 'search_ads' | 'gbp';

const PRODUCTS: Record<ProductKey, { title: string; pitch: string; cta: string; to: string }> = {
  search_ads: {
    title: 'Google and Bing search ads',
    pitch: 'Show up when people nearby search for what you sell. We write, launch and manage the campaign for you.',
    cta: 'Set up search ads',
    to: searchStepPath('about'),
  },
  gbp: {
    title: 'Google Business Profile',
    pitch: 'Appear on Google Maps and Search with your hours, photos and reviews. We create and verify the listing for you.',
    cta: 'Set up your business profile',
    to: gbpStepPath('about'),
  },
};

/** One product the owner does not have yet, with the way into its wizard. */
export function StartProduct({
  product,
  recommended = false,
  headingLevel = 3,
}: {
  product: ProductKey;
  recommended?: boolean;
  headingLevel?: 2 | 3;
}) {
  const { title, pitch, cta, to } = PRODUCTS[product];
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={recommended ? `${styles.choice} ${styles.recommended}` : styles.choice}>
      <Heading>{title}</Heading>
      <p>{pitch}</p>
      <Link to={to} className={recommended ? ui.button : ui.buttonSecondary}>
        {cta}
      </Link>
    </div>
  );
}

/** Nothing bought yet: both products, the one the owner registered for first. */
export function EmptyState({ preferred }: { preferred: ProductKey }) {
  const order: ProductKey[] = preferred === 'gbp' ? ['gbp', 'search_ads'] : ['search_ads', 'gbp'];
  return (
    <section aria-labelledby="empty-title" className={`${ui.card} ${styles.empty}`}>
      <h2 id="empty-title" className={ui.cardTitle}>
        Start your first campaign
      </h2>
      <p className={ui.muted}>
        You have no campaigns yet. Choose where you want new customers to find you; setup takes about ten minutes and your dashboard fills
        up once your ads are live.
      </p>
      <ul className={styles.choices}>
        {order.map((product, i) => (
          <li key={product}>
            <StartProduct product={product} recommended={i === 0} />
          </li>
        ))}
      </ul>
    </section>
  );
}
