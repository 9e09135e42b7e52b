import styles from './stats.module.css';

interface MetricCardProps {
  label: string;
  value: string;
  /** Already formatted size of the change, e.g. "12%" or "0.4 percentage points"; null when there is nothing to compare. */
  change: { direction: 'up' | 'down' | 'same'; amount: string } | null;
  period: number;
  /** Whether "up" is good news (more clicks) or just a fact (more spend). */
  upIsGood?: boolean;
}

export function MetricCard({ label, value, change, period, upIsGood = true }: MetricCardProps) {
  let text = `No data for the previous ${period} days`;
  let tone = '';
  if (change) {
    if (change.direction === 'same') text = `Same as the previous ${period} days`;
    else text = `${change.direction === 'up' ? 'Up' : 'Down'} ${change.amount} on the previous ${period} days`;
    if (upIsGood && change.direction !== 'same') tone = change.direction === 'up' ? styles.up : styles.down;
  }
  const arrow = change?.direction === 'up' ? '▲ ' : change?.direction === 'down' ? '▼ ' : '';
  return (
    <li className={styles.metric}>
      <p className={styles.metricLabel}>{label}</p>
      <p className={styles.metricValue}>{value}</p>
      <p className={`${styles.metricChange} ${tone}`}>
        <span aria-hidden="true">{arrow}</span>
        {text}
      </p>
    </li>
  );
}
