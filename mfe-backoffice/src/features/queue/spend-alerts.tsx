import { useState } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage } from '@adlaunch/session/api';
import type { SpendAlert } from '@adlaunch/shared';
import { useBackoffice, useHasRole } from '../../lib/backoffice-context';
import { useLoad } from '../../lib/use-load';
import { day, ENGINE_LABELS, rand } from '../../lib/format';
import ui from '../../components/ui.module.css';
import styles from './queue.module.css';
import { FormAlert } from '../../components/form-end';

const DAY_MS = 24 * 3600_000;
/** The period's last day: `periodEnd` is the first day after it. */
const lastDay = (periodEnd: string) => new Date(Date.parse(periodEnd) - DAY_MS).toISOString();

function AlertCard({ alert, onResolved }: { alert: SpendAlert; onResolved: () => void }) {
  const { api, basePath } = useBackoffice();
  const campaigns = useHasRole('campaigns');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const name = alert.businessName ?? `Search ad #${alert.adId}`;
  const over = Math.round((alert.spendCents / Math.max(1, alert.budgetCents)) * 100);
  const resolve = async () => {
    setBusy(true);
    setError(null);
    try {
      await api.resolveSpendAlert(alert.id);
      onResolved();
    } catch (caught) {
      setError(errorMessage(caught));
      setBusy(false);
    }
  };
  return (
    <li className={styles.alertCard}>
      <p className={styles.alertTitle}>
        <Link to={`${basePath}/orders/search_ads/${alert.adId}`}>{name}</Link> · {ENGINE_LABELS[alert.engine]}
      </p>
      <p>
        {rand(alert.spendCents)} spent of a {rand(alert.budgetCents)} budget ({over}%), {day(alert.periodStart)} to{' '}
        {day(lastDay(alert.periodEnd))}
      </p>
      <FormAlert error={error} />
      {campaigns ? (
        <button type="button" className={ui.buttonSecondary} disabled={busy} onClick={() => void resolve()}>
          Resolve
          <span className={ui.srOnly}>
            {' '}
            the alert for {name} on {ENGINE_LABELS[alert.engine]}
          </span>
        </button>
      ) : null}
    </li>
  );
}

/** The engines' open overspend alerts above the queue; nothing at all while there are none. */
export function SpendAlerts() {
  const { api } = useBackoffice();
  const loaded = useLoad(() => api.spendAlerts(), 'spend-alerts');
  if (loaded.status === 'loading') return null;
  if (loaded.status === 'failed')
    return (
      <p role="alert" className={ui.alert}>
        The spend alerts could not be loaded: {loaded.message}
      </p>
    );
  if (loaded.data.alerts.length === 0) return null;
  const count = loaded.data.alerts.length;
  return (
    <section className={styles.alerts} aria-labelledby="spend-alerts-title">
      <h2 id="spend-alerts-title" className={ui.cardTitle}>
        Spend past the paid budget <span className={ui.badgeWarn}>{count === 1 ? '1 alert' : `${count} alerts`}</span>
      </h2>
      <ul className={ui.list} aria-label="Open spend alerts">
        {loaded.data.alerts.map((alert) => (
          <AlertCard key={alert.id} alert={alert} onResolved={loaded.reload} />
        ))}
      </ul>
    </section>
  );
}
