import { MESSAGES } from '@adlaunch/shared';

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly fields: Record<string, string[]> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** An axios failure, recognised without loading axios. */
const isAxiosError = (error: unknown): error is { isAxiosError: true; response?: { status: number; data?: unknown } } =>
  typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;

interface ErrorBody {
  error?: unknown;
  message?: unknown;
  fields?: Record<string, string[]>;
}

/** Product spec §8: the answer's `error`, else its `message`, else a generic sentence. */
export function errorMessage(error: unknown, preferField?: string): string {
  if (error instanceof ApiError) {
    const preferred = preferField ? error.fields[preferField]?.[0] : undefined;
    return preferred ?? error.message;
  }
  if (isAxiosError(error)) return toApiError(error).message;
  return MESSAGES.genericError;
}

/** Any failure of a call as an ApiError (what the app shows). */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (isAxiosError(error)) return apiErrorFrom(error.response?.status ?? null, error.response?.data);
  return new ApiError(MESSAGES.genericError, null);
}

/** A refused call's error from its status and answer (null: no answer arrived). */
export function apiErrorFrom(status: number | null, answer: unknown): ApiError {
  const body = (answer && typeof answer === 'object' ? answer : {}) as ErrorBody;
  const text =
    (typeof body.error === 'string' && body.error) || (typeof body.message === 'string' && body.message) || MESSAGES.genericError;
  return new ApiError(text, status, body.fields ?? {});
}
