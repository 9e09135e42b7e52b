import { useState, type FormEvent } from 'react';
import { TextAreaField } from '@adlaunch/ui-kit';
import { errorMessage } from '@adlaunch/session/api';
import type { OrderProduct } from '@adlaunch/shared';
import { useBackoffice } from '../../lib/backoffice-context';
import ui from '../../components/ui.module.css';

/** An internal note on the order: kept in its history, never shown to the owner. */
export function NoteForm({ product, id, onSaved }: { product: OrderProduct; id: number; onSaved: (message: string) => void }) {
  const { api } = useBackoffice();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await api.addNote(product, id, { text: text.trim() });
      setText('');
      onSaved('The note is kept in the history.');
    } catch (caught) {
      setError(errorMessage(caught, 'text'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} aria-labelledby="note-title" noValidate>
      <h2 id="note-title" className={ui.cardTitle}>
        Internal note
      </h2>
      <TextAreaField
        label="Note for staff"
        value={text}
        maxLength={2000}
        rows={2}
        onChange={(event) => setText(event.target.value)}
        error={error ?? undefined}
        alert
      />
      <div className={ui.actions}>
        <button type="submit" className={ui.buttonSecondary} disabled={busy || !text.trim()}>
          Add the note
        </button>
      </div>
    </form>
  );
}
