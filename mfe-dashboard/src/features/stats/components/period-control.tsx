import { PERIODS, type Period } from '../aggregate';
import styles from './stats.module.css';

/** A segmented control built from native radio buttons. */
export function PeriodControl({ value, onChange }: { value: Period; onChange: (period: Period) => void }) {
  return (
    <fieldset className={styles.segments}>
      <legend>Period</legend>
      {PERIODS.map((period) => (
        <label key={period} className={styles.segment}>
          <input type="radio" name="stats-period" value={period} checked={value === period} onChange={() => onChange(period)} />
          <span>{period} days</span>
        </label>
      ))}
    </fieldset>
  );
}
