import { useId, type InputHTMLAttributes, type Ref } from 'react';
import styles from './form.module.css';

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
  /** The error is a server refusal that has just arrived: announce it (role="alert"). */
  alert?: boolean;
  hint?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input whose message is tied to it for screen readers. */
export function TextField({ label, error, alert = false, hint, id, ref, ...input }: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
      </label>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <input
        ref={ref}
        id={inputId}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
      {error ? (
        <p id={errorId} className={styles.error} role={alert ? 'alert' : undefined}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
