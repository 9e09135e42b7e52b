import { useId, type Ref, type SelectHTMLAttributes } from 'react';
import styles from './form.module.css';

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  options: readonly string[];
  placeholder: string;
  error?: string;
  ref?: Ref<HTMLSelectElement>;
}

/** A native select: keyboard and screen-reader support come with the element. */
export function SelectField({ label, options, placeholder, error, id, ref, ...select }: SelectFieldProps) {
  const generated = useId();
  const selectId = id ?? generated;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={selectId}>
        {label}
      </label>
      <select
        ref={ref}
        id={selectId}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${selectId}-error` : undefined}
        {...select}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${selectId}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
