import type { Profile } from '@adlaunch/shared';
import ui from '../../../components/ui.module.css';
import { ordinalInNewestFirst } from '../campaign-name';
import { ProfileCard } from './profile-card';
import styles from './campaigns.module.css';

/** Every business profile of the owner, newest first, each with its own status. */
export function ProfilesSection({ profiles }: { profiles: Profile[] }) {
  return (
    <section id="business-profile" aria-labelledby="business-profile-title" className={styles.group}>
      <div className={styles.groupHeader}>
        <h2 id="business-profile-title">Google Business Profile</h2>
        {profiles.length > 1 ? <p className={ui.muted}>{profiles.length} profiles</p> : null}
      </div>
      <ul className={styles.cards}>
        {profiles.map((profile, i) => (
          <li key={profile.id}>
            <ProfileCard profile={profile} isLatest={i === 0} ordinal={ordinalInNewestFirst(i, profiles.length)} />
          </li>
        ))}
      </ul>
    </section>
  );
}
