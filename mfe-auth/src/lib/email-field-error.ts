import { ApiError } from '@adlaunch/shared/api';

/** The first email-specific message of a server refusal, if it has one. */
export function emailFieldError(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  return error.fields.emailAddress?.[0] ?? error.fields.email?.[0];
}
