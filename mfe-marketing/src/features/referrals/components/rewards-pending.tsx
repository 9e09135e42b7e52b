import { useSessionStore } from '@adlaunch/session';
import { rewardsQuery, useOwnerQuery } from '@adlaunch/session/queries';
import styles from './refer-a-friend.module.css';

/** The logged-in owner's pending referral rewards (product spec §7, `v1/vl/rewards`): loaded only once someone is logged in. */
export function RewardsPending() {
  const email = useSessionStore((s) => s.session?.user.email ?? null);
  const rewards = useOwnerQuery(rewardsQuery(email));
  if (rewards.isError) return <p className={styles.rewards}>Your referral rewards could not be loaded just now.</p>;
  if (!rewards.isSuccess) return null;
  const count = rewards.data;
  return (
    <p className={styles.rewards}>
      <strong>
        {count} referral {count === 1 ? 'reward' : 'rewards'} pending
      </strong>
      {count > 0
        ? `: ${count === 1 ? 'a business' : `${count} businesses`} you referred signed up and paid.`
        : '. A business that signs up with your link and pays earns you one.'}
    </p>
  );
}
