import { createHmac, timingSafeEqual } from 'node:crypto';

export type ProviderName = 'sandbox' | 'paystack';

export interface InitializeInput {
  reference: string;
  amountCents: number;
  currency: 'ZAR';
  email: string;
  metadata: Record<string, unknown>;
}

/** What the provider says about a transaction: only its word counts, never the browser's. */
export interface ProviderTransaction {
  status: 'success' | 'failed' | 'pending';
  amountCents: number;
  currency: string;
  message?: string;
}

/** One interface for the real provider (Paystack) and the built-in sandbox. */
export interface PaymentProvider {
  readonly name: ProviderName;
  readonly publicKey: string | null;
  initialize(input: InitializeInput): Promise<{ accessCode: string }>;
  verify(reference: string): Promise<ProviderTransaction>;
  /** Gives a completed transaction's money back (all of it); throws ProviderError when the provider refuses or cannot be reached. */
  refund(reference: string, amountCents: number): Promise<void>;
  /** Webhooks are signed like Paystack's: HMAC-SHA512 of the raw body, hex, in `x-paystack-signature`. */
  isValidSignature(rawBody: Buffer, signature: string | undefined): boolean;
}

export class ProviderError extends Error {}

export function sign(secret: string, rawBody: Buffer | string): string {
  return createHmac('sha512', secret).update(rawBody).digest('hex');
}

export function signatureMatches(secret: string, rawBody: Buffer, signature: string | undefined): boolean {
  if (!signature || !/^[0-9a-f]{128}$/i.test(signature)) return false;
  const expected = Buffer.from(sign(secret, rawBody), 'hex');
  const given = Buffer.from(signature, 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given);
}
