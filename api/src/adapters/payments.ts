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
  /** `not_found`: the provider never took a transaction with this reference (so none can complete later under it). */
  status: 'success' | 'failed' | 'pending' | 'not_found';
  amountCents: number;
  currency: string;
  message?: string;
  /** The reusable card authorization of a successful charge, for the monthly renewals (decision 016). */
  authorization?: CardAuthorization | null;
}

export interface CardAuthorization {
  code: string;
  brand: string;
  last4: string;
  reusable: boolean;
}

export interface ProviderRefund {
  amountCents: number;
  key: string | null;
}

/** A renewal: the stored authorization charged without the owner present. `reference` is also the idempotency key. */
export interface ChargeAuthorizationInput {
  reference: string;
  authorization: string;
  email: string;
  amountCents: number;
  currency: 'ZAR';
  metadata: Record<string, unknown>;
}

/** One interface for the real provider (Paystack) and the built-in sandbox. */
export interface PaymentProvider {
  readonly name: ProviderName;
  readonly publicKey: string | null;
  initialize(input: InitializeInput): Promise<{ accessCode: string }>;
  verify(reference: string): Promise<ProviderTransaction>;
  /**
   * Charges a stored authorization; a decline answers `failed`; a request the provider refused (HTTP 4xx,
   * so nothing was charged) throws ProviderRefused; an outage or a lost answer throws ProviderError (the
   * outcome is unknown: ask `verify`).
   */
  chargeAuthorization(input: ChargeAuthorizationInput): Promise<ProviderTransaction>;
  /**
   * Gives `amountCents` of a completed transaction back. Without `key`, all of what is left (a second
   * call for one refunded transaction is a no-op); with `key`, a part, never more than is left (the
   * provider refuses that: ProviderRefused), the key written on the refund so `refundsOf` finds it.
   * Throws ProviderRefused when the provider refuses, ProviderError when the outcome is unknown.
   */
  refund(reference: string, amountCents: number, options?: { key?: string }): Promise<void>;
  /** The refunds made of a transaction, each with the key it was asked with (null when none): how a refund whose answer was lost is found. */
  refundsOf(reference: string): Promise<ProviderRefund[]>;
  /** Webhooks are signed like Paystack's: HMAC-SHA512 of the raw body, hex, in `x-paystack-signature`. */
  isValidSignature(rawBody: Buffer, signature: string | undefined): boolean;
}

/** The provider could not be reached, failed, or its answer was lost: what it did is unknown. */
export class ProviderError extends Error {}

/** The provider answered and refused the request (HTTP 4xx): nothing was done. */
export class ProviderRefused extends ProviderError {
  constructor(
    message: string,
    readonly httpStatus: number,
  ) {
    super(message);
  }
}

export function sign(secret: string, rawBody: Buffer | string): string {
  return createHmac('sha512', secret).update(rawBody).digest('hex');
}

export function signatureMatches(secret: string, rawBody: Buffer, signature: string | undefined): boolean {
  if (!signature || !/^[0-9a-f]{128}$/i.test(signature)) return false;
  const expected = Buffer.from(sign(secret, rawBody), 'hex');
  const given = Buffer.from(signature, 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given);
}
