import { z } from 'zod';
import type { ReadRequest, ReadResult } from './read-request';

const READ_TIMEOUT_MS = 30_000;

/**
 * Sends one read and checks its answer against the contract's schema, as the API client's `call`
 * does: an answer that does not match is a refusal with the generic message, never data.
 */
export async function validatedRead(
  request: ReadRequest,
  schemas: Record<string, unknown>,
  send: typeof fetch = fetch,
): Promise<ReadResult> {
  try {
    const response = await send(`${request.base}${request.url}`, {
      method: request.method,
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        ...(request.token ? { Authorization: `Bearer ${request.token}` } : {}),
      },
      body: request.method === 'POST' ? '{}' : undefined,
      signal: AbortSignal.timeout(READ_TIMEOUT_MS),
    });
    const body: unknown = await response.json().catch(() => null);
    if (!response.ok) return { ok: false, status: response.status, body };
    const schema = schemas[request.answer];
    const parsed = schema instanceof z.ZodType ? schema.safeParse(body) : null;
    return parsed?.success ? { ok: true, data: parsed.data } : { ok: false, status: response.status, body: null };
  } catch {
    return { ok: false, status: null, body: null };
  }
}
