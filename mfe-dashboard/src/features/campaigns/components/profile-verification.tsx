import { verificationNext, verificationStepStates, type ProfileStatus } from '@adlaunch/shared';
import { useOrderStatusAnswer } from '@adlaunch/session/queries';
import styles from './campaigns.module.css';

// A step moves in days, not seconds: the dashboard asks less often than the status page.
const POLL_MS = 60_000;

/**
 * While Google verifies a profile: the step our team recorded, and what the owner does next (the
 * status answer carries the step; the list of profiles does not). Until it answers, the status's own words (`meanwhile`).
 */
export function ProfileVerification({ profileId, meanwhile }: { profileId: number; meanwhile: string }) {
  const answer = useOrderStatusAnswer<ProfileStatus>('profile', profileId, POLL_MS);
  if (!answer || answer.status !== 'verification') return <p className={styles.next}>{meanwhile}</p>;
  const steps = verificationStepStates(answer.verification);
  const now = steps.findIndex((s) => s.state === 'now');
  const where = now < 0 ? steps.length - 1 : now;
  return (
    <p className={styles.next}>
      <strong>
        Google verification, step {where + 1} of {steps.length}: {steps[where].label}.
      </strong>{' '}
      {verificationNext(answer.verification)}
    </p>
  );
}
