import { useEffect, useRef, useState, type FormEvent, type FormHTMLAttributes } from 'react';
import styles from './form.module.css';

/** What marks a problem in a form: an invalid control, or a field's message (a list to add to has no invalid control). */
const PROBLEM = '[aria-invalid="true"], [data-field-error]';
const CONTROL = 'input:not([type="hidden"]):not(:disabled), select:not(:disabled), textarea:not(:disabled), button:not(:disabled)';

/**
 * Brings the first problem of a form (in page order) into view and puts focus on it: the invalid
 * control itself, or the first control of the field whose message it is, or the message (made
 * focusable) when the field has no control to focus. Answers whether there was a problem.
 */
export function focusFirstProblem(root: ParentNode | null): boolean {
  const problem = root?.querySelector<HTMLElement>(PROBLEM);
  if (!problem) return false;
  let target: HTMLElement = problem;
  if (problem.matches('[data-field-error]')) {
    const control = problem.closest('[data-field]')?.querySelector<HTMLElement>(CONTROL);
    if (control) target = control;
    else if (!problem.hasAttribute('tabindex')) problem.tabIndex = -1;
  }
  // Centred, so the field's label above and its message below are in view too (and clear of a sticky header).
  target.focus({ preventScroll: true });
  problem.scrollIntoView?.({ block: 'center', inline: 'nearest' });
  return true;
}

/**
 * Spread into the `useForm` options of every form a `GuidedForm` holds: the form puts focus on the first
 * problem in page order, and react-hook-form's own focus (in the order the fields registered, which a
 * step's own fields break by registering before the kit's, and again a moment later) would take it elsewhere.
 */
export const GUIDED_FORM_OPTIONS = { shouldFocusError: false } as const;

type GuidedFormProps = Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit'> & {
  /** The submit handler, usually react-hook-form's `handleSubmit(...)`; awaited before the form looks for problems. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => unknown;
};

/**
 * A form that guides: when a submit leaves problems (the form's checks, or the server's answer field
 * by field), the first one is scrolled into view and focused, whatever kind of field it is. Without
 * this a message below the fold makes the main button look as if it did nothing. Laid out with the
 * kit's `form` grid unless given a class; checked by the form's own code, never the browser's.
 */
export function GuidedForm({ onSubmit, className = styles.form, children, ...form }: GuidedFormProps) {
  const ref = useRef<HTMLFormElement>(null);
  const [attempts, setAttempts] = useState(0);
  // After the render that shows the messages of this attempt.
  useEffect(() => {
    if (attempts) focusFirstProblem(ref.current);
  }, [attempts]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    try {
      await onSubmit(event);
    } finally {
      setAttempts((n) => n + 1);
    }
  }

  // It posts: a served owner frame holds this form, and sent before any script runs, nothing typed
  // lands in an address or a log (decisions 033 and 036).
  return (
    <form ref={ref} method="post" className={className} noValidate {...form} onSubmit={(event) => void submit(event)}>
      {children}
    </form>
  );
}
