import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { CONTACT } from '@adlaunch/shared';
import styles from './wizard.module.css';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> {
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
  hint?: ReactNode;
}

/** A labelled input with its hint and error tied to it for screen readers. */
export function TextField({ label, registration, error, hint, id, ...input }: TextFieldProps) {
  const auto = useId();
  const fieldId = id ?? auto;
  const hintId = hint ? `${fieldId}-hint` : undefined;
  const errorId = error ? `${fieldId}-error` : undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={fieldId} className={styles.label}>
        {label}
      </label>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <input
        id={fieldId}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        {...input}
        {...registration}
      />
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The pay step's email: a valid address is required before paying. */
export function EmailField({ registration, error }: { registration: UseFormRegisterReturn; error?: string }) {
  return (
    <TextField
      label="Email for your receipt"
      type="email"
      autoComplete="email"
      inputMode="email"
      registration={registration}
      error={error}
    />
  );
}

export interface ChoiceOption {
  value: string;
  title: string;
  text?: ReactNode;
}

interface ChoiceGroupProps {
  legend: string;
  options: readonly ChoiceOption[];
  registration: UseFormRegisterReturn;
  error?: string;
  hint?: ReactNode;
  inline?: boolean;
}

/** A radio group in a fieldset: native radios, so arrow keys and screen readers work as expected. */
export function ChoiceGroup({ legend, options, registration, error, hint, inline }: ChoiceGroupProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset className={styles.fieldset} aria-describedby={describedBy} aria-invalid={error ? true : undefined}>
      <legend className={styles.legend}>{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <div className={inline ? styles.inline : styles.choices}>
        {options.map((o) => (
          <label key={o.value} className={styles.choice}>
            <input type="radio" value={o.value} {...registration} />
            <span>
              <span className={styles.choiceTitle}>{o.title}</span>
              {o.text ? <span className={styles.choiceText}>{o.text}</span> : null}
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

export const VAT_MESSAGE = 'Tell us whether your business is in South Africa.';
export const VAT_LOCKED_HINT = `Your account says your business is in South Africa, so 15% VAT is added to every order. If that has changed, email ${CONTACT.supportEmail}.`;

/**
 * Product spec: "South Africa VAT" as Yes / No radios; the answer is required before paying. `locked`:
 * the account already answered yes, which the server keeps (docs/security.md), so "No" is not offered.
 */
export function VatQuestion({ registration, error, locked }: { registration: UseFormRegisterReturn; error?: string; locked?: boolean }) {
  return (
    <ChoiceGroup
      legend="Is your business in South Africa?"
      hint={locked ? VAT_LOCKED_HINT : 'South African businesses pay 15% VAT.'}
      inline
      options={
        locked
          ? [{ value: 'yes', title: 'Yes' }]
          : [
              { value: 'yes', title: 'Yes' },
              { value: 'no', title: 'No' },
            ]
      }
      registration={registration}
      error={error}
    />
  );
}
