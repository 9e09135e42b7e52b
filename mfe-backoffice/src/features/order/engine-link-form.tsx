import { useState, type FormEvent } from 'react';
import { SelectField, TextField } from '@adlaunch/ui-kit';
import { ApiError, errorMessage } from '@adlaunch/session/api';
import type { EngineId, EngineLink } from '@adlaunch/shared';
import { useBackoffice } from '../../lib/backoffice-context';
import { ENGINE_LABELS } from '../../lib/format';
import ui from '../../components/ui.module.css';
import styles from './order.module.css';
import { FormEnd } from '../../components/form-end';

type Field = 'engine' | 'accountId' | 'campaignId';
const FIELDS: Field[] = ['engine', 'accountId', 'campaignId'];

/** The refusal as each field's message, and what belongs to no field. */
function refusal(caught: unknown): { fields: Partial<Record<Field, string>>; form: string | null } {
  const fields: Partial<Record<Field, string>> = {};
  if (caught instanceof ApiError) for (const field of FIELDS) if (caught.fields[field]?.[0]) fields[field] = caught.fields[field][0];
  return { fields, form: Object.keys(fields).length ? null : errorMessage(caught) };
}

/** Links the ad to its campaign on an engine (a second link to the same engine replaces the first). */
export function EngineLinkForm({ adId, linked, onLinked }: { adId: number; linked: EngineLink[]; onLinked: (message: string) => void }) {
  const { api } = useBackoffice();
  const [engine, setEngine] = useState<EngineId | ''>('');
  const [accountId, setAccountId] = useState('');
  const [campaignId, setCampaignId] = useState('');
  const [errors, setErrors] = useState<ReturnType<typeof refusal>>({ fields: {}, form: null });
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!engine) {
      setErrors({ fields: { engine: 'Choose the engine.' }, form: null });
      return;
    }
    setBusy(true);
    setErrors({ fields: {}, form: null });
    try {
      await api.linkEngine(adId, { engine, accountId: accountId.trim(), campaignId: campaignId.trim() });
      setEngine('');
      setAccountId('');
      setCampaignId('');
      onLinked(`Linked to the ${ENGINE_LABELS[engine]} campaign ${campaignId.trim()}.`);
    } catch (caught) {
      setErrors(refusal(caught));
    } finally {
      setBusy(false);
    }
  };

  const replaces = linked.find((link) => link.engine === engine);
  return (
    <form className={styles.linkForm} onSubmit={(event) => void submit(event)} aria-labelledby="engine-link-title" noValidate>
      <h3 id="engine-link-title" className={styles.subTitle}>
        Link a campaign
      </h3>
      <SelectField
        label="Engine"
        placeholder="Choose"
        options={(Object.keys(ENGINE_LABELS) as EngineId[]).map((id) => ({ value: id, label: ENGINE_LABELS[id] }))}
        value={engine}
        onChange={(event) => setEngine(event.target.value as EngineId | '')}
        error={errors.fields.engine}
        alert
        required
      />
      <TextField
        label={engine === 'microsoft' ? 'Account id' : engine === 'google' ? 'Customer id' : 'Customer or account id'}
        hint="Google's customer id may be written 123-456-7890."
        inputMode="numeric"
        autoComplete="off"
        value={accountId}
        onChange={(event) => setAccountId(event.target.value)}
        error={errors.fields.accountId}
        alert
        required
      />
      <TextField
        label="Campaign id"
        inputMode="numeric"
        autoComplete="off"
        value={campaignId}
        onChange={(event) => setCampaignId(event.target.value)}
        error={errors.fields.campaignId}
        alert
        required
      />
      {replaces ? (
        <p className={ui.muted}>
          This replaces the {ENGINE_LABELS[replaces.engine]} link to campaign {replaces.campaignId}.
        </p>
      ) : null}
      <FormEnd error={errors.form} busy={busy} label="Link the campaign" />
    </form>
  );
}
