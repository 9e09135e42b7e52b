import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextAreaField } from '@adlaunch/ui-kit';
import { FormEnd } from '../../components/form-end';

/** A note for the owner, sent with the change; without it they read only what changed. */
function OwnerNoteField({ registration, error }: { registration: UseFormRegisterReturn; error?: string }) {
  return (
    <TextAreaField
      label="Note for the owner"
      hint="Optional. Shown on their dashboard and emailed with what changed."
      registration={registration}
      error={error}
      rows={2}
      maxLength={1000}
    />
  );
}

/** How each ad change's form ends: the note for the owner, the refusal it met, and its save button. */
export function AdChangeFormEnd({
  note,
  noteError,
  error,
  saving,
  saveLabel,
}: {
  note: UseFormRegisterReturn;
  noteError?: string;
  error: string | null;
  saving: boolean;
  saveLabel: string;
}) {
  return (
    <>
      <OwnerNoteField registration={note} error={noteError} />
      <FormEnd error={error} busy={saving} label={saveLabel} />
    </>
  );
}
