import { useCallback, useEffect, useState } from 'react';
import { selectIsLoggedIn, useSessionStore } from '@adlaunch/session';
import { api, errorMessage } from '@adlaunch/session/api';
import type { ReleasesAnswer as Releases } from '@adlaunch/shared';
import styles from './release-page.module.css';

type Load = { status: 'loading' } | { status: 'refused'; message: string } | { status: 'ready'; releases: Releases };

const percent = (rate: number) => `${(rate * 100).toFixed(1)}%`;
const duration = (ms: number | null) => (ms === null ? '–' : ms >= 1000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.round(ms)} ms`);
const when = (iso: string) => new Date(iso).toLocaleString('en-ZA', { dateStyle: 'medium', timeStyle: 'short' });

/** The release page for release managers: each remote version's health, and promote or roll back a canary. */
export function ReleasePage() {
  const token = useSessionStore((s) => s.token);
  const loggedIn = useSessionStore(selectIsLoggedIn);
  const openAuth = useSessionStore((s) => s.openAuth);
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const refresh = useCallback(async () => {
    if (!token) return;
    try {
      setLoad({ status: 'ready', releases: await api.releases() });
    } catch (error) {
      setLoad({ status: 'refused', message: errorMessage(error) });
    }
  }, [token]);

  useEffect(() => {
    document.title = 'Releases | AdLaunch';
    void refresh();
  }, [refresh]);

  const act = async (remote: string, action: 'promote' | 'rollback') => {
    if (!token) return;
    setBusy(`${remote}/${action}`);
    try {
      const done = await api.releaseAction(remote, action);
      setNotice(action === 'promote' ? `${remote} ${done.version} is live for everyone.` : `${remote} ${done.version} was rolled back.`);
    } catch (error) {
      setNotice(errorMessage(error));
    } finally {
      setBusy(null);
      await refresh();
    }
  };

  if (!loggedIn)
    return (
      <section className={styles.page}>
        <h1>Releases</h1>
        <p>Release managers log in with the code we email them.</p>
        <button type="button" className={styles.primary} onClick={() => openAuth('login')}>
          Log in
        </button>
      </section>
    );

  return (
    <section className={styles.page}>
      <h1>Releases</h1>
      {load.status === 'loading' && <p aria-busy="true">Loading the release health…</p>}
      {load.status === 'refused' && <p role="alert">{load.message}</p>}
      {notice && (
        <p role="status" className={styles.notice}>
          {notice}
        </p>
      )}
      {load.status === 'ready' && (
        <>
          <p className={styles.rule}>
            A canary is rolled back by itself when its share of sessions with an error exceeds the live version&apos;s by more than{' '}
            {load.releases.rule.errorMarginPct} points, over at least {load.releases.rule.minSessions} sessions.
          </p>
          <table className={styles.table}>
            <caption className={styles.caption}>Each remote version: sessions, errors and speed (75th percentile)</caption>
            <thead>
              <tr>
                <th scope="col">Remote</th>
                <th scope="col">Version</th>
                <th scope="col">State</th>
                <th scope="col">Sessions</th>
                <th scope="col">With an error</th>
                <th scope="col">LCP</th>
                <th scope="col">INP</th>
                <th scope="col">
                  <span className={styles.hidden}>Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {load.releases.rows.map((row) => (
                <tr key={`${row.remote}@${row.version}`} className={row.state === 'canary' ? styles.canary : undefined}>
                  <th scope="row" data-label="Remote">
                    {row.remote}
                  </th>
                  <td data-label="Version" className={styles.version}>
                    {row.version}
                  </td>
                  <td data-label="State">{row.state === 'canary' ? `canary (${row.percent}%)` : row.state}</td>
                  <td data-label="Sessions">{row.sessions}</td>
                  <td data-label="With an error">{row.sessions ? `${row.errorSessions} (${percent(row.errorRate)})` : '–'}</td>
                  <td data-label="LCP">{duration(row.lcpP75)}</td>
                  <td data-label="INP">{duration(row.inpP75)}</td>
                  <td>
                    {row.state === 'canary' && (
                      <div className={styles.actions}>
                        <button
                          type="button"
                          className={styles.primary}
                          disabled={busy !== null}
                          onClick={() => void act(row.remote, 'promote')}
                          aria-label={`Promote ${row.remote} ${row.version}`}
                        >
                          Promote
                        </button>
                        <button
                          type="button"
                          className={styles.secondary}
                          disabled={busy !== null}
                          onClick={() => void act(row.remote, 'rollback')}
                          aria-label={`Roll back ${row.remote} ${row.version}`}
                        >
                          Roll back
                        </button>
                      </div>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <h2>What was done</h2>
          {load.releases.actions.length === 0 ? (
            <p>Nothing yet.</p>
          ) : (
            <ul className={styles.log}>
              {load.releases.actions.map((action, i) => (
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
    </section>
  );
}
