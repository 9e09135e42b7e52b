import type { SearchAd } from '@adlaunch/shared';
import { performanceQuery, subscriptionsQuery, useOwnerQuery } from '@adlaunch/session/queries';
import { useArrived } from '../lib/use-arrived';
import ui from '../components/ui.module.css';
import { budgetOf } from '../features/campaigns/components/search-ads-section';
import { SpendPacing } from '../features/pacing/components/spend-pacing';
import { paidPeriodOf } from '../features/pacing/paid-period';
import { lastFullDay, type Period } from '../features/stats/aggregate';
import { PerformancePanel } from '../features/stats/components/performance-panel';
import { ResultsLine } from '../features/stats/components/results-line';
import styles from './dashboard.module.css';

interface CampaignStatisticsProps {
  ad: SearchAd;
  /** The campaign's name when the owner has more than one. */
  campaign?: string;
  now: Date;
  period: Period;
}

/**
 * The statistics of one campaign: clicks, views and spend, and the spend of the paid period against
 * its budget and pace (the subscription, read by the billing section too, says when it started). A
 * component of its own, so that the statistics arriving re-render only these cards, and as a deferred
 * render that React does in slices (not the whole dashboard in one task).
 */
export function CampaignStatistics({ ad, campaign, now, period }: CampaignStatisticsProps) {
  const performance = useOwnerQuery(performanceQuery(ad.id));
  const subscriptions = useOwnerQuery(subscriptionsQuery);
  // Spend is told once, over the paid period: it waits for the subscription (without one, the calendar month).
  const shown = useArrived(performance) && !subscriptions.isPending;
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
  const days = performance.data?.days ?? [];
  const budgetCents = budgetOf(ad);
  const asOf = lastFullDay(now);
  return (
    <div className={styles.statsGrid}>
      <div>
        <PerformancePanel days={days} end={asOf} campaign={campaign} period={period} />
        <ResultsLine results={performance.data?.results} now={now} />
      </div>
      <SpendPacing
        days={days}
        budgetCents={budgetCents}
        asOf={asOf}
        paidPeriod={paidPeriodOf(subscriptions.data, ad.id)}
        status={ad.status}
      />
    </div>
  );
}
