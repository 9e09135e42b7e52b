import {
  useId,
  useState,
  type ChangeEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import styles from './form.module.css';

export { styles as formStyles };

interface FieldFrame {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  /** react-hook-form's `register(name)`; the control's own props work too (`{...register(name)}`). */
  registration?: UseFormRegisterReturn;
  /** The message is a server refusal that has just arrived: announce it (role="alert"). */
  alert?: boolean;
}

/** Ids that tie a control to its hint and its message, so screen readers read both with it. */
function useDescribedBy(id: string | undefined, hint: ReactNode, error: string | undefined) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  return { controlId, hintId, errorId, describedBy: [hintId, errorId].filter(Boolean).join(' ') || undefined };
}

function Hint({ id, children }: { id?: string; children: ReactNode }) {
  return children ? (
    <p id={id} className={styles.hint}>
      {children}
    </p>
  ) : null;
}

export function FieldError({ id, message, alert }: { id?: string; message?: string; alert?: boolean }) {
  return message ? (
    <p id={id} className={styles.error} role={alert ? 'alert' : undefined}>
      {message}
    </p>
  ) : null;
}

type FieldIds = ReturnType<typeof useDescribedBy>;

/** The frame every labelled control shares: the label, its hint, the control, what follows it, the message. */
function LabelledField({
  ids,
  label,
  hint,
  error,
  alert,
  after,
  children,
}: {
  ids: FieldIds;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  alert?: boolean;
  after?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={styles.field}>
      <label htmlFor={ids.controlId} className={styles.label}>
        {label}
      </label>
      <Hint id={ids.hintId}>{hint}</Hint>
      {children}
      {after}
      <FieldError id={ids.errorId} message={error} alert={alert} />
    </div>
  );
}

/** What ties a control to its label, hint and message. */
const controlProps = (ids: FieldIds, error: string | undefined) => ({
  id: ids.controlId,
  className: styles.input,
  'aria-invalid': error ? true : undefined,
  'aria-describedby': ids.describedBy,
});

type TextFieldProps = FieldFrame & Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> & { name?: string; ref?: Ref<HTMLInputElement> };

/** A labelled text input with its hint and message. */
export function TextField({ label, alert, hint, error, registration, id, ref, ...input }: TextFieldProps) {
  const ids = useDescribedBy(id, hint, error);
  return (
    <LabelledField ids={ids} label={label} hint={hint} error={error} alert={alert}>
      <input ref={ref} {...controlProps(ids, error)} {...input} {...registration} />
    </LabelledField>
  );
}

type TextAreaFieldProps = FieldFrame &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name'> & { name?: string; ref?: Ref<HTMLTextAreaElement>; counter?: ReactNode };

/** A labelled multi-line input; `counter` shows under it (e.g. characters left). */
export function TextAreaField({ label, alert, hint, error, registration, id, ref, counter, ...textarea }: TextAreaFieldProps) {
  const ids = useDescribedBy(id, hint, error);
  return (
    <LabelledField ids={ids} label={label} hint={hint} error={error} alert={alert} after={counter}>
      <textarea ref={ref} {...controlProps(ids, error)} {...textarea} {...registration} />
    </LabelledField>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

type SelectFieldProps = FieldFrame &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name'> & {
    name?: string;
    options: readonly SelectOption[];
    /** The first, empty choice ("Choose a category"). */
    placeholder?: string;
    ref?: Ref<HTMLSelectElement>;
  };

export function SelectField({ label, alert, hint, error, registration, options, placeholder, id, ref, ...select }: SelectFieldProps) {
  const ids = useDescribedBy(id, hint, error);
  return (
    <LabelledField ids={ids} label={label} hint={hint} error={error} alert={alert}>
      <select ref={ref} {...controlProps(ids, error)} {...select} {...registration}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </LabelledField>
  );
}

type CheckboxFieldProps = Omit<FieldFrame, 'hint'> &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'name'> & { name?: string; ref?: Ref<HTMLInputElement> };

export function CheckboxField({ label, alert, error, registration, id, ref, ...input }: CheckboxFieldProps) {
  const ids = useDescribedBy(id, undefined, error);
  return (
    <div className={styles.field}>
      <div className={styles.check}>
        <input
          ref={ref}
          id={ids.controlId}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          {...input}
          {...registration}
        />
        <label htmlFor={ids.controlId}>{label}</label>
      </div>
      <FieldError id={ids.errorId} message={error} alert={alert} />
    </div>
  );
}

export interface ChoiceOption {
  value: string;
  title: string;
  text?: ReactNode;
  disabled?: boolean;
}

interface ChoiceGroupProps {
  legend: string;
  alert?: boolean;
  options: readonly ChoiceOption[];
  registration: UseFormRegisterReturn;
  error?: string;
  hint?: ReactNode;
  /** Short answers (Yes / No) side by side instead of cards. */
  inline?: boolean;
  /** Checkboxes: any number of the options may be chosen. */
  multiple?: boolean;
}

/** A radio (or, `multiple`, checkbox) group in a fieldset: native inputs, so keys and screen readers work as expected. */
export function ChoiceGroup({ legend, options, registration, error, hint, inline, alert, multiple }: ChoiceGroupProps) {
  const ids = useDescribedBy(undefined, hint, error);
  return (
    <fieldset className={styles.fieldset} aria-describedby={ids.describedBy}>
      <legend className={styles.legend}>{legend}</legend>
      <Hint id={ids.hintId}>{hint}</Hint>
      <div className={inline ? styles.inline : styles.choices}>
        {options.map((o) => (
          <label key={o.value} className={styles.choice}>
            <input
              type={multiple ? 'checkbox' : 'radio'}
              value={o.value}
              disabled={o.disabled}
              aria-invalid={error ? true : undefined}
              {...registration}
            />
            <span>
              <span className={styles.choiceTitle}>{o.title}</span>
              {o.text ? <span className={styles.choiceText}>{o.text}</span> : null}
            </span>
          </label>
        ))}
      </div>
      <FieldError id={ids.errorId} message={error} alert={alert} />
    </fieldset>
  );
}

interface FileDropProps {
  label: string;
  hint?: ReactNode;
  error?: string;
  accept: string;
  /** Called with the file the owner chose or dropped. */
  onFile: (file: File) => void;
  /** The chosen file's name, and a preview for pictures. */
  fileName?: string | null;
  previewUrl?: string | null;
  /** What the preview shows, for screen readers. */
  previewAlt?: string;
  busy?: boolean;
  children?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A file input drawn as a drop zone: "Choose a file or drag it here", the chosen file's name and a
 * preview. The real input covers the zone (invisible), so keyboard, screen readers and taps work.
 */
export function FileDrop({
  label,
  hint,
  error,
  accept,
  onFile,
  fileName,
  previewUrl,
  previewAlt = '',
  busy,
  children,
  ref,
}: FileDropProps) {
  const ids = useDescribedBy(undefined, hint, error);
  const [dragging, setDragging] = useState(false);
  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    // Lets the owner choose the same file again after fixing it.
    event.currentTarget.value = '';
    if (file) onFile(file);
  }
  return (
    <div className={styles.field}>
      <label htmlFor={ids.controlId} className={styles.label}>
        {label}
      </label>
      <Hint id={ids.hintId}>{hint}</Hint>
      <div
        className={styles.drop}
        data-dragging={dragging || undefined}
        data-invalid={error ? true : undefined}
        onDragEnter={() => setDragging(true)}
        onDragLeave={() => setDragging(false)}
        onDrop={() => setDragging(false)}
      >
        {previewUrl ? <img className={styles.preview} src={previewUrl} alt={previewAlt} /> : null}
        <span className={styles.dropTitle} aria-hidden="true">
          {fileName ? 'Choose another file' : 'Choose a file or drag it here'}
        </span>
        {fileName ? <p className={styles.fileName}>{fileName}</p> : null}
        <input
          ref={ref}
          id={ids.controlId}
          className={styles.dropInput}
          type="file"
          accept={accept}
          onChange={choose}
          disabled={busy}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
        />
      </div>
      {children}
      <FieldError id={ids.errorId} message={error} alert />
    </div>
  );
}
