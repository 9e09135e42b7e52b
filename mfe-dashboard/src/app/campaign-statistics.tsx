import type { SearchAd } from '@adlaunch/shared';
import { performanceQuery, useOwnerQuery } from '@adlaunch/session/queries';
import { later } from '../components/later';
import { useArrived } from '../lib/use-arrived';
import ui from '../components/ui.module.css';
import { budgetOf } from '../features/campaigns/components/search-ads-section';
import { lastFullDay } from '../features/stats/aggregate';
import { BudgetMeter } from '../features/stats/components/budget-meter';
import { PerformancePanel } from '../features/stats/components/performance-panel';
import styles from './dashboard.module.css';

// Below the first screen: a chunk of its own, loaded once the statistics show (issue 24).
const SpendPacing = later(() => import('../features/pacing/components/spend-pacing').then((m) => m.SpendPacing));

interface CampaignStatisticsProps {
  ad: SearchAd;
  /** The campaign's name when the owner has more than one. */
  campaign?: string;
  now: Date;
}

/**
 * The statistics of one campaign: clicks, views and spend, the budget used and the spend's pace. A
 * component of its own, so that the statistics arriving re-render only these cards, and as a deferred
 * render that React does in slices (not the whole dashboard in one task).
 */
export function CampaignStatistics({ ad, campaign, now }: CampaignStatisticsProps) {
  const performance = useOwnerQuery(performanceQuery(ad.id));
  const shown = useArrived(performance);
  if (performance.isError)
    return (
      <div className={ui.card} role="alert">
        <p>We could not load your statistics: {performance.error.message}</p>
        <button type="button" className={ui.button} onClick={() => void performance.refetch()}>
          Try again
        </button>
      </div>
    );
  if (!shown)
    return (
      <p className={ui.muted} aria-busy="true" role="status">
        Loading your statistics…
      </p>
    );
  const days = performance.data ?? [];
  const budgetCents = budgetOf(ad);
  const asOf = lastFullDay(now);
  return (
    <>
      <div className={styles.statsGrid}>
        <PerformancePanel days={days} end={asOf} campaign={campaign} />
        <BudgetMeter days={days} budgetCents={budgetCents} now={now} status={ad.status} />
      </div>
      {days.length ? <SpendPacing days={days} budgetCents={budgetCents} asOf={asOf} status={ad.status} /> : null}
    </>
  );
}
