import { useState, type FormEvent } from 'react';
import { TextAreaField } from '@adlaunch/ui-kit';
import { errorMessage } from '@adlaunch/session/api';
import { VERIFICATION_STEP_LABELS, VERIFICATION_STEPS, type VerificationStep } from '@adlaunch/shared';
import { useBackoffice } from '../../lib/backoffice-context';
import ui from '../../components/ui.module.css';
import { FormEnd } from '../../components/form-end';

/** Google's verification of a business profile, step by step, as the owner's status page shows it. */
export function VerificationForm({
  id,
  reached,
  onSaved,
}: {
  id: number;
  reached: VerificationStep | null;
  onSaved: (message: string) => void;
}) {
  const { api } = useBackoffice();
  const [step, setStep] = useState<VerificationStep | ''>('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const done = reached ? VERIFICATION_STEPS.indexOf(reached) : -1;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!step) return setError('Choose the step reached.');
    setBusy(true);
    setError(null);
    try {
      await api.verification(id, { step, note_for_owner: note.trim() || undefined });
      setStep('');
      setNote('');
      onSaved(`Verification: ${VERIFICATION_STEP_LABELS[step]}.`);
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <fieldset className={ui.fieldset}>
        <legend className={ui.cardTitle}>Profile verification</legend>
        <ol className={ui.list}>
          {VERIFICATION_STEPS.map((name, i) => (
            <li key={name}>
              <label>
                <input type="radio" name="verification-step" value={name} checked={step === name} onChange={() => setStep(name)} />{' '}
                {VERIFICATION_STEP_LABELS[name]} {i <= done ? <span className={ui.badge}>Done</span> : null}
              </label>
            </li>
          ))}
        </ol>
      </fieldset>
      <TextAreaField
        label="Note for the owner (verification)"
        value={note}
        maxLength={1000}
        rows={2}
        onChange={(event) => setNote(event.target.value)}
      />
      <FormEnd error={error} busy={busy} label="Save the step" secondary />
    </form>
  );
}
