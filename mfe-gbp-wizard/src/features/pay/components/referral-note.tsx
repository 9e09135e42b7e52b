import { formatPrice, PRICES } from '@adlaunch/shared';
import type { Referral } from '@adlaunch/session';
import styles from './referral-note.module.css';

const REFERRAL_SETUP = formatPrice(PRICES.referralSetup.zar * 100);
const NORMAL_SETUP = formatPrice(PRICES.gbpSetup.zar * 100);

/** The referral price above the pay form: applied (the server confirmed the referral), or checked when the owner pays. */
export function ReferralNote({ referral }: { referral: Referral }) {
  if (referral.status === 'valid')
    return (
      <p className={styles.note} role="note" aria-label="Referral price applied">
        {`${referral.code ? `Referral code ${referral.code}` : 'Referral price'}: setup costs ${REFERRAL_SETUP} instead of ${NORMAL_SETUP}.`}
      </p>
    );
  if (referral.status === 'claimed')
    return (
      <p className={styles.pending} role="note" aria-label="Referral code to check">
        {`We check referral code ${referral.code} when you pay: if it belongs to another AdLaunch customer, setup costs ${REFERRAL_SETUP} instead of ${NORMAL_SETUP}, and the card checkout shows that amount.`}
      </p>
    );
  return null;
}
