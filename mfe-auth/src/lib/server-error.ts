import type { FieldError, FieldValues, Path, UseFormSetError } from 'react-hook-form';

/** The error type of a server refusal shown on a field; such a message is announced (role="alert"). */
export const SERVER_ERROR = 'server';

/** The calls name some fields otherwise than the forms do. */
const FORM_NAMES: Record<string, string> = { emailAddress: 'email', first_name: 'firstName', last_name: 'lastName' };

/**
 * Shows a server refusal inside the dialog, next to the field it concerns: the first of `fields`
 * (in the order given) that the server named, with the server's message for it; else `fallback`
 * (the field the form's answer hinges on, or `root.server` for a line above the form's button).
 */
export function setServerError<F extends FieldValues>(
  setError: UseFormSetError<F>,
  failure: { message: string; fields: Record<string, string[]> },
  fields: readonly Path<F>[],
  fallback: Path<F> | 'root.server',
) {
  const byFormName = new Map(Object.entries(failure.fields).map(([key, messages]) => [FORM_NAMES[key] ?? key, messages[0]]));
  const field = fields.find((name) => byFormName.get(name));
  setError(field ?? fallback, { type: SERVER_ERROR, message: (field && byFormName.get(field)) || failure.message });
}

/** A field's message and whether it is a server refusal to announce (props for TextField). */
export const fieldError = (error: FieldError | undefined) => ({ error: error?.message, alert: error?.type === SERVER_ERROR });
