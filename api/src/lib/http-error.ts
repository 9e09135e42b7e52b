import type { z } from 'zod';

/** A refusal the client can act on: always a 4xx with a readable `error`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fields?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** Validates input with a contract schema; the first issue becomes the message, all issues the field map. */
export function parse<T extends z.ZodType>(schema: T, data: unknown): z.output<T> {
  const result = schema.safeParse(data ?? {});
  if (result.success) return result.data;
  const fields: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || '_';
    (fields[key] ??= []).push(issue.message);
  }
  const first = result.error.issues[0];
  const where = first?.path.length ? first.path.join('.') : '';
  const message =
    first?.message && !/^Invalid input/.test(first.message) ? first.message : `The request is not valid${where ? ` (${where})` : ''}.`;
  throw new HttpError(400, message, fields);
}
