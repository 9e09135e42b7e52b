import * as schemas from '@adlaunch/shared/schemas';
import type { ReadRequest } from './read-request';
import { validatedRead } from './validated-read';

const request = (over: Partial<ReadRequest> = {}): ReadRequest => ({
  method: 'GET',
  url: '/v2/subscriptions',
  answer: 'subscriptionListAnswerSchema',
  base: 'https://api.example.com',
  token: 'owner-token',
  ...over,
});

// What `fetch` answers, as far as a read uses it (jsdom has no Response).
const answering = (status: number, body: unknown) =>
  jest
    .fn<Promise<Response>, Parameters<typeof fetch>>()
    .mockResolvedValue({ ok: status < 400, status, json: async () => body } as Response);
const headersOf = (init: RequestInit | undefined) => (init?.headers ?? {}) as Record<string, string>;

describe('a read checked against its schema (what the owner-reads worker runs)', () => {
  it('sends the bearer token to the API base and answers the data as the schema parsed it', async () => {
    const send = answering(200, { subscriptions: [] });
    await expect(validatedRead(request(), schemas, send)).resolves.toEqual({ ok: true, data: { subscriptions: [] } });
    const [url, init] = send.mock.calls[0];
    expect(url).toBe('https://api.example.com/v2/subscriptions');
    expect(init?.method).toBe('GET');
    expect(init?.body).toBeUndefined();
    expect(headersOf(init).Authorization).toBe('Bearer owner-token');
  });

  it('sends a POST read (token-login) with an empty JSON body, and no Authorization header without a token', async () => {
    const send = answering(401, { error: 'Please log in again.' });
    const result = await validatedRead(
      request({ method: 'POST', url: '/v2/token-login', answer: 'tokenLoginAnswerSchema', token: null }),
      schemas,
      send,
    );
    expect(send.mock.calls[0][1]?.body).toBe('{}');
    expect(headersOf(send.mock.calls[0][1])).not.toHaveProperty('Authorization');
    expect(result).toEqual({ ok: false, status: 401, body: { error: 'Please log in again.' } });
  });

  it('refuses an answer that does not match the contract (no data from it), with its status', async () => {
    const result = await validatedRead(request(), schemas, answering(200, { subscriptions: [{ id: 'not a number' }] }));
    expect(result).toEqual({ ok: false, status: 200, body: null });
  });

  it('answers no status when nothing came back (offline, timed out)', async () => {
    const send = jest.fn<Promise<Response>, Parameters<typeof fetch>>().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(validatedRead(request(), schemas, send)).resolves.toEqual({ ok: false, status: null, body: null });
  });

  it('refuses a read whose answer schema does not exist', async () => {
    const result = await validatedRead(request({ answer: 'nope' as ReadRequest['answer'] }), schemas, answering(200, {}));
    expect(result).toEqual({ ok: false, status: 200, body: null });
  });

  it("sends a POST read's input as its schema parsed it (the visitor's price variant)", async () => {
    const send = answering(200, { cid: 'c-1', abVariant: 'A' });
    const result = await validatedRead(
      request({
        method: 'POST',
        url: '/v2/visitor',
        answer: 'visitorAnswerSchema',
        input: { schema: 'visitorRequestSchema', value: { cid: 'c-1' }, sentAs: 'body' },
      }),
      schemas,
      send,
    );
    expect(result).toEqual({ ok: true, data: { cid: 'c-1', abVariant: 'A' } });
    expect(JSON.parse(String(send.mock.calls[0][1]?.body))).toEqual({ cid: 'c-1' });
  });

  it("refuses an input its schema refuses, with the schema's message, and sends nothing", async () => {
    const send = answering(200, {});
    const result = await validatedRead(
      request({
        url: '/v2/reports/2024-13',
        answer: 'reportAnswerSchema',
        input: { schema: 'reportMonthSchema', value: '2024-13', sentAs: 'path' },
      }),
      schemas,
      send,
    );
    expect(result).toEqual({ ok: false, status: null, body: { error: 'Give a month as YYYY-MM, e.g. 2024-05.' } });
    expect(send).not.toHaveBeenCalled();
  });

  it('checks a path input without sending a body on a GET', async () => {
    const send = answering(404, { error: 'No report for that month.' });
    await validatedRead(
      request({
        url: '/v2/reports/2024-05',
        answer: 'reportAnswerSchema',
        input: { schema: 'reportMonthSchema', value: '2024-05', sentAs: 'path' },
      }),
      schemas,
      send,
    );
    expect(send.mock.calls[0][0]).toBe('https://api.example.com/v2/reports/2024-05');
    expect(send.mock.calls[0][1]?.body).toBeUndefined();
  });
});
