import { forwardRef } from 'react';
import type { SearchAd } from '@adlaunch/shared';
import { adSpend, HAS_STATS } from '@adlaunch/shared';
import ui from '../../../components/ui.module.css';
import { ordinalInNewestFirst } from '../campaign-name';
import { SearchAdCard } from './search-ad-card';
import styles from './campaigns.module.css';

export const budgetOf = (ad: SearchAd) => (ad.budgetCents > 0 ? ad.budgetCents : adSpend().zarCents);

interface SearchAdsSectionProps {
  /** Newest first. */
  ads: SearchAd[];
  statsAdId: number | null;
  onShowStats: (adId: number) => void;
}

/** Every search campaign of the owner, each with its own status and actions. */
export const SearchAdsSection = forwardRef<HTMLHeadingElement, SearchAdsSectionProps>(function SearchAdsSection(
  { ads, statsAdId, onShowStats },
  headingRef,
) {
  const withStats = ads.filter((a) => HAS_STATS.has(a.status)).length;
  return (
    <section id="search-ads" aria-labelledby="search-ads-title" className={styles.group}>
      <div className={styles.groupHeader}>
        <h2 id="search-ads-title" ref={headingRef} tabIndex={-1}>
          Search ads
        </h2>
        {ads.length > 1 ? <p className={ui.muted}>{ads.length} campaigns</p> : null}
      </div>
      <ul className={styles.cards}>
        {ads.map((ad, i) => (
          <li key={ad.id}>
            <SearchAdCard
              ad={ad}
              budgetCents={budgetOf(ad)}
              isLatest={i === 0}
              ordinal={ordinalInNewestFirst(i, ads.length)}
              stats={withStats > 1 && HAS_STATS.has(ad.status) ? { shown: ad.id === statsAdId, show: () => onShowStats(ad.id) } : undefined}
            />
          </li>
        ))}
      </ul>
    </section>
  );
});
