import { Link } from 'react-router-dom';
import { subscriptionsQuery, useOwnerQuery } from '@adlaunch/session/queries';
import { formatDay, formatMoney, type Subscription } from '@adlaunch/shared';
import ui from '../../../components/ui.module.css';
import styles from './billing.module.css';

const isOwing = (s: Subscription) => s.status === 'past_due' || s.status === 'paused';

/** What went wrong with one plan's renewal, in a sentence. */
function paymentAlertText(s: Subscription): string {
  const owed = `${formatMoney(s.pastDue?.owedCents ?? s.amountCents, 'ZAR')}${s.chargeVAT ? ' (incl. VAT)' : ''}`;
  if (s.status === 'paused') return `${s.label}: paused, because your card was declined. ${owed} is owed; pay it to restart your ads.`;
  const retry = s.pastDue?.nextRetryOn ?? s.nextChargeOn;
  return `${s.label}: your renewal payment of ${owed} was declined.${retry ? ` We try again on ${formatDay(retry)}.` : ''}`;
}

/**
 * A declined renewal, said first on the dashboard with the way to pay: the campaign cards below may still
 * read "Live" while the plan is past due, and the billing section is below the first screen.
 */
export function PaymentAlert() {
  const query = useOwnerQuery(subscriptionsQuery);
  const owing = (query.data ?? []).filter(isOwing);
  if (owing.length === 0) return null;
  return (
    <div role="alert" className={styles.topAlert}>
      <p className={styles.topAlertTitle}>{owing.length > 1 ? 'Payments declined' : 'Payment declined'}</p>
      {owing.map((s) => (
        <p key={s.id} className={styles.topAlertLine}>
          {paymentAlertText(s)} {/* The billing section scrolls to and focuses the plan named in the link (as the dunning emails do). */}
          <Link to={{ search: `?billing=${s.id}` }} className={ui.button}>
            Pay now: update card
          </Link>
        </p>
      ))}
    </div>
  );
}
