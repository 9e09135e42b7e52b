import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { formatChange, formatPointChange, noComparisonNote, type MonthlyReport, formatMoney, formatDay } from '@adlaunch/shared';
import ui from '../../../components/ui.module.css';
import { formatCount, formatPercent } from '../../../lib/format';
import { useArrived } from '../../../lib/use-arrived';
import { reportListQuery, reportQuery, useOwnerQuery } from '@adlaunch/session/queries';
import styles from './reports.module.css';

/** The change on the month before, on its own line under the value. */
function versus(change: string | null, previous: string | null) {
  return change && previous ? (
    <span className={styles.change}>
      {change} on the month before ({previous})
    </span>
  ) : null;
}

function ReportFigures({ report }: { report: MonthlyReport }) {
  const { totals, previous, change } = report;
  const used = report.budgetCents > 0 ? totals.spendCents / report.budgetCents : 0;
  const ctrPoints = formatPointChange(change.ctrPoints);
  const note = noComparisonNote(report);
  return (
    <article aria-labelledby="report-title">
      <h3 id="report-title" className={styles.reportTitle}>
        {report.label} results
      </h3>
      {/* Each figure: its label, then its value on one line, then the change on its own line. */}
      <dl className={styles.figures}>
        <div className={styles.figure}>
          <dt>Clicks</dt>
          <dd>
            <span className={styles.value}>{formatCount(totals.clicks)}</span>
            {versus(formatChange(change.clicks), previous && formatCount(previous.clicks))}
          </dd>
        </div>
        <div className={styles.figure}>
          <dt>Views</dt>
          <dd>
            <span className={styles.value}>{formatCount(totals.views)}</span>
            {versus(formatChange(change.views), previous && formatCount(previous.views))}
          </dd>
        </div>
        <div className={styles.figure}>
          <dt>Click-through rate</dt>
          <dd>
            <span className={styles.value}>{formatPercent(totals.ctr)}</span>
            {versus(ctrPoints, previous && formatPercent(previous.ctr))}
          </dd>
        </div>
        <div className={styles.figure}>
          <dt>Spend</dt>
          <dd>
            <span className={styles.value}>{formatMoney(totals.spendCents, 'ZAR')}</span>
            <span className={styles.change}>
              {formatPercent(used, 0)} of your {formatMoney(report.budgetCents, 'ZAR')} budget
            </span>
            {versus(formatChange(change.spendCents), previous && formatMoney(previous.spendCents, 'ZAR'))}
          </dd>
        </div>
      </dl>
      {note ? <p className={styles.note}>{note}</p> : null}
      <p className={ui.muted}>
        {report.daysWithData} {report.daysWithData === 1 ? 'day' : 'days'} of statistics.{' '}
        {report.sentAt ? `Emailed to you on ${formatDay(report.sentAt)}.` : null}
      </p>
    </article>
  );
}

/** Each past month's results report, the same one that is emailed at the start of the next month. */
export function MonthlyReports() {
  const list = useOwnerQuery(reportListQuery);
  const listed = useArrived(list) ? list.data : undefined;
  const [params] = useSearchParams();
  const [chosen, setChosen] = useState<string | null>(null);
  const months = listed ?? [];
  // The email's link names its month (?report=YYYY-MM); otherwise the newest report shows.
  const linked = params.get('report');
  const selected = chosen ?? (months.some((m) => m.month === linked) ? linked : (months[0]?.month ?? null));
  const report = useOwnerQuery(reportQuery(selected));
  const reportShown = useArrived(report);

  return (
    <section aria-labelledby="reports-title" className={ui.card}>
      <h2 id="reports-title" className={ui.cardTitle}>
        Monthly reports
      </h2>
      {!listed && !list.isError ? (
        <p className={ui.muted} aria-busy="true">
          Loading your reports…
        </p>
      ) : null}
      {list.isError ? <p role="alert">We could not load your reports: {list.error?.message}</p> : null}
      {listed?.length === 0 ? <p className={ui.muted}>Your first monthly report appears here after your ads’ first month.</p> : null}
      {months.length ? (
        <div className={styles.layout}>
          <ul className={styles.months} aria-label="Past months">
            {months.map((m) => (
              <li key={m.month}>
                <button type="button" className={styles.month} aria-pressed={m.month === selected} onClick={() => setChosen(m.month)}>
                  {m.label}
                </button>
              </li>
            ))}
          </ul>
          <div>
            {report.isLoading || (report.isSuccess && !reportShown) ? (
              <p className={ui.muted} aria-busy="true">
                Loading the report…
              </p>
            ) : null}
            {report.isError ? <p role="alert">We could not load this report: {report.error?.message}</p> : null}
            {reportShown && report.data ? <ReportFigures report={report.data} /> : null}
          </div>
        </div>
      ) : null}
    </section>
  );
}
