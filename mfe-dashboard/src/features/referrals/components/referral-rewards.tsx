import { Link } from 'react-router-dom';
import { formatPrice, gbpMonthlyFee, referralMonthlyFee, ROUTES } from '@adlaunch/shared';
import { useSessionStore } from '@adlaunch/session';
import { rewardsQuery, useOwnerQuery } from '@adlaunch/session/queries';
import ui from '../../../components/ui.module.css';
import styles from './referral-rewards.module.css';

/** The owner's pending referral rewards (product spec §7, `v1/vl/rewards`), with the way to earn more. */
export function ReferralRewards() {
  const email = useSessionStore((s) => s.session?.user.email ?? null);
  const rewards = useOwnerQuery(rewardsQuery(email));
  const count = rewards.data ?? 0;

  return (
    <section aria-labelledby="referral-rewards-title" className={ui.card}>
      <h2 id="referral-rewards-title" className={ui.cardTitle}>
        Referral rewards
      </h2>
      {rewards.isError ? (
        <div role="alert">
          <p>We could not load your referral rewards. {rewards.error.message}</p>
          <button type="button" className={ui.buttonSecondary} onClick={() => void rewards.refetch()}>
            Try again
          </button>
        </div>
      ) : rewards.isSuccess ? (
        <>
          <p className={styles.count}>
            <strong>{count}</strong> {count === 1 ? 'reward' : 'rewards'} pending
          </p>
          <p className={ui.muted}>
            {count > 0
              ? `${count === 1 ? 'A business' : `${count} businesses`} you referred signed up and paid. `
              : 'No rewards yet: a business that signs up with your referral link and pays earns you one. '}
            {`Referrals bring your own Google Business Profile management down to ${formatPrice(referralMonthlyFee().zarCents)} a month instead of ${formatPrice(gbpMonthlyFee().zarCents)}.`}
          </p>
        </>
      ) : (
        <p className={ui.muted} aria-busy="true">
          Loading your referral rewards…
        </p>
      )}
      <Link to={ROUTES.referAFriend} className={ui.buttonSecondary}>
        Refer a friend
      </Link>
    </section>
  );
}
