import { Link } from 'react-router-dom';
import { ROUTES } from '@adlaunch/shared';
import { useSessionStore } from '@adlaunch/session';
import ui from '../../../components/ui.module.css';
import styles from './visitor-page.module.css';

const OFFERS = [
  {
    title: 'Campaign status at a glance',
    text: 'See whether your search ads and business profile are live, in review or waiting for you, and what happens next.',
  },
  {
    title: 'Clicks, views and click-through rate',
    text: 'Daily results for the last 7, 30 or 90 days, with a chart and a comparison with the period before.',
  },
  { title: 'Spend against your budget', text: 'Know how much of this month’s ad budget is used, so there are no surprises.' },
  { title: 'Payments and receipts', text: 'Every payment in one table, with a printable receipt for your records.' },
  { title: 'Pause and resume', text: 'Closed for the holidays? Pause your ads in two clicks and resume them when you are back.' },
  { title: 'Your data, always', text: 'Download your ads, keywords, statistics and payments as CSV files whenever you like.' },
];

/** What a visitor sees at /dashboard: what the dashboard offers and a way to log in (no redirect). */
export function VisitorPage() {
  const openAuth = useSessionStore((s) => s.openAuth);
  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <h1 className={styles.title}>Your advertising dashboard</h1>
        <p className={styles.lead}>Everything about your AdLaunch campaigns in one place. Log in to see how your ads are doing today.</p>
        <div className={ui.actions}>
          <button type="button" className={ui.button} onClick={() => openAuth('login')}>
            Log In
          </button>
          <Link to={ROUTES.pricing} className={ui.buttonSecondary}>
            Get Started
          </Link>
        </div>
      </header>
      <section aria-labelledby="offers-title">
        <h2 id="offers-title" className={styles.subtitle}>
          What you can do here
        </h2>
        <ul className={styles.offers}>
          {OFFERS.map((offer) => (
            <li key={offer.title} className={ui.card}>
              <h3>{offer.title}</h3>
              <p className={ui.muted}>{offer.text}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
