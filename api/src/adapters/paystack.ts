import {
  ProviderError,
  ProviderRefused,
  signatureMatches,
  type CardAuthorization,
  type ChargeAuthorizationInput,
  type InitializeInput,
  type PaymentProvider,
  type ProviderRefund,
  type ProviderTransaction,
} from './payments';

interface PaystackTransaction {
  status: string;
  amount: number;
  currency: string;
  gateway_response?: string;
  authorization?: { authorization_code?: string; card_type?: string; brand?: string; last4?: string; reusable?: boolean };
}

/** Paystack's transaction (verify, charge_authorization and webhook `data` share this shape) in our terms. */
export function fromPaystack(data: PaystackTransaction): ProviderTransaction {
  const status = data.status === 'success' ? 'success' : ['failed', 'abandoned', 'reversed'].includes(data.status) ? 'failed' : 'pending';
  const auth = data.authorization;
  const authorization: CardAuthorization | null =
    auth?.authorization_code && auth.reusable
      ? {
          code: auth.authorization_code,
          brand: (auth.brand ?? auth.card_type ?? 'card').trim().toLowerCase(),
          last4: String(auth.last4 ?? '').slice(-4),
          reusable: true,
        }
      : null;
  return { status, amountCents: Number(data.amount), currency: data.currency, message: data.gateway_response, authorization };
}

interface PaystackAnswer<T> {
  status?: boolean;
  message?: string;
  data?: T;
}

/** Paystack's REST API: https://paystack.com/docs/api/transaction/ (amounts in the currency's subunit). */
export function paystackProvider(options: {
  secretKey: string;
  publicKey: string | null;
  baseUrl: string;
  timeoutMs?: number;
}): PaymentProvider {
  const base = options.baseUrl.replace(/\/+$/, '');

  async function request<T>(path: string, init: { method: 'GET' | 'POST'; body?: unknown }): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method: init.method,
        headers: { Authorization: `Bearer ${options.secretKey}`, 'Content-Type': 'application/json', Accept: 'application/json' },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: AbortSignal.timeout(options.timeoutMs ?? 15000),
      });
    } catch (error) {
      throw new ProviderError(`Paystack is not reachable: ${String(error)}`);
    }
    const answer = (await response.json().catch(() => ({}))) as PaystackAnswer<T>;
    // A 4xx is Paystack refusing the request (nothing done); a 5xx or an unreadable answer leaves it unknown.
    if (response.status >= 400 && response.status < 500)
      throw new ProviderRefused(`Paystack ${path}: ${answer.message ?? response.status}`, response.status);
    if (!response.ok || !answer.status || !answer.data) throw new ProviderError(`Paystack ${path}: ${answer.message ?? response.status}`);
    return answer.data;
  }

  return {
    name: 'paystack',
    publicKey: options.publicKey,
    async initialize(input: InitializeInput) {
      const data = await request<{ access_code: string; reference: string }>('/transaction/initialize', {
        method: 'POST',
        body: {
          email: input.email,
          amount: input.amountCents,
          currency: input.currency,
          reference: input.reference,
          metadata: input.metadata,
        },
      });
      return { accessCode: data.access_code };
    },
    /** An unknown reference is HTTP 400 "Transaction reference not found": no transaction exists under it. */
    async verify(reference: string): Promise<ProviderTransaction> {
      try {
        return fromPaystack(await request<PaystackTransaction>(`/transaction/verify/${encodeURIComponent(reference)}`, { method: 'GET' }));
      } catch (error) {
        if (error instanceof ProviderRefused && /not found/i.test(error.message))
          return { status: 'not_found', amountCents: 0, currency: 'ZAR' };
        throw error;
      }
    },
    /**
     * https://paystack.com/docs/api/transaction/#charge-authorization: a decline comes back as a
     * transaction with status "failed" (HTTP 200); our reference makes a repeated call a duplicate Paystack refuses.
     */
    async chargeAuthorization(input: ChargeAuthorizationInput): Promise<ProviderTransaction> {
      const data = await request<PaystackTransaction>('/transaction/charge_authorization', {
        method: 'POST',
        body: {
          authorization_code: input.authorization,
          email: input.email,
          amount: input.amountCents,
          currency: input.currency,
          reference: input.reference,
          metadata: input.metadata,
        },
      }).catch((error: unknown) => {
        // "Duplicate Transaction Reference": a charge under this reference exists; what became of it is verify's to say.
        if (error instanceof ProviderRefused && /duplicate/i.test(error.message)) throw new ProviderError(error.message);
        throw error;
      });
      return fromPaystack(data);
    },
    /**
     * https://paystack.com/docs/api/refund/#create: the refund is queued by Paystack and reaches the card
     * in days; `amount` (subunits) makes it partial, and Paystack refuses more than is left. Our key goes in
     * `merchant_note`, which Paystack keeps on the refund and lists (`refundsOf`).
     */
    async refund(reference: string, amountCents: number, { key }: { key?: string } = {}) {
      const body = { transaction: reference, amount: amountCents, ...(key ? { merchant_note: key } : {}) };
      await request<unknown>('/refund', { method: 'POST', body }).catch((error: unknown) => {
        // A whole refund asked again (a replay, or an earlier call whose answer was lost): nothing more to give back.
        // A part is never taken as done this way: whether it was made is `refundsOf`'s to say.
        if (!key && error instanceof ProviderRefused && /fully reversed|already (been )?refunded/i.test(error.message)) return;
        throw error;
      });
    },
    /** https://paystack.com/docs/api/refund/#list: a transaction's refunds (`reference` filters them), each with its `merchant_note`. */
    async refundsOf(reference: string): Promise<ProviderRefund[]> {
      const rows = await request<{ amount: number; merchant_note?: string | null }[]>(
        `/refund?reference=${encodeURIComponent(reference)}&perPage=100`,
        { method: 'GET' },
      );
      return rows.map((r) => ({ amountCents: Number(r.amount), key: r.merchant_note ?? null }));
    },
    isValidSignature: (rawBody, signature) => signatureMatches(options.secretKey, rawBody, signature),
  };
}
