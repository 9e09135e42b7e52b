import type { z } from 'zod';
import { ApiError, apiBase } from '@adlaunch/session/api';
import { MESSAGES } from '@adlaunch/shared';
import { setStaffToken, staffToken } from './staff-token';

interface ErrorBody {
  error?: unknown;
  message?: unknown;
  fields?: Record<string, string[]>;
}

/**
 * One /v2/staff call with the staff token as Bearer (never the owner's), its answer checked against the
 * contract's schema. A 401 means the staff session ended (expired, signed out elsewhere, the person
 * removed): the token is dropped, so the staff area shows the sign-in again.
 */
export async function staffCall<T extends z.ZodType>(
  answer: T,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  body?: unknown,
  token: string | null = staffToken(),
): Promise<z.infer<T>> {
  let response: Response;
  try {
    response = await fetch(`${apiBase()}${url}`, {
      method,
      headers: {
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'omit',
    });
  } catch {
    throw new ApiError(MESSAGES.genericError, null);
  }
  const json: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    if (response.status === 401 && token) setStaffToken(null);
    const error = (json && typeof json === 'object' ? json : {}) as ErrorBody;
    const text =
      (typeof error.error === 'string' && error.error) || (typeof error.message === 'string' && error.message) || MESSAGES.genericError;
    throw new ApiError(text, response.status, error.fields ?? {});
  }
  const parsed = answer.safeParse(json);
  if (!parsed.success) throw new ApiError(MESSAGES.genericError, response.status);
  return parsed.data;
}
