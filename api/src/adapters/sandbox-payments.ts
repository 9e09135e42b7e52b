import { randomBytes } from 'node:crypto';
import {
  signatureMatches,
  type CardAuthorization,
  type ChargeAuthorizationInput,
  type InitializeInput,
  ProviderError,
  ProviderRefused,
  type PaymentProvider,
  type ProviderRefund,
  type ProviderTransaction,
} from './payments';

/**
 * The test cards of the sandbox (the first two are the numbers Paystack's test mode uses). `renewalDeclines`
 * is approved at the checkout but declines every later charge of its authorization, like Stripe's
 * 4000 0000 0000 0341: it is how to try a failed renewal.
 */
export const SANDBOX_CARDS = { success: '4084084084084081', declined: '4000000000000002', renewalDeclines: '4000000000000341' } as const;

/**
 * A sandbox authorization says itself how its renewals go, so that `npm run ops -- bill-due` (another
 * process) charges it like the server would: `sbx_auth_ok_…` is approved, `sbx_auth_fail_…` declined.
 */
function authorizationFor(digits: string): CardAuthorization {
  const outcome = digits === SANDBOX_CARDS.renewalDeclines ? 'fail' : 'ok';
  return { code: `sbx_auth_${outcome}_${randomBytes(8).toString('hex')}`, brand: 'visa', last4: digits.slice(-4), reusable: true };
}

const isSandboxAuthorization = (code: string) => /^sbx_auth_(ok|fail)_[0-9a-f]{16}$/.test(code);
const DECLINED_MESSAGE = 'Your card was declined. Please try another card.';
const RENEWAL_DECLINED_MESSAGE = 'Declined: insufficient funds.';

interface SandboxCharge {
  reference: string;
  amountCents: number;
  currency: string;
  status: ProviderTransaction['status'];
  message?: string;
  authorization?: CardAuthorization;
}

export interface ChargeResult {
  reference: string;
  status: 'success' | 'failed';
  message: string;
}

export class SandboxChargeError extends Error {}

/**
 * Takes the card provider's place when no provider keys are configured: it hands out access codes,
 * takes test card numbers at its charge endpoint, and answers verification from what it recorded.
 * It lives in this process, like a provider's test mode lives on its servers.
 */
export function sandboxProvider(secret = randomBytes(32).toString('hex')) {
  const byAccessCode = new Map<string, SandboxCharge>();
  const byReference = new Map<string, SandboxCharge>();
  const refunds: { reference: string; amountCents: number; key: string | null }[] = [];

  const provider = {
    name: 'sandbox' as const,
    publicKey: null,
    async initialize(input: InitializeInput) {
      const accessCode = `sbx_${randomBytes(12).toString('hex')}`;
      const charge: SandboxCharge = {
        reference: input.reference,
        amountCents: input.amountCents,
        currency: input.currency,
        status: 'pending',
      };
      byAccessCode.set(accessCode, charge);
      byReference.set(input.reference, charge);
      return { accessCode };
    },
    async verify(reference: string): Promise<ProviderTransaction> {
      const charge = byReference.get(reference);
      if (!charge) return { status: 'not_found', amountCents: 0, currency: 'ZAR' };
      return {
        status: charge.status,
        amountCents: charge.amountCents,
        currency: charge.currency,
        message: charge.message,
        authorization: charge.authorization ?? null,
      };
    },
    async chargeAuthorization(input: ChargeAuthorizationInput): Promise<ProviderTransaction> {
      const existing = byReference.get(input.reference);
      if (existing)
        return { status: existing.status, amountCents: existing.amountCents, currency: existing.currency, message: existing.message };
      const approved = input.authorization.startsWith('sbx_auth_ok_') && isSandboxAuthorization(input.authorization);
      const charge: SandboxCharge = {
        reference: input.reference,
        amountCents: input.amountCents,
        currency: input.currency,
        status: approved ? 'success' : 'failed',
        message: approved ? 'Approved' : RENEWAL_DECLINED_MESSAGE,
      };
      byReference.set(input.reference, charge);
      return { status: charge.status, amountCents: charge.amountCents, currency: charge.currency, message: charge.message };
    },
    /**
     * A refund of a paid charge, whole or (with a key) in part, never more than is left; listed in
     * `refunds`. Once nothing is left the charge reads as reversed (failed).
     */
    async refund(reference: string, amountCents: number, { key }: { key?: string } = {}) {
      const charge = byReference.get(reference);
      if (charge?.message === 'Reversed' && !key) return;
      if (!charge || charge.status !== 'success') throw new ProviderError(`sandbox: ${reference} is not a paid charge`);
      const left = charge.amountCents - refunds.filter((r) => r.reference === reference).reduce((sum, r) => sum + r.amountCents, 0);
      if (!key && amountCents !== left) throw new ProviderError(`sandbox: a whole refund is of the ${left} left`);
      if (!Number.isInteger(amountCents) || amountCents <= 0 || amountCents > left)
        throw new ProviderRefused(`sandbox: the refund of ${amountCents} is more than the ${left} left to refund`, 400);
      refunds.push({ reference, amountCents, key: key ?? null });
      if (amountCents === left) {
        charge.status = 'failed';
        charge.message = 'Reversed';
      }
    },
    async refundsOf(reference: string): Promise<ProviderRefund[]> {
      return refunds.filter((r) => r.reference === reference).map((r) => ({ amountCents: r.amountCents, key: r.key }));
    },
    /** Every refund made, oldest first. */
    refunds: refunds as readonly { reference: string; amountCents: number; key: string | null }[],
    isValidSignature: (rawBody: Buffer, signature: string | undefined) => signatureMatches(secret, rawBody, signature),

    /** The reference an access code belongs to (the route checks that it is the caller's). */
    referenceOf: (accessCode: string) => byAccessCode.get(accessCode)?.reference ?? null,

    /** The checkout's Pay button: a declined card may be followed by another try, a paid one may not. */
    charge(accessCode: string, cardNumber: string): ChargeResult {
      const charge = byAccessCode.get(accessCode);
      if (!charge) throw new SandboxChargeError('This checkout has expired. Please start the payment again.');
      if (charge.status === 'success') return { reference: charge.reference, status: 'success', message: 'Payment approved.' };
      if (charge.message === 'Reversed') throw new SandboxChargeError('This checkout has expired. Please start the payment again.');
      const digits = cardNumber.replace(/[\s-]/g, '');
      if (digits === SANDBOX_CARDS.success || digits === SANDBOX_CARDS.renewalDeclines) {
        charge.status = 'success';
        charge.message = 'Approved';
        charge.authorization = authorizationFor(digits);
        return { reference: charge.reference, status: 'success', message: 'Payment approved.' };
      }
      if (digits === SANDBOX_CARDS.declined) {
        charge.status = 'failed';
        charge.message = DECLINED_MESSAGE;
        return { reference: charge.reference, status: 'failed', message: DECLINED_MESSAGE };
      }
      throw new SandboxChargeError(
        'Use a test card: 4084 0840 8408 4081 (approved), 4000 0000 0000 0002 (declined) or 4000 0000 0000 0341 (approved, declines renewals).',
      );
    },
  } satisfies PaymentProvider & Record<string, unknown>;
  return provider;
}
