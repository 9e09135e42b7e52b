import type { ResultsFreshness } from '@adlaunch/shared';
import ui from '../../../components/ui.module.css';
import { freshnessLines } from '../results-freshness';

/** Under the statistics: when the engines last updated them, and which engine's figures are older. */
export function ResultsLine({ results, now }: { results: ResultsFreshness | null | undefined; now: Date }) {
  const lines = freshnessLines(results, now);
  if (lines.length === 0) return null;
  return (
    <p className={ui.muted} aria-label="When your figures were updated">
      {lines.join(' ')}
    </p>
  );
}
