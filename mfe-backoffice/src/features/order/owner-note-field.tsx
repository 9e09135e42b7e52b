import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextAreaField } from '@adlaunch/ui-kit';

/** A note for the owner, sent with the change; without it they read only what changed. */
export function OwnerNoteField({ registration, error }: { registration: UseFormRegisterReturn; error?: string }) {
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
