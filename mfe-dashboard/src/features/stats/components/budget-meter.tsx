import type { PerformanceDay, SearchAd } from '@adlaunch/shared';
import ui from '../../../components/ui.module.css';
import { formatPercent, formatRand } from '../../../lib/format';
import { budgetUse } from '../aggregate';
import styles from './stats.module.css';

function pace(used: number, elapsed: number, status?: SearchAd['status']): string {
  // A campaign that is not running has no pace to be on: say why nothing more is spent.
  if (status === 'paused') return 'Your ads are paused, so nothing more is spent until you resume them.';
  if (status === 'cancelled') return 'This campaign is cancelled, so nothing more is spent.';
  if (used > 1) return 'This month’s spend is above your budget. Contact us if you did not expect this.';
  if (used > elapsed + 0.15) return 'Spending a little faster than planned this month; we keep an eye on it.';
  if (used < elapsed - 0.25) return 'Spending slower than planned this month, which usually means fewer searches for your keywords.';
  return 'On track for this month.';
}

/** This month's ad spend against the monthly budget. */
export function BudgetMeter({
  days,
  budgetCents,
  now,
  status,
}: {
  days: PerformanceDay[];
  budgetCents: number;
  now: Date;
  /** The campaign's status: a paused or cancelled one is never "on track". */
  status?: SearchAd['status'];
}) {
  const use = budgetUse(days, budgetCents, now);
  const percent = Math.round(use.used * 100);
  return (
    <section aria-labelledby="budget-title" className={ui.card}>
      <h2 id="budget-title" className={ui.cardTitle}>
        Spend this month
      </h2>
      <p className={styles.budgetFigures}>
        {formatRand(use.spentCents)} <span className={ui.muted}>of {formatRand(use.budgetCents)}</span>
      </p>
      <div
        className={styles.meter}
        role="meter"
        aria-label="Share of the monthly ad budget spent"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.min(percent, 100)}
        aria-valuetext={`${formatPercent(use.used, 0)} of the monthly budget spent`}
      >
        <div className={`${styles.meterFill} ${use.used > 1 ? styles.meterOver : ''}`} style={{ width: `${Math.min(percent, 100)}%` }} />
      </div>
      <p className={ui.muted}>
        {formatPercent(use.used, 0)} of your monthly ad budget used. {pace(use.used, use.elapsed, status)}
      </p>
    </section>
  );
}
