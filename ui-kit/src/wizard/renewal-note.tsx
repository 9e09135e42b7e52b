import { dayOf, renewalSentence, type RenewalQuote } from '@adlaunch/shared';
import styles from './wizard.module.css';

/**
 * What the owner commits to after the first payment (decision 016): "Then R8,280 (incl. VAT) on the
 * 25th of each month, until you cancel." The plan renews on the day it is paid (UTC), like the server does.
 */
export function RenewalNote({ renewal, chargeVAT, today = dayOf() }: { renewal: RenewalQuote; chargeVAT: boolean | null; today?: string }) {
  if (chargeVAT === null) return <p className={styles.renewal}>Then a monthly payment on the same day each month, until you cancel.</p>;
  return (
    <p className={styles.renewal} data-testid="renewal-note">
      {renewalSentence(renewal, chargeVAT, Number(today.slice(8, 10)))}
    </p>
  );
}
