import { ProviderError, signatureMatches, type InitializeInput, type PaymentProvider, type ProviderTransaction } from './payments';

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
    async verify(reference: string): Promise<ProviderTransaction> {
      const data = await request<{ status: string; amount: number; currency: string; gateway_response?: string }>(
        `/transaction/verify/${encodeURIComponent(reference)}`,
        { method: 'GET' },
      );
      const status =
        data.status === 'success' ? 'success' : ['failed', 'abandoned', 'reversed'].includes(data.status) ? 'failed' : 'pending';
      return { status, amountCents: Number(data.amount), currency: data.currency, message: data.gateway_response };
    },
    /** https://paystack.com/docs/api/refund/#create: the refund is queued by Paystack and reaches the card in days. */
    async refund(reference: string, amountCents: number) {
      await request<unknown>('/refund', { method: 'POST', body: { transaction: reference, amount: amountCents } });
    },
    isValidSignature: (rawBody, signature) => signatureMatches(options.secretKey, rawBody, signature),
  };
}
