import { Link } from 'react-router-dom';
import { firstIncompleteProfileStep, GBP_STEPS, gbpStepPath, type Profile } from '@adlaunch/shared';
import { StatusBadge } from '../../../components/status-badge';
import ui from '../../../components/ui.module.css';
import { PROFILE_STATUS } from '../status-copy';
import styles from './campaigns.module.css';

export function ProfileCard({ profile }: { profile: Profile }) {
  const copy = PROFILE_STATUS[profile.status];
  const step = firstIncompleteProfileStep(profile);
  const place = [profile.city, profile.country].filter(Boolean).join(', ');
  return (
    <section id="business-profile" aria-labelledby="business-profile-title" className={ui.card}>
      <div className={styles.header}>
        <h2 id="business-profile-title">Google Business Profile</h2>
        <StatusBadge tone={copy.tone}>{copy.label}</StatusBadge>
      </div>
      <p className={styles.next}>{copy.next}</p>
      <dl className={styles.facts}>
        {profile.businessName ? (
          <>
            <dt>Business</dt>
            <dd>{profile.businessName}</dd>
          </>
        ) : null}
        {profile.category ? (
          <>
            <dt>Category</dt>
            <dd>{profile.category}</dd>
          </>
        ) : null}
        {place ? (
          <>
            <dt>Location</dt>
            <dd>{place}</dd>
          </>
        ) : null}
      </dl>
      {profile.status === 'setup' ? (
        <div className={ui.actions}>
          <Link to={gbpStepPath(step)} className={ui.button}>
            Finish setting up your business profile
            <span className={ui.srOnly}>
              {' '}
              (step {GBP_STEPS.indexOf(step) + 1} of {GBP_STEPS.length})
            </span>
          </Link>
        </div>
      ) : null}
      {profile.status === 'paid' || profile.status === 'in_review' || profile.status === 'verification' ? (
        <div className={ui.actions}>
          <Link to={gbpStepPath('status')} className={ui.buttonSecondary}>
            Follow the listing progress
          </Link>
        </div>
      ) : null}
    </section>
  );
}
