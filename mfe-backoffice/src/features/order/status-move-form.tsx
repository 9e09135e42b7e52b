import { useState, type FormEvent } from 'react';
import { SelectField, TextAreaField } from '@adlaunch/ui-kit';
import { errorMessage } from '@adlaunch/session/api';
import { WORK_STATUS_LABELS, type OrderProduct, type WorkStatus } from '@adlaunch/shared';
import { useBackoffice } from '../../lib/backoffice-context';
import ui from '../../components/ui.module.css';
import { FormEnd } from '../../components/form-end';

interface StatusMoveFormProps {
  product: OrderProduct;
  id: number;
  from: WorkStatus;
  allowed: readonly WorkStatus[];
  onMoved: (message: string) => void;
}

/** Moves an order on (only the moves its status allows), with a note the owner gets and one that stays internal. */
export function StatusMoveForm({ product, id, from, allowed, onMoved }: StatusMoveFormProps) {
  const { api } = useBackoffice();
  const [to, setTo] = useState('');
  const [noteForOwner, setNoteForOwner] = useState('');
  const [internalNote, setInternalNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (allowed.length === 0) {
    return <p className={ui.muted}>No move is possible from {WORK_STATUS_LABELS[from]}.</p>;
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!to) {
      setError('Choose the new status.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await api.moveStatus(product, id, {
        to: to as WorkStatus,
        note_for_owner: noteForOwner.trim() || undefined,
        internal_note: internalNote.trim() || undefined,
      });
      setTo('');
      setNoteForOwner('');
      setInternalNote('');
      onMoved(`Moved to ${WORK_STATUS_LABELS[to as WorkStatus]}.`);
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} aria-labelledby="move-title" noValidate>
      <h2 id="move-title" className={ui.cardTitle}>
        Move the order
      </h2>
      <p className={ui.muted}>Now: {WORK_STATUS_LABELS[from]}</p>
      <SelectField
        label="New status"
        placeholder="Choose"
        options={allowed.map((status) => ({ value: status, label: WORK_STATUS_LABELS[status] }))}
        value={to}
        onChange={(event) => setTo(event.target.value)}
        required
      />
      <TextAreaField
        label="Note for the owner"
        hint="Shown on the owner's dashboard beside the status, and emailed to them."
        value={noteForOwner}
        maxLength={1000}
        rows={3}
        onChange={(event) => setNoteForOwner(event.target.value)}
      />
      <TextAreaField
        label="Internal note"
        hint="Only staff see it, in the order's history."
        value={internalNote}
        maxLength={2000}
        rows={2}
        onChange={(event) => setInternalNote(event.target.value)}
      />
      <FormEnd error={error} busy={busy} label="Move the order" />
    </form>
  );
}
