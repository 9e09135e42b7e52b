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
import { settledBlur } from './settled-blur';
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
  /** The field must be filled: its label says so ("Required"), and so does the control (`aria-required`). */
  required?: boolean;
}

/** A field's label, with "Required" after it (outside the label: the field's name stays its name). */
export function FieldLabel({ htmlFor, required, children }: { htmlFor: string; required?: boolean; children: ReactNode }) {
  const label = (
    <label htmlFor={htmlFor} className={styles.label}>
      {children}
    </label>
  );
  return required ? (
    <div className={styles.labelRow}>
      {label}
      <RequiredMark />
    </div>
  ) : (
    label
  );
}

/**
 * "Required" beside a label, for the fields a form cannot go on without. Screen readers hear it from the
 * control (`aria-required`), so the label's accessible name stays the field's name.
 */
export function RequiredMark() {
  return (
    <span className={styles.required} aria-hidden="true">
      Required
    </span>
  );
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
    <p id={id} className={styles.error} role={alert ? 'alert' : undefined} data-field-error="">
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
  required,
  children,
}: {
  ids: FieldIds;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  alert?: boolean;
  after?: ReactNode;
  required?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={styles.field} data-field="">
      <FieldLabel htmlFor={ids.controlId} required={required}>
        {label}
      </FieldLabel>
      <Hint id={ids.hintId}>{hint}</Hint>
      {children}
      {after}
      <FieldError id={ids.errorId} message={error} alert={alert} />
    </div>
  );
}

/** What ties a control to its label, hint and message. */
const controlProps = (ids: FieldIds, error: string | undefined, required: boolean | undefined) => ({
  id: ids.controlId,
  className: styles.input,
  'aria-invalid': error ? true : undefined,
  'aria-describedby': ids.describedBy,
  'aria-required': required || undefined,
});

/**
 * The control's blur handler (the registration's, else its own), held back while a pointer is pressed:
 * the check it runs may show a message that moves what the pointer is on (settled-blur.ts).
 */
const blurOf = <E,>(registration: UseFormRegisterReturn | undefined, own: ((event: E) => void) | undefined) => {
  const onBlur = (registration?.onBlur as ((event: E) => void) | undefined) ?? own;
  return onBlur ? settledBlur(onBlur) : undefined;
};

type TextFieldProps = FieldFrame & Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> & { name?: string; ref?: Ref<HTMLInputElement> };

/** A labelled text input with its hint and message. */
export function TextField({ label, alert, hint, error, registration, id, ref, required, onBlur, ...input }: TextFieldProps) {
  const ids = useDescribedBy(id, hint, error);
  return (
    <LabelledField ids={ids} label={label} hint={hint} error={error} alert={alert} required={required}>
      <input ref={ref} {...controlProps(ids, error, required)} {...input} {...registration} onBlur={blurOf(registration, onBlur)} />
    </LabelledField>
  );
}

type TextAreaFieldProps = FieldFrame &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name'> & { name?: string; ref?: Ref<HTMLTextAreaElement>; counter?: ReactNode };

/** A labelled multi-line input; `counter` shows under it (e.g. characters left). */
export function TextAreaField({
  label,
  alert,
  hint,
  error,
  registration,
  id,
  ref,
  counter,
  required,
  onBlur,
  ...textarea
}: TextAreaFieldProps) {
  const ids = useDescribedBy(id, hint, error);
  return (
    <LabelledField ids={ids} label={label} hint={hint} error={error} alert={alert} after={counter} required={required}>
      <textarea ref={ref} {...controlProps(ids, error, required)} {...textarea} {...registration} onBlur={blurOf(registration, onBlur)} />
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

export function SelectField({
  label,
  alert,
  hint,
  error,
  registration,
  options,
  placeholder,
  id,
  ref,
  required,
  onBlur,
  ...select
}: SelectFieldProps) {
  const ids = useDescribedBy(id, hint, error);
  return (
    <LabelledField ids={ids} label={label} hint={hint} error={error} alert={alert} required={required}>
      <select ref={ref} {...controlProps(ids, error, required)} {...select} {...registration} onBlur={blurOf(registration, onBlur)}>
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

export function CheckboxField({ label, alert, error, registration, id, ref, required, onBlur, ...input }: CheckboxFieldProps) {
  const ids = useDescribedBy(id, undefined, error);
  return (
    <div className={styles.field} data-field="">
      <div className={styles.check}>
        <input
          ref={ref}
          id={ids.controlId}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          aria-required={required || undefined}
          {...input}
          {...registration}
          onBlur={blurOf(registration, onBlur)}
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
    <fieldset className={styles.fieldset} aria-describedby={ids.describedBy} data-field="">
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
    <div className={styles.field} data-field="">
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
