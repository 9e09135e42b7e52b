import ui from './ui.module.css';

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
      {error ? (
        <p role="alert" className={ui.alert}>
          {error}
        </p>
      ) : null}
      <div className={ui.actions}>
        <button type="submit" className={secondary ? ui.buttonSecondary : ui.button} disabled={busy}>
          {label}
        </button>
      </div>
    </>
  );
}
