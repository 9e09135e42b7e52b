import { useBackoffice } from '../../lib/backoffice-context';
import { useLoad } from '../../lib/use-load';
import { day, planName, PRODUCT_LABELS, when } from '../../lib/format';
import { LoadState } from '../../components/load-state';
import ui from '../../components/ui.module.css';

/** Every cancelled plan, newest first (finance, support): the list `npm run ops -- cancellations` printed. */
export function CancellationsPage() {
  const { api } = useBackoffice();
  const rows = useLoad(() => api.cancellations(), 'cancellations');
  return (
    <section aria-labelledby="cancellations-title">
      <h1 id="cancellations-title">Cancellations</h1>
      <LoadState loaded={rows} label="the cancellations">
        {(data) =>
          data.rows.length === 0 ? (
            <p>No cancellations.</p>
          ) : (
            <ul className={ui.list} aria-label="Cancellations">
              {data.rows.map((row) => (
                <li key={row.subscriptionId}>
                  <article className={ui.card} aria-labelledby={`cancel-${row.subscriptionId}`}>
                    <h2 id={`cancel-${row.subscriptionId}`} className={ui.cardTitle}>
                      {row.ownerEmail}
                    </h2>
                    <dl className={ui.facts}>
                      <dt>Plan</dt>
                      <dd>
                        {PRODUCT_LABELS[row.product]}
                        {row.product === 'search_ads' ? `, ${planName(row.plan)}` : ''} · plan #{row.subscriptionId}
                      </dd>
                      <dt>Cancelled</dt>
                      <dd>{when(row.cancelledAt)}</dd>
                      <dt>Last day</dt>
                      <dd>{row.lastDay ? day(row.lastDay) : 'Not known'}</dd>
                      <dt>Now</dt>
                      <dd>
                        {row.ended ? (
                          <span className={ui.badge}>Ended</span>
                        ) : (
                          <>
                            <span className={ui.badgeWarn}>Still running</span> until its last day; the owner can undo it
                          </>
                        )}
                      </dd>
                    </dl>
                  </article>
                </li>
              ))}
            </ul>
          )
        }
      </LoadState>
    </section>
  );
}
