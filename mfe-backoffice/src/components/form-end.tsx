import ui from './ui.module.css';

/** The refusal a form or dialog met, announced where the person is looking; nothing without one. */
export function FormAlert({ error }: { error?: string | null }) {
  return error ? (
    <p role="alert" className={ui.alert}>
      {error}
    </p>
  ) : null;
}

/** How a back-office form ends: the refusal it met (announced where the person is looking), then its submit button. */
export function FormEnd({
  error,
  busy,
  label,
  secondary = false,
}: {
  error?: string | null;
  busy: boolean;
  label: string;
  secondary?: boolean;
}) {
  return (
    <>
      <FormAlert error={error} />
      <div className={ui.actions}>
        <button type="submit" className={secondary ? ui.buttonSecondary : ui.button} disabled={busy}>
          {label}
        </button>
      </div>
    </>
  );
}
