import { apiBase } from '../lib/api-base';
import { apiErrorFrom } from '../lib/api-error';
import { useSessionStore } from '../stores/session-store';
import type { AnswerName, AnswerOf, ReadInput, ReadRequest, ReadResult } from './read-request';

/** The worker's file, served beside the shell's (a worker must come from the page's own origin). */
export const READ_WORKER_URL = '/owner-reads.worker.js';

interface Waiting {
  request: ReadRequest;
  resolve: (result: ReadResult) => void;
}

/** undefined: not started yet; null: none (no Worker here, or it failed): reads run on the page's thread. */
let worker: Worker | null | undefined;
let lastId = 0;
const waiting = new Map<number, Waiting>();

/** The same read on the page's own thread: zod and the schemas load here then. */
async function onPageThread(request: ReadRequest): Promise<ReadResult> {
  const [{ validatedRead }, schemas] = await Promise.all([import('./validated-read'), import('@adlaunch/shared/schemas')]);
  return validatedRead(request, schemas);
}

function readWorker(): Worker | null {
  if (worker !== undefined) return worker;
  worker = null;
  if (typeof Worker === 'undefined') return null;
  try {
    const started = new Worker(READ_WORKER_URL, { name: 'owner-reads' });
    started.onmessage = (event: MessageEvent<{ id: number; result: ReadResult }>) => {
      const entry = waiting.get(event.data.id);
      waiting.delete(event.data.id);
      entry?.resolve(event.data.result);
    };
    // The worker's file did not load (or it failed): every read it held, and every later one, runs here.
    started.onerror = (event) => {
      event.preventDefault();
      started.terminate();
      worker = null;
      const held = [...waiting.values()];
      waiting.clear();
      for (const { request, resolve } of held) void onPageThread(request).then(resolve);
    };
    worker = started;
  } catch {
    worker = null;
  }
  return worker;
}

/**
 * Reads data (a GET, or a POST that changes nothing the page shows) and checks its input and answer
 * against the contract's schemas in a worker, so that zod and the schemas never run on the page's
 * thread for it (decisions 024 and 026). Where no worker can start, the same read and checks run here.
 * A refused input, a refusal, a wrong answer or no answer throws an ApiError, as the API client's calls do.
 */
export async function read<K extends AnswerName>(
  answer: K,
  method: ReadRequest['method'],
  url: string,
  input?: ReadInput,
): Promise<AnswerOf<K>> {
  const request: ReadRequest = { method, url, answer, base: apiBase(), token: useSessionStore.getState().token, input };
  const thread = readWorker();
  const result = thread
    ? await new Promise<ReadResult>((resolve) => {
        lastId += 1;
        waiting.set(lastId, { request, resolve });
        thread.postMessage({ id: lastId, request });
      })
    : await onPageThread(request);
  if (result.ok) return result.data as AnswerOf<K>;
  throw apiErrorFrom(result.status, result.body);
}

/** Tests: forget the worker (the next read starts one afresh). */
export function resetReadWorker() {
  worker?.terminate();
  worker = undefined;
  waiting.clear();
}
