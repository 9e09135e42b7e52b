import { loadApi } from '@adlaunch/session';

/** The first email-specific message of a server refusal, if it has one. */
export async function emailFieldError(error: unknown): Promise<string | undefined> {
  const { ApiError } = await loadApi();
  if (!(error instanceof ApiError)) return undefined;
  return error.fields.emailAddress?.[0] ?? error.fields.email?.[0];
}
