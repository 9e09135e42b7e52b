import { lazy, Suspense } from 'react';
import { useInView } from 'react-intersection-observer';
import type { SeriesPoint } from '../aggregate';
import styles from './stats.module.css';

// The charting library is the dashboard's heaviest code: it loads when the chart is about to be seen,
// never in the way of the figures above it (the daily table below carries the same numbers as text).
const ChartBody = lazy(() => import('./chart-body'));

/** Clicks (bars, left axis) and views (line, right axis) per day, in a box of fixed height that the chart fills. */
export function PerformanceChart({ series, caption }: { series: SeriesPoint[]; caption: string }) {
  const { ref, inView } = useInView({ triggerOnce: true, rootMargin: '200px 0px', fallbackInView: true });
  return (
    <figure ref={ref} className={styles.chart} aria-labelledby="performance-chart-caption">
      <figcaption id="performance-chart-caption">{caption}</figcaption>
      <div className={styles.chartArea}>
        {inView ? (
          <Suspense fallback={null}>
            <ChartBody series={series} />
          </Suspense>
        ) : null}
      </div>
    </figure>
  );
}
