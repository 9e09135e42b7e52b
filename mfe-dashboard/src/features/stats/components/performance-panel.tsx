import { formatMoney, formatDay } from '@adlaunch/shared';
import { useMemo } from 'react';
import type { PerformanceDay } from '@adlaunch/shared';
import ui from '../../../components/ui.module.css';
import { formatCount, formatPercent } from '../../../lib/format';
import { summarize, type Period } from '../aggregate';
import { DailyTable } from './daily-table';
import { MetricCard } from './metric-card';
import { PerformanceChart } from './performance-chart';
import { PERIOD_CONTROL_ID } from './period-control';
import styles from './stats.module.css';

type Change = { direction: 'up' | 'down' | 'same'; amount: string } | null;

function relative(change: number | null): Change {
  if (change === null) return null;
  const rounded = Math.round(change * 100);
  return { direction: rounded > 0 ? 'up' : rounded < 0 ? 'down' : 'same', amount: `${Math.abs(rounded)}%` };
}

function points(change: number | null): Change {
  if (change === null) return null;
  const rounded = Math.round(change * 10) / 10;
  return { direction: rounded > 0 ? 'up' : rounded < 0 ? 'down' : 'same', amount: `${Math.abs(rounded).toFixed(1)} percentage points` };
}

interface PerformancePanelProps {
  days: PerformanceDay[];
  /** The last full day of data to show (yesterday). */
  end: string;
  /** Which campaign the figures are of, when the owner has more than one. */
  campaign?: string;
  /** Chosen at the top of the dashboard (`PeriodControl`), where the owner's served frame has it too. */
  period: Period;
}

/** Clicks, views, CTR and spend for the last 7/30/90 days, compared with the period before, with a daily chart. */
export function PerformancePanel({ days, end, campaign, period }: PerformancePanelProps) {
  const summary = useMemo(() => summarize(days, period, end), [days, period, end]);
  const { totals, change } = summary;
  const range = `Last ${period} days: ${formatDay(summary.current.from)} to ${formatDay(summary.current.to)}`;

  return (
    <section aria-labelledby="performance-title" className={ui.card}>
      <div className={styles.header}>
        <h2 id="performance-title" className={ui.cardTitle}>
          Performance
        </h2>
        {campaign ? <p className={styles.range}>{campaign}</p> : null}
        <p className={`${styles.range} ${ui.muted}`}>
          {range} (<a href={`#${PERIOD_CONTROL_ID}`}>change the period</a>)
        </p>
      </div>

      <ul className={styles.metrics} aria-label={`Totals for the last ${period} days`}>
        <MetricCard label="Clicks" value={formatCount(totals.clicks)} change={relative(change.clicks)} period={period} />
        <MetricCard label="Views" value={formatCount(totals.views)} change={relative(change.views)} period={period} />
        <MetricCard label="Click-through rate" value={formatPercent(totals.ctr)} change={points(summary.ctrPointChange)} period={period} />
        <MetricCard
          label="Ad spend"
          value={formatMoney(totals.spendCents, 'ZAR')}
          change={relative(change.spendCents)}
          period={period}
          upIsGood={false}
        />
      </ul>
      {/* Without a figure the chart would be an empty box of its full height: one line says so instead. */}
      {summary.hasData ? (
        <>
          <PerformanceChart series={summary.series} caption={`Clicks and views per day, last ${period} days`} />
          <DailyTable series={summary.series} />
        </>
      ) : (
        <p className={ui.muted}>No figures for these days yet. New figures arrive daily once your ads are live.</p>
      )}
    </section>
  );
}
