import type { FieldErrors } from './form-page';

export type Form = Record<string, string>;
export const NOT_SENT = 'Your details could not be sent. Please try again.';

/** The first message per field of a zod refusal or an API refusal (`fields`), keyed by the field's top name. */
export function firstMessages(issues: { path: PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  // A nested field is named as the form names it (`ad_details.headline_1`); an item of a list, as the list.
  for (const issue of issues) errors[issue.path.filter((p) => typeof p === 'string').join('.')] ??= issue.message;
  return errors;
}
export const apiErrors = (answer: { error?: string; fields?: Record<string, string[]> }, field: string): FieldErrors => {
  const fields = Object.fromEntries(Object.entries(answer.fields ?? {}).map(([name, messages]) => [name, messages[0]]));
  return Object.keys(fields).length ? fields : { [field]: answer.error ?? NOT_SENT };
};
