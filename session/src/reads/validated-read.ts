import { z } from 'zod';
import type { ReadInput, ReadRequest, ReadResult } from './read-request';

const READ_TIMEOUT_MS = 30_000;

/** The input as its schema parses it, or the refusal to answer (its first problem's message) without sending. */
function checkedInput(input: ReadInput | undefined, schemas: Record<string, unknown>): { value: unknown } | { refusal: ReadResult } {
  if (!input) return { value: {} };
  const schema = schemas[input.schema];
  const parsed = schema instanceof z.ZodType ? schema.safeParse(input.value) : null;
  if (parsed?.success) return { value: parsed.data };
  return { refusal: { ok: false, status: null, body: { error: parsed?.error.issues[0]?.message } } };
}

/**
 * Sends one read and checks its answer against the contract's schema, as the API client's `call`
 * does: an answer that does not match is a refusal with the generic message, never data.
 */
export async function validatedRead(
  request: ReadRequest,
  schemas: Record<string, unknown>,
  send: typeof fetch = fetch,
): Promise<ReadResult> {
  const input = checkedInput(request.input, schemas);
  if ('refusal' in input) return input.refusal;
  const body = request.method === 'POST' ? JSON.stringify(request.input?.sentAs === 'body' ? input.value : {}) : undefined;
  try {
    const response = await send(`${request.base}${request.url}`, {
      method: request.method,
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        ...(request.token ? { Authorization: `Bearer ${request.token}` } : {}),
      },
      body,
      signal: AbortSignal.timeout(READ_TIMEOUT_MS),
    });
    const answer: unknown = await response.json().catch(() => null);
    if (!response.ok) return { ok: false, status: response.status, body: answer };
    const schema = schemas[request.answer];
    const parsed = schema instanceof z.ZodType ? schema.safeParse(answer) : null;
    return parsed?.success ? { ok: true, data: parsed.data } : { ok: false, status: response.status, body: null };
  } catch {
    return { ok: false, status: null, body: null };
  }
}
