import {
  PACE_TOLERANCE_PERCENT,
  spendPacing,
  type PacedPeriod,
  type PerformanceDay,
  type SearchAd,
  type SpendPacing as Pace,
  formatMoney,
  formatDay,
} from '@adlaunch/shared';
import ui from '../../../components/ui.module.css';
import { formatPercent, formatShortDate } from '../../../lib/format';
import styles from './pacing.module.css';

interface SpendPacingProps {
  days: PerformanceDay[];
  budgetCents: number;
  /** The last day the statistics cover (YYYY-MM-DD): yesterday, as ad platforms report whole days. */
  asOf: string;
  /** The subscription's paid period; null paces over the calendar month (no subscription known). */
  paidPeriod: PacedPeriod | null;
  /** The campaign's status: a paused or cancelled one has no pace, whatever it spent before. */
  status?: SearchAd['status'];
}

/** The one sentence on spend: what the figures above mean, said once. */
function verdict(pace: Pace, asOf: string): { text: string; warn: boolean } {
  const spent = formatMoney(pace.spentCents, 'ZAR');
  const expected = formatMoney(pace.expectedCents, 'ZAR');
  switch (pace.verdict) {
    case 'over-budget':
      return {
        text: `Spend is over this ${pace.paid ? 'period' : 'month'}’s budget: ${spent} spent against a budget of ${formatMoney(pace.budgetCents, 'ZAR')}. Contact us if you did not expect this.`,
        warn: true,
      };
    case 'ahead':
      return {
        text: `Spend is running ahead of pace: ${spent} spent by ${formatDay(asOf)} against ${expected} expected, more than ${PACE_TOLERANCE_PERCENT}% over. We keep the daily cap; contact us if you did not expect this.`,
        warn: true,
      };
    case 'behind':
      return {
        text: `Spending slower than planned: ${spent} by ${formatDay(asOf)} against ${expected} expected, which usually means fewer searches for your keywords.`,
        warn: false,
      };
    case 'waiting':
      return { text: `This period starts on ${formatDay(pace.start)}; its first day’s spend shows here the day after.`, warn: false };
    default:
      return { text: `On pace: ${spent} spent by ${formatDay(asOf)} against ${expected} expected.`, warn: false };
  }
}

/**
 * Spend over the paid period (from the day it was paid for, not the calendar month) against an even
 * pace and the daily cap that follows from the budget, with one verdict: the dashboard's one spend story.
 */
export function SpendPacing({ days, budgetCents, asOf, paidPeriod, status }: SpendPacingProps) {
  const pace = spendPacing(days, budgetCents, asOf, paidPeriod);
  const percent = Math.round(pace.used * 100);
  const stopped =
    status === 'paused'
      ? 'Paused: your ads are not running, so nothing more is spent until you resume them.'
      : status === 'cancelled'
        ? 'Cancelled: this campaign no longer runs, so nothing more is spent.'
        : null;
  // Being over budget matters even while the ads are stopped; a pace does not.
  const said = stopped && pace.verdict !== 'over-budget' ? null : verdict(pace, asOf);
  // Before its first reported day a period has no share spent "by" a day: it says when it starts instead.
  const started = pace.elapsedDays > 0;
  return (
    <section aria-labelledby="spend-title" className={ui.card}>
      <h2 id="spend-title" className={ui.cardTitle}>
        {pace.paid ? 'Spend this paid period' : 'Spend this month'}
      </h2>
      <p className={ui.muted}>
        {formatShortDate(pace.start)} to {formatDay(pace.end)}, {started ? `day ${pace.elapsedDays} of ${pace.days}` : `${pace.days} days`}
      </p>
      <p className={styles.figures}>
        {formatMoney(pace.spentCents, 'ZAR')} <span className={ui.muted}>of {formatMoney(pace.budgetCents, 'ZAR')}</span>
      </p>
      <div
        className={styles.meter}
        role="meter"
        aria-label="Share of the ad budget spent"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.min(percent, 100)}
        aria-valuetext={`${formatPercent(pace.used, 0)} of the budget spent`}
      >
        <div className={`${styles.meterFill} ${pace.used > 1 ? styles.meterOver : ''}`} style={{ width: `${Math.min(percent, 100)}%` }} />
      </div>
      <p className={`${ui.muted} ${styles.share}`}>
        {started ? `${formatPercent(pace.used, 0)} of the budget, by ${formatDay(asOf)}` : `Starts on ${formatDay(pace.start)}`}
      </p>
      <dl className={styles.facts}>
        {stopped ? null : (
          <>
            <dt>Expected by now</dt>
            <dd>{formatMoney(pace.expectedCents, 'ZAR')}</dd>
          </>
        )}
        <dt>Daily cap</dt>
        <dd>{formatMoney(pace.dailyCapCents, 'ZAR')}</dd>
      </dl>
      <p role="status" className={said?.warn ? styles.warning : styles.verdict}>
        {said?.text ?? ''}
      </p>
      {stopped ? <p className={styles.stopped}>{stopped}</p> : null}
    </section>
  );
}
