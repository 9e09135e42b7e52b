import { useBackoffice } from '../../lib/backoffice-context';
import { useLoad } from '../../lib/use-load';
import { LoadState } from '../../components/load-state';
import ui from '../../components/ui.module.css';

/** The staff and their roles, for the admin role. */
export function TeamPage() {
  const { api } = useBackoffice();
  const team = useLoad(() => api.team(), 'team');
  return (
    <section aria-labelledby="team-title">
      <h1 id="team-title">Staff</h1>
      <LoadState loaded={team} label="the staff">
        {(data) => (
          <ul className={ui.list}>
            {data.staff.map((member) => (
              <li key={member.id} className={ui.card}>
                <strong>{member.email}</strong>
                <div className={ui.muted}>{member.roles.join(', ')}</div>
              </li>
            ))}
          </ul>
        )}
      </LoadState>
    </section>
  );
}
