import { useState } from 'react';
import type { ReleasesView } from '@adlaunch/shared';
import { useBackoffice } from '../../lib/backoffice-context';
import { useLoad } from '../../lib/use-load';
import { when } from '../../lib/format';
import { LoadState } from '../../components/load-state';
import { ConfirmDialog } from '../../components/confirm-dialog';
import ui from '../../components/ui.module.css';
import { CanaryJudgements } from './canary-judgements';
import { DroppedReports } from './dropped-reports';
import styles from './releases.module.css';

type Row = ReleasesView['rows'][number];
type Action = 'promote' | 'rollback';

const percent = (rate: number) => `${(rate * 100).toFixed(1)}%`;
const duration = (ms: number | null) => (ms === null ? '–' : ms >= 1000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.round(ms)} ms`);

const ASK: Record<Action, { title: (row: Row) => string; description: (row: Row) => string; label: string }> = {
  promote: {
    title: (row) => `Promote ${row.remote} ${row.version}?`,
    description: (row) => `Every visitor gets ${row.remote} ${row.version}; the version live now is kept to roll back to.`,
    label: 'Promote',
  },
  rollback: {
    title: (row) => `Roll back ${row.remote} ${row.version}?`,
    description: (row) => `The canary ends: every visitor gets the live version of ${row.remote} again.`,
    label: 'Roll back',
  },
};

function CanaryActions({ row, onDone }: { row: Row; onDone: (message: string) => void }) {
  const { api } = useBackoffice();
  const [asking, setAsking] = useState<Action | null>(null);
  const ask = asking ? ASK[asking] : null;
  return (
    <div className={styles.rowActions}>
      <button type="button" className={ui.button} onClick={() => setAsking('promote')} aria-label={`Promote ${row.remote} ${row.version}`}>
        Promote
      </button>
      <button
        type="button"
        className={ui.buttonDanger}
        onClick={() => setAsking('rollback')}
        aria-label={`Roll back ${row.remote} ${row.version}`}
      >
        Roll back
      </button>
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        title={ask?.title(row) ?? ''}
        description={ask?.description(row) ?? ''}
        confirmLabel={ask?.label ?? ''}
        onConfirm={async () => {
          if (!asking) return;
          const done = await api.releaseAction(row.remote, asking);
          onDone(
            done.action === 'promote'
              ? `${done.remote} ${done.version} is live for everyone.`
              : `${done.remote} ${done.version} was rolled back.`,
          );
        }}
      />
    </div>
  );
}

function HealthTable({ rows, onDone }: { rows: Row[]; onDone: (message: string) => void }) {
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>
        Each remote version: sessions, their sources, errors, speed (75th percentile) and reports left out, over the days kept
      </caption>
      <thead>
        <tr>
          <th scope="col">Remote</th>
          <th scope="col">Version</th>
          <th scope="col">State</th>
          <th scope="col">Sessions</th>
          <th scope="col">Sources</th>
          <th scope="col">With an error</th>
          <th scope="col">LCP</th>
          <th scope="col">INP</th>
          <th scope="col">Left out</th>
          <th scope="col">
            <span className={ui.srOnly}>Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={`${row.remote}@${row.version}`} className={row.state === 'canary' ? styles.canary : undefined}>
            <th scope="row" data-label="Remote">
              {row.remote}
            </th>
            <td data-label="Version">
              <span className={styles.version}>{row.version}</span>
            </td>
            <td data-label="State">{row.state === 'canary' ? `canary (${row.percent}%)` : row.state}</td>
            <td data-label="Sessions">{row.sessions}</td>
            <td data-label="Sources">{row.sources ?? '–'}</td>
            <td data-label="With an error">{row.sessions ? `${row.errorSessions} (${percent(row.errorRate)})` : '–'}</td>
            <td data-label="LCP">{duration(row.lcpP75)}</td>
            <td data-label="INP">{duration(row.inpP75)}</td>
            <td data-label="Left out">
              <DroppedReports dropped={row.dropped} />
            </td>
            <td>{row.state === 'canary' ? <CanaryActions row={row} onDone={onDone} /> : null}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The releases role's screen (decision 030): each remote version's health, and Promote or Roll back a canary after a confirmation. */
export function ReleasesPage() {
  const { api } = useBackoffice();
  const [notice, setNotice] = useState<string | null>(null);
  const releases = useLoad(() => api.releases(), 'releases');
  const done = (message: string) => {
    setNotice(message);
    releases.reload();
  };
  return (
    <section aria-labelledby="releases-title">
      <h1 id="releases-title">Releases</h1>
      <p role="status" className={notice ? ui.notice : undefined}>
        {notice}
      </p>
      <LoadState loaded={releases} label="the release health">
        {(data) => (
          <>
            <p className={ui.muted}>
              A canary is rolled back by itself when its share of sessions with an error exceeds the live version&apos;s by more than{' '}
              {data.rule.errorMarginPct} points, over at least {data.rule.minSessions} sessions
              {data.rule.minSources ? ` from at least ${data.rule.minSources} distinct sources` : ''}. Only sessions the server handed a
              report token to count; reports without one, replayed, out of bounds or over a limit are left out and counted.
            </p>
            <CanaryJudgements judgements={data.judgements ?? []} rule={data.rule} />
            <h2>Every version</h2>
            <HealthTable rows={data.rows} onDone={done} />
            <h2>What was done</h2>
            {data.actions.length === 0 ? (
              <p>Nothing yet.</p>
            ) : (
              <ul className={styles.log} aria-label="Release actions">
                {data.actions.map((action, i) => (
                  <li key={`${action.at}-${i}`}>
                    <time dateTime={action.at}>{when(action.at)}</time>: {action.action} {action.remote} {action.version ?? ''} by{' '}
                    {action.actor}
                    {action.detail ? ` (${action.detail})` : ''}
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </LoadState>
    </section>
  );
}
