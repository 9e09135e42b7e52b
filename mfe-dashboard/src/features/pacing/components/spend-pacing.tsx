import { PACE_TOLERANCE_PERCENT, spendPacing, type PerformanceDay, type SearchAd } from '@adlaunch/shared';
import ui from '../../../components/ui.module.css';
import { formatDate, formatRand } from '../../../lib/format';
import styles from './pacing.module.css';

interface SpendPacingProps {
  days: PerformanceDay[];
  budgetCents: number;
  /** The last day the statistics cover (YYYY-MM-DD): yesterday, as ad platforms report whole days. */
  asOf: string;
  /** The campaign's status: a paused or cancelled one has no pace, whatever it spent before. */
  status?: SearchAd['status'];
}

function warning(pace: ReturnType<typeof spendPacing>, asOf: string): string {
  if (pace.overBudget)
    return `Spend is over this month’s budget: ${formatRand(pace.spentCents)} spent against a budget of ${formatRand(pace.budgetCents)}. Contact us if you did not expect this.`;
  if (pace.ahead)
    return `Spend is running ahead of pace: ${formatRand(pace.spentCents)} spent by ${formatDate(asOf)} against ${formatRand(pace.expectedCents)} expected, more than ${PACE_TOLERANCE_PERCENT}% over. We keep the daily cap; contact us if you did not expect this.`;
  return '';
}

/** The daily cap that follows from the monthly budget, and month-to-date spend against an even pace. */
export function SpendPacing({ days, budgetCents, asOf, status }: SpendPacingProps) {
  const pace = spendPacing(days, budgetCents, asOf);
  const stopped =
    status === 'paused'
      ? 'Paused: your ads are not running, so nothing more is spent until you resume them.'
      : status === 'cancelled'
        ? 'Cancelled: this campaign no longer runs, so nothing more is spent.'
        : null;
  return (
    <section aria-labelledby="pacing-title" className={ui.card}>
      <h2 id="pacing-title" className={ui.cardTitle}>
        Daily cap and pace
      </h2>
      <dl className={styles.facts}>
        <dt>Daily cap</dt>
        <dd>
          {formatRand(pace.dailyCapCents)}{' '}
          <span className={ui.muted}>
            ({formatRand(pace.budgetCents)} a month over {pace.daysInMonth} days)
          </span>
        </dd>
        <dt>Spent this month</dt>
        <dd>
          {formatRand(pace.spentCents)} <span className={ui.muted}>by {formatDate(asOf)}</span>
        </dd>
        {stopped ? null : (
          <>
            <dt>Expected by now</dt>
            <dd>
              {formatRand(pace.expectedCents)}{' '}
              <span className={ui.muted}>
                ({pace.elapsedDays} of {pace.daysInMonth} days)
              </span>
            </dd>
          </>
        )}
      </dl>
      <p role="status" className={styles.warning}>
        {/* Running ahead of pace means nothing while the ads are stopped; being over budget still does. */}
        {stopped && !pace.overBudget ? '' : warning(pace, asOf)}
      </p>
      {stopped ? <p className={styles.stopped}>{stopped}</p> : null}
      {!stopped && !pace.ahead && !pace.overBudget ? <p className={ui.muted}>Spend is on pace for this month.</p> : null}
    </section>
  );
}
