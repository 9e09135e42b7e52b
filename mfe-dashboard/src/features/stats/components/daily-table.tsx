import { formatMoney, formatDay } from '@adlaunch/shared';
import ui from '../../../components/ui.module.css';
import { formatCount, formatPercent } from '../../../lib/format';
import type { SeriesPoint } from '../aggregate';
import styles from './stats.module.css';

/** The chart's numbers as a table: readable without a mouse or a screen. */
export function DailyTable({ series }: { series: SeriesPoint[] }) {
  return (
    <details className={styles.details}>
      <summary>Show the numbers per day</summary>
      <div className={`${ui.tableWrap} ${styles.dailyTable}`}>
        <table className={ui.table}>
          <caption className={ui.srOnly}>Clicks, views, click-through rate and spend per day</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col" className={ui.number}>
                Clicks
              </th>
              <th scope="col" className={ui.number}>
                Views
              </th>
              <th scope="col" className={ui.number}>
                CTR
              </th>
              <th scope="col" className={ui.number}>
                Spend
              </th>
            </tr>
          </thead>
          <tbody>
            {[...series].reverse().map((point) => (
              <tr key={point.date}>
                <th scope="row">{formatDay(point.date)}</th>
                <td className={ui.number}>{formatCount(point.clicks)}</td>
                <td className={ui.number}>{formatCount(point.views)}</td>
                <td className={ui.number}>{formatPercent(point.ctr)}</td>
                <td className={ui.number}>{formatMoney(point.spendCents, 'ZAR')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
