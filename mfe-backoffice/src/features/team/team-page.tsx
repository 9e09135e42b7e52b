import { useState, type FormEvent } from 'react';
import { CheckboxField, TextField } from '@adlaunch/ui-kit';
import { errorMessage } from '@adlaunch/session/api';
import { STAFF_ROLES, type StaffMember, type StaffRole } from '@adlaunch/shared';
import { useBackoffice } from '../../lib/backoffice-context';
import { useLoad } from '../../lib/use-load';
import { LoadState } from '../../components/load-state';
import { ConfirmDialog } from '../../components/confirm-dialog';
import ui from '../../components/ui.module.css';
import { FormEnd } from '../../components/form-end';

const ROLE_TEXT: Record<StaffRole, string> = {
  support: 'support: reads orders and leads',
  campaigns: 'campaigns: status moves, notes, verification',
  finance: 'finance: past due, retries, refunds',
  releases: 'releases: the release page',
  admin: 'admin: manages staff',
};

function AddStaff({ onAdded }: { onAdded: (message: string) => void }) {
  const { api } = useBackoffice();
  const [email, setEmail] = useState('');
  const [roles, setRoles] = useState<StaffRole[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (roles.length === 0) return setError('Give at least one role.');
    setBusy(true);
    setError(null);
    try {
      const { member } = await api.addStaff({ email: email.trim(), roles });
      setEmail('');
      setRoles([]);
      onAdded(`${member.email} can sign in at /staff now.`);
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className={ui.card} onSubmit={(event) => void submit(event)} aria-labelledby="add-staff-title" noValidate>
      <h2 id="add-staff-title" className={ui.cardTitle}>
        Add a person
      </h2>
      <TextField label="Email" type="email" value={email} onChange={(event) => setEmail(event.target.value)} required />
      <fieldset className={ui.fieldset}>
        <legend>Roles</legend>
        {STAFF_ROLES.map((role) => (
          <CheckboxField
            key={role}
            label={ROLE_TEXT[role]}
            checked={roles.includes(role)}
            onChange={(event) => setRoles(event.target.checked ? [...roles, role] : roles.filter((r) => r !== role))}
          />
        ))}
      </fieldset>
      <FormEnd error={error} busy={busy} label="Add" />
    </form>
  );
}

function Member({ member, onRemoved }: { member: StaffMember; onRemoved: (message: string) => void }) {
  const { api, me } = useBackoffice();
  const [open, setOpen] = useState(false);
  return (
    <li className={ui.card}>
      <strong>{member.email}</strong>
      <div className={ui.muted}>{member.roles.join(', ')}</div>
      {member.id === me.id ? null : (
        <>
          <div className={ui.actions}>
            <button type="button" className={ui.buttonDanger} onClick={() => setOpen(true)}>
              Remove<span className={ui.srOnly}> {member.email}</span>
            </button>
          </div>
          <ConfirmDialog
            open={open}
            onOpenChange={setOpen}
            title={`Remove ${member.email}?`}
            description="Their sessions end at once; they can no longer sign in."
            confirmLabel="Remove"
            onConfirm={async () => {
              await api.removeStaff(member.id);
              onRemoved(`${member.email} is removed.`);
            }}
          />
        </>
      )}
    </li>
  );
}

/** The staff and their roles; an admin adds and removes people (every change is kept with who made it). */
export function TeamPage() {
  const { api } = useBackoffice();
  const team = useLoad(() => api.team(), 'team');
  const [notice, setNotice] = useState<string | null>(null);
  const changed = (message: string) => {
    setNotice(message);
    team.reload();
  };
  return (
    <section aria-labelledby="team-title">
      <h1 id="team-title">Staff</h1>
      <p role="status" className={notice ? ui.notice : undefined}>
        {notice}
      </p>
      <AddStaff onAdded={changed} />
      <h2>Everyone</h2>
      <LoadState loaded={team} label="the staff">
        {(data) => (
          <ul className={ui.list}>
            {data.staff.map((member) => (
              <Member key={member.id} member={member} onRemoved={changed} />
            ))}
          </ul>
        )}
      </LoadState>
    </section>
  );
}
