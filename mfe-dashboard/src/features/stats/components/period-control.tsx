import { PERIODS, type Period } from '../aggregate';
import styles from './stats.module.css';

/** The control's id: the performance card links to it (it sits above the campaigns, decision 036). */
export const PERIOD_CONTROL_ID = 'statistics-period';

/**
 * The statistics' period as a segmented control of native radio buttons. It is in the owner's served
 * frame too: fixed ids let the shell hand a choice made there to the app's same radio (decision 036).
 */
export function PeriodControl({ value, onChange }: { value: Period; onChange: (period: Period) => void }) {
  return (
    <fieldset className={styles.period} id={PERIOD_CONTROL_ID}>
      <legend>Statistics period</legend>
      <div className={styles.segments}>
        {PERIODS.map((period) => (
          <label key={period} className={styles.segment}>
            <input
              type="radio"
              id={`stats-period-${period}`}
              name="stats-period"
              value={period}
              checked={value === period}
              onChange={() => onChange(period)}
            />
            <span>{period} days</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
