import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { ROUTES } from '@adlaunch/shared';
import styles from './form.module.css';

interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

export function CheckboxField({ label, error, id, ref, ...input }: CheckboxFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  return (
    <div className={styles.field}>
      <div className={styles.check}>
        <input
          ref={ref}
          id={inputId}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
        <label htmlFor={inputId}>{label}</label>
      </div>
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The terms of service checkbox that every registration form requires. */
export function TermsCheckbox(props: Omit<CheckboxFieldProps, 'label'>) {
  return (
    <CheckboxField
      label={
        <>
          I accept the{' '}
          <a href={ROUTES.terms} target="_blank" rel="noopener">
            terms of service
          </a>
        </>
      }
      {...props}
    />
  );
}
