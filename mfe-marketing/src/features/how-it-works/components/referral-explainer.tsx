import { useState } from 'react';
import { Link } from 'react-router-dom';
import { PRICES, ROUTES } from '@adlaunch/shared';
import { Modal } from '@adlaunch/shared/ui';
import { GiftIcon } from '../../../components/icons';
import pageStyles from '../../../components/page.module.css';
import styles from './referral-explainer.module.css';

/** The how-it-works referral popup (spec: "How-it-works referral explainer, with a Refer a friend button"). */
export function ReferralExplainer() {
  const [open, setOpen] = useState(false);
  return (
    <div className={styles.teaser}>
      <span className={pageStyles.icon}>
        <GiftIcon />
      </span>
      <div>
        <p className={styles.teaserText}>
          <strong>Know another business owner?</strong> Referrals make a Google Business Profile cheaper for both of you.
        </p>
        <button type="button" className={pageStyles.buttonSecondary} onClick={() => setOpen(true)}>
          How referrals work
        </button>
      </div>
      <Modal open={open} onOpenChange={setOpen} title="How referrals work" description="Share your link, and both of you pay less.">
        <ol className={styles.list}>
          <li>
            Once you have an account, you get a personal referral link on the Refer a friend page.
          </li>
          <li>
            A business owner who signs up through your link pays a Google Business Profile setup fee of{' '}
            <strong>
              ${PRICES.referralSetup.usd} instead of ${PRICES.gbpSetup.usd}
            </strong>{' '}
            (R{PRICES.referralSetup.zar} instead of R{PRICES.gbpSetup.zar}).
          </li>
          <li>
            For every further referral, your own profile management costs{' '}
            <strong>
              ${PRICES.referralMonthly.usd} per month instead of ${PRICES.gbpMonthly.usd}
            </strong>
            .
          </li>
        </ol>
        <p className={styles.small}>There is no limit on how many businesses you can refer.</p>
        <div className={styles.actions}>
          <Link to={ROUTES.referAFriend} className={pageStyles.button} onClick={() => setOpen(false)}>
            Refer a friend
          </Link>
        </div>
      </Modal>
    </div>
  );
}
