import type { DroppedReportsView } from '@adlaunch/shared';
import styles from './releases.module.css';

/** Why reports were left out of a version's health (decision 030), as a release manager reads it. */
export const DROP_LABELS: Record<keyof DroppedReportsView, string> = {
  token: 'no or bad token',
  reused: 'token reused or session full',
  bounds: 'values out of bounds',
  cap: 'over the per-minute cap',
  rate: 'rate-limited',
};
const REASONS = Object.keys(DROP_LABELS) as (keyof DroppedReportsView)[];

export const droppedTotal = (dropped: DroppedReportsView) => REASONS.reduce((sum, reason) => sum + dropped[reason], 0);

/** Reports a forger sends, unlike the cap a real crowd can fill. */
export const suspectDropped = (dropped: DroppedReportsView) => dropped.token + dropped.reused + dropped.bounds + dropped.rate;

/** The reports left out of a version, total and per reason (reasons with none are not listed). */
export function DroppedReports({ dropped }: { dropped: DroppedReportsView | undefined }) {
  if (!dropped) return <>–</>;
  const total = droppedTotal(dropped);
  if (total === 0) return <>none</>;
  return (
    <div>
      {total}
      <ul className={styles.reasons}>
        {REASONS.filter((reason) => dropped[reason] > 0).map((reason) => (
          <li key={reason}>
            {DROP_LABELS[reason]}: {dropped[reason]}
          </li>
        ))}
      </ul>
    </div>
  );
}
