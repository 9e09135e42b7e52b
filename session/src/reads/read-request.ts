import type { z } from 'zod';
import type * as Schemas from '@adlaunch/shared/schemas';

/** The contract's schemas, by name (`profileAnswerSchema`, `visitorRequestSchema`, …). */
export type SchemaName = { [K in keyof typeof Schemas]: (typeof Schemas)[K] extends z.ZodType ? K : never }[keyof typeof Schemas];
/** The answer schemas: what a read is checked against. */
export type AnswerName = SchemaName;
export type AnswerOf<K extends SchemaName> = z.output<(typeof Schemas)[K]>;
export type InputOf<K extends SchemaName> = z.input<(typeof Schemas)[K]>;

/**
 * What a read sends, checked against its contract schema before it leaves, as the API client checks
 * a call's input: a POST's body (the parsed value is sent), or a part of the path (checked only).
 */
export interface ReadInput {
  schema: SchemaName;
  value: unknown;
  sentAs: 'body' | 'path';
}

/** One read: a GET, or a POST that changes nothing the owner sees (token-login, the visitor's price variant, ideas). */
export interface ReadRequest {
  method: 'GET' | 'POST';
  /** The path, e.g. `/v2/search-ads`. */
  url: string;
  answer: AnswerName;
  input?: ReadInput;
  /** The API's base address (`apiBase()`), '' for the page's own origin. */
  base: string;
  token: string | null;
}

/**
 * What came back: the answer as its schema parsed it, or the status (null: none arrived, or the input
 * was refused before it was sent) and body of a refusal.
 */
export type ReadResult = { ok: true; data: unknown } | { ok: false; status: number | null; body: unknown };
