import type { z } from 'zod';
import type * as Schemas from '@adlaunch/shared/schemas';

/** The answer schemas of the contract, by name (`profileAnswerSchema`, …): what a read is checked against. */
export type AnswerName = { [K in keyof typeof Schemas]: (typeof Schemas)[K] extends z.ZodType ? K : never }[keyof typeof Schemas];
export type AnswerOf<K extends AnswerName> = z.output<(typeof Schemas)[K]>;

/** One read of the owner's data: sent with no body (a GET, or a POST such as token-login). */
export interface ReadRequest {
  method: 'GET' | 'POST';
  /** The path, e.g. `/v2/search-ads`. */
  url: string;
  answer: AnswerName;
  /** The API's base address (`apiBase()`), '' for the page's own origin. */
  base: string;
  token: string | null;
}

/** What came back: the answer as its schema parsed it, or the status (null: none arrived) and body of a refusal. */
export type ReadResult = { ok: true; data: unknown } | { ok: false; status: number | null; body: unknown };
