import { Link } from 'react-router-dom';
import { formatPrice, gbpMonthlyFee, gbpSetupFee, referralMonthlyFee, ROUTES } from '@adlaunch/shared';
import { Modal } from '@adlaunch/ui-kit';
import pageStyles from '../../../components/page.module.css';
import styles from './referral-explainer.module.css';

interface ReferralDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The referral explainer's dialog: loaded (with the dialog library) when the visitor first asks for it. */
export default function ReferralDialog({ open, onOpenChange }: ReferralDialogProps) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} title="How referrals work" description="Share your link, and both of you pay less.">
      <ol className={styles.list}>
        <li>Once you have an account, you get a personal referral link on the Refer a friend page.</li>
        <li>
          A business owner who signs up through your link pays a Google Business Profile setup fee of{' '}
          <strong>
            {formatPrice(gbpSetupFee(true).zarCents)} instead of {formatPrice(gbpSetupFee(false).zarCents)}
          </strong>
          .
        </li>
        <li>
          For every further referral, your own profile management costs{' '}
          <strong>
            {formatPrice(referralMonthlyFee().zarCents)} per month instead of {formatPrice(gbpMonthlyFee().zarCents)}
          </strong>
          .
        </li>
      </ol>
      <p className={styles.small}>There is no limit on how many businesses you can refer.</p>
      <div className={styles.actions}>
        <Link to={ROUTES.referAFriend} className={pageStyles.button} onClick={() => onOpenChange(false)}>
          Refer a friend
        </Link>
      </div>
    </Modal>
  );
}
