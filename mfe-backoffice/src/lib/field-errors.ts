import { ApiError, errorMessage } from '@adlaunch/session/api';
import type { z } from 'zod';

export type FieldErrors = Record<string, string>;

/** A schema's issues as one message per field (the first), keyed by the request's field names. */
export function issuesByField(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) fields[String(issue.path[0] ?? '_')] ??= issue.message;
  return fields;
}

/** A refusal as messages per field: the server's `fields`, else its message under `_` (said above the button). */
export function refusalByField(caught: unknown): FieldErrors {
  if (caught instanceof ApiError && Object.keys(caught.fields).length)
    return Object.fromEntries(Object.entries(caught.fields).map(([key, messages]) => [key, messages.join(' ')]));
  return { _: errorMessage(caught) };
}
