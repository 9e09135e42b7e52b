import { ApiError } from '../lib/api-error';
import { useSessionStore } from '../stores/session-store';
import { read, READ_WORKER_URL, resetReadWorker } from './read';
import type { ReadRequest, ReadResult } from './read-request';

/** A stand-in for the browser's Worker: records what the page sends, and answers as the test says. */
class FakeWorker {
  static started: FakeWorker[] = [];
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  sent: { id: number; request: ReadRequest }[] = [];
  terminated = false;
  constructor(readonly url: string) {
    FakeWorker.started.push(this);
  }
  postMessage(message: { id: number; request: ReadRequest }) {
    this.sent.push(message);
  }
  answer(index: number, result: ReadResult) {
    this.onmessage?.({ data: { id: this.sent[index].id, result } } as MessageEvent);
  }
  fail() {
    this.onerror?.({ preventDefault() {} } as ErrorEvent);
  }
  terminate() {
    this.terminated = true;
  }
}

const subscriptions = { subscriptions: [] };
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  resetReadWorker();
  FakeWorker.started = [];
  useSessionStore.setState({ token: 'owner-token' });
});
afterEach(() => {
  delete (globalThis as { Worker?: unknown }).Worker;
  delete (globalThis as { fetch?: unknown }).fetch;
  useSessionStore.setState({ token: null });
});

describe('reading the owner’s data', () => {
  it('asks one worker, with the token, and answers what it checked', async () => {
    Object.assign(globalThis, { Worker: FakeWorker });
    const first = read('subscriptionListAnswerSchema', 'GET', '/v2/subscriptions');
    const second = read('reportListAnswerSchema', 'GET', '/v2/reports');
    const [worker] = FakeWorker.started;
    expect(FakeWorker.started).toHaveLength(1);
    expect(worker.url).toBe(READ_WORKER_URL);
    expect(worker.sent.map((m) => m.request)).toEqual([
      { method: 'GET', url: '/v2/subscriptions', answer: 'subscriptionListAnswerSchema', base: '', token: 'owner-token' },
      { method: 'GET', url: '/v2/reports', answer: 'reportListAnswerSchema', base: '', token: 'owner-token' },
    ]);
    worker.answer(1, { ok: true, data: { reports: [] } });
    worker.answer(0, { ok: true, data: subscriptions });
    await expect(first).resolves.toEqual(subscriptions);
    await expect(second).resolves.toEqual({ reports: [] });
  });

  it("throws the server's refusal as an ApiError, as the API client's calls do", async () => {
    Object.assign(globalThis, { Worker: FakeWorker });
    const refused = read('tokenLoginAnswerSchema', 'POST', '/v2/token-login');
    FakeWorker.started[0].answer(0, { ok: false, status: 401, body: { error: 'Your session has ended. Please log in again.' } });
    const error = await refused.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, message: 'Your session has ended. Please log in again.' });
  });

  it("reads on the page's thread where no worker can start, and when the worker's file fails to load", async () => {
    const fetch = jest.fn().mockResolvedValue({ ok: true, status: 200, json: async () => subscriptions });
    Object.assign(globalThis, { fetch });
    await expect(read('subscriptionListAnswerSchema', 'GET', '/v2/subscriptions')).resolves.toEqual(subscriptions);
    expect(fetch).toHaveBeenCalledTimes(1);

    resetReadWorker();
    Object.assign(globalThis, { Worker: FakeWorker });
    const held = read('subscriptionListAnswerSchema', 'GET', '/v2/subscriptions');
    FakeWorker.started[0].fail();
    await expect(held).resolves.toEqual(subscriptions);
    expect(FakeWorker.started[0].terminated).toBe(true);
    await flush();
    await expect(read('subscriptionListAnswerSchema', 'GET', '/v2/subscriptions')).resolves.toEqual(subscriptions);
    expect(FakeWorker.started).toHaveLength(1);
    expect(fetch).toHaveBeenCalledTimes(3);
  });
});
