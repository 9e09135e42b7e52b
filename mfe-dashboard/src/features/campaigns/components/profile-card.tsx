import { useId } from 'react';
import { Link } from 'react-router-dom';
import { firstIncompleteProfileStep, GBP_STEPS, gbpStepPath, type Profile } from '@adlaunch/shared';
import { StatusBadge } from '../../../components/status-badge';
import { StatusNote } from './status-note';
import { ProfileVerification } from './profile-verification';
import ui from '../../../components/ui.module.css';
import { campaignName, type CampaignOrdinal } from '../campaign-name';
import { PROFILE_STATUS } from '../status-copy';
import styles from './campaigns.module.css';

/** One business profile: its status, what happens next, and the action that fits it. */
export function ProfileCard({ profile, isLatest = true, ordinal }: { profile: Profile; isLatest?: boolean; ordinal?: CampaignOrdinal }) {
  const titleId = useId();
  const name = campaignName(profile, 'profile', ordinal);
  const copy = PROFILE_STATUS[profile.status];
  const step = firstIncompleteProfileStep(profile);
  const place = [profile.city, profile.country].filter(Boolean).join(', ');
  return (
    <article aria-labelledby={titleId} className={ui.card}>
      <div className={styles.header}>
        <h3 id={titleId} className={styles.campaignTitle}>
          {name.title} {name.reference ? <span className={styles.campaignRef}>{name.reference}</span> : null}
        </h3>
        <StatusBadge tone={copy.tone}>{copy.label}</StatusBadge>
      </div>
      {profile.status === 'verification' ? (
        <ProfileVerification profileId={profile.id} meanwhile={copy.next} />
      ) : (
        <p className={styles.next}>{copy.next}</p>
      )}
      <StatusNote note={profile.statusNote} />
      <dl className={styles.facts}>
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
      {profile.status === 'setup' && isLatest ? (
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
      {isLatest && (profile.status === 'paid' || profile.status === 'in_review' || profile.status === 'verification') ? (
        <div className={ui.actions}>
          <Link to={gbpStepPath('status')} className={ui.buttonSecondary}>
            Follow the listing progress
          </Link>
        </div>
      ) : null}
    </article>
  );
}
