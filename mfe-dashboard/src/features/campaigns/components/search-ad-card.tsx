import { forwardRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { firstIncompleteSearchStep, SEARCH_STEPS, searchStepPath, type SearchAd } from '@adlaunch/shared';
import { StatusBadge } from '../../../components/status-badge';
import ui from '../../../components/ui.module.css';
import { formatRand } from '../../../lib/format';
import { useToggleSearchAd } from '../api/toggle-search-ad';
import { SEARCH_AD_STATUS } from '../status-copy';
import { ToggleAdDialog } from './toggle-ad-dialog';
import styles from './campaigns.module.css';

interface SearchAdCardProps {
  ad: SearchAd;
  budgetCents: number;
}

/** The search ad's status, what happens next, and the one action that fits it. */
export const SearchAdCard = forwardRef<HTMLHeadingElement, SearchAdCardProps>(function SearchAdCard({ ad, budgetCents }, headingRef) {
  const [confirming, setConfirming] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const copy = SEARCH_AD_STATUS[ad.status];
  const step = firstIncompleteSearchStep(ad);
  const target = ad.status === 'active' ? 'paused' : 'active';
  const toggleSearchAd = useToggleSearchAd();

  async function toggle() {
    if (await toggleSearchAd(target)) {
      setConfirming(false);
      setAnnouncement(target === 'paused' ? 'Your search ads are paused.' : 'Your search ads are running again.');
    }
  }

  return (
    <section id="search-ads" aria-labelledby="search-ads-title" className={ui.card}>
      <div className={styles.header}>
        <h2 id="search-ads-title" ref={headingRef} tabIndex={-1}>
          Search ads
        </h2>
        <StatusBadge tone={copy.tone}>{copy.label}</StatusBadge>
      </div>
      <p className={styles.next}>{copy.next}</p>
      <dl className={styles.facts}>
        {ad.businessName ? (
          <>
            <dt>Business</dt>
            <dd>{ad.businessName}</dd>
          </>
        ) : null}
        {ad.businessUrl ? (
          <>
            <dt>Website</dt>
            <dd>{ad.businessUrl}</dd>
          </>
        ) : null}
        {ad.status !== 'setup' ? (
          <>
            <dt>Monthly ad budget</dt>
            <dd>{formatRand(budgetCents)}</dd>
          </>
        ) : null}
        {ad.keywords.length ? (
          <>
            <dt>Keywords</dt>
            <dd>{ad.keywords.join(', ')}</dd>
          </>
        ) : null}
        {ad.negative_keywords.length ? (
          <>
            <dt>Words to exclude</dt>
            <dd>{ad.negative_keywords.join(', ')}</dd>
          </>
        ) : null}
      </dl>

      <div className={ui.actions}>
        {ad.status === 'setup' ? (
          <Link to={searchStepPath(step)} className={ui.button}>
            Finish setting up your search ads
            <span className={ui.srOnly}>
              {' '}
              (step {SEARCH_STEPS.indexOf(step) + 1} of {SEARCH_STEPS.length})
            </span>
          </Link>
        ) : null}
        {ad.status === 'paid' || ad.status === 'in_review' ? (
          <Link to={searchStepPath('status')} className={ui.buttonSecondary}>
            Follow the setup progress
          </Link>
        ) : null}
        {ad.status === 'active' ? (
          <button type="button" className={ui.buttonDanger} onClick={() => setConfirming(true)}>
            Pause ads
          </button>
        ) : null}
        {ad.status === 'paused' ? (
          <button type="button" className={ui.button} onClick={() => setConfirming(true)}>
            Resume ads
          </button>
        ) : null}
      </div>
      <p role="status" className={styles.announce}>
        {announcement}
      </p>
      {ad.status === 'active' || ad.status === 'paused' ? (
        <ToggleAdDialog open={confirming} onOpenChange={setConfirming} target={target} onConfirm={toggle} />
      ) : null}
    </section>
  );
});
