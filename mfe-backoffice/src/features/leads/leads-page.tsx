import { useState } from 'react';
import { SelectField, TextAreaField } from '@adlaunch/ui-kit';
import { errorMessage } from '@adlaunch/session/api';
import { LEAD_STATES, type LeadState, type StaffLead } from '@adlaunch/shared';
import { useBackoffice } from '../../lib/backoffice-context';
import { useLoad } from '../../lib/use-load';
import { when } from '../../lib/format';
import { LoadState } from '../../components/load-state';
import ui from '../../components/ui.module.css';
import { FormAlert } from '../../components/form-end';

const LABELS: Record<LeadState, string> = { new: 'New', contacted: 'Contacted', won: 'Won', lost: 'Lost' };
const OPTIONS = LEAD_STATES.map((state) => ({ value: state, label: LABELS[state] }));

function LeadCard({ lead, onSaved }: { lead: StaffLead; onSaved: () => void }) {
  const { api } = useBackoffice();
  const [state, setState] = useState<LeadState>(lead.state);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const titleId = `lead-${lead.id}`;
  const save = async () => {
    setBusy(true);
    setError(null);
    try {
      await api.updateLead(lead.id, { state, note: note.trim() || undefined });
      setNote('');
      onSaved();
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setBusy(false);
    }
  };
  return (
    <li>
      <article className={ui.card} aria-labelledby={titleId}>
        <h2 id={titleId} className={ui.cardTitle}>
          {lead.businessName} <span className={ui.badge}>{LABELS[lead.state]}</span>
        </h2>
        <dl className={ui.facts}>
          <dt>Received</dt>
          <dd>{when(lead.createdAt)}</dd>
          <dt>Contact</dt>
          <dd>
            {lead.name} · <a href={`mailto:${lead.email}`}>{lead.email}</a> · <a href={`tel:${lead.phone}`}>{lead.phone}</a>
          </dd>
          {lead.website ? (
            <>
              <dt>Website</dt>
              <dd>{lead.website}</dd>
            </>
          ) : null}
          <dt>Platforms</dt>
          <dd>{lead.platforms.join(', ') || '–'}</dd>
          <dt>Monthly budget</dt>
          <dd>{lead.monthlyBudget}</dd>
          {lead.message ? (
            <>
              <dt>Message</dt>
              <dd>{lead.message}</dd>
            </>
          ) : null}
          <dt>Answered</dt>
          <dd>{lead.answeredBy ? `${lead.answeredBy}, ${lead.answeredAt ? when(lead.answeredAt) : ''}` : 'Not yet'}</dd>
        </dl>
        <SelectField
          label={`State of ${lead.businessName}'s enquiry`}
          options={OPTIONS}
          value={state}
          onChange={(event) => setState(event.target.value as LeadState)}
        />
        <TextAreaField label="Note (internal)" rows={2} value={note} onChange={(event) => setNote(event.target.value)} />
        <FormAlert error={error} />
        <div className={ui.actions}>
          <button type="button" className={ui.button} disabled={busy} onClick={() => void save()}>
            Save<span className={ui.srOnly}> {lead.businessName}</span>
          </button>
        </div>
      </article>
    </li>
  );
}

/** The social media ads enquiries: each one's state (new, contacted, won, lost) and who answered it. */
export function LeadsPage() {
  const { api } = useBackoffice();
  const [state, setState] = useState<LeadState | ''>('');
  const [page, setPage] = useState(1);
  const loaded = useLoad(() => api.leads({ state: state || undefined, page }), `${state}/${page}`);
  return (
    <section aria-labelledby="leads-title">
      <h1 id="leads-title">Leads</h1>
      <SelectField
        label="Show"
        placeholder="Every lead"
        options={OPTIONS}
        value={state}
        onChange={(event) => {
          setState(event.target.value as LeadState | '');
          setPage(1);
        }}
      />
      <LoadState loaded={loaded} label="the leads">
        {(data) => {
          const pages = Math.max(1, Math.ceil(data.total / data.perPage));
          return (
            <>
              {data.leads.length === 0 ? <p>No lead.</p> : null}
              <ul className={ui.list}>
                {data.leads.map((lead) => (
                  <LeadCard key={`${lead.id}-${lead.state}`} lead={lead} onSaved={loaded.reload} />
                ))}
              </ul>
              {pages > 1 ? (
                <nav className={ui.actions} aria-label="Pages of leads">
                  <button type="button" className={ui.buttonSecondary} disabled={page <= 1} onClick={() => setPage(page - 1)}>
                    Previous page
                  </button>
                  <span>
                    Page {data.page} of {pages}
                  </span>
                  <button type="button" className={ui.buttonSecondary} disabled={page >= pages} onClick={() => setPage(page + 1)}>
                    Next page
                  </button>
                </nav>
              ) : null}
            </>
          );
        }}
      </LoadState>
    </section>
  );
}
