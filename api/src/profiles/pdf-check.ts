import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { HttpError } from '../lib/http-error';
import type { PdfVerdict } from './pdf-inspection';
import { PDF_REFUSALS } from './pdf-refusals';

export interface PdfBudget {
  /** What a file's object and cross-reference streams may decode to, together. */
  maxDecodedBytes: number;
  /** How long one file's check may take once its worker starts. */
  maxMilliseconds: number;
}

/** A certificate's objects take kilobytes; its pictures are not decoded. Both bounds leave a wide margin. */
export const PDF_BUDGET: PdfBudget = { maxDecodedBytes: 32 * 1024 * 1024, maxMilliseconds: 10_000 };

/** Checks running at once (the rest wait): the API's thread keeps a core to itself on a 2-core host. */
const MAX_RUNNING = 1;
/** Checks waiting beyond this are refused at once rather than queued for minutes. */
const MAX_WAITING = 16;
const WORKER_FILE = path.join(__dirname, 'pdf-inspection.worker.cjs');
const BUSY = 'We are checking many files just now. Please try again in a minute.';

let running = 0;
const waiting: (() => void)[] = [];

async function turn(): Promise<() => void> {
  if (running >= MAX_RUNNING) {
    if (waiting.length >= MAX_WAITING) throw new HttpError(503, BUSY);
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else running += 1;
  return () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };
}

function runWorker(buf: Buffer, budget: PdfBudget): Promise<PdfVerdict> {
  const bytes = Uint8Array.from(buf).buffer;
  return new Promise((resolve) => {
    const worker = new Worker(WORKER_FILE, {
      workerData: { bytes, maxDecodedBytes: budget.maxDecodedBytes },
      transferList: [bytes],
      // Bounds the parsed objects' heap; decoded bytes are bounded by the budget.
      resourceLimits: { maxOldGenerationSizeMb: 256 },
    });
    const settle = (verdict: PdfVerdict) => {
      clearTimeout(timer);
      resolve(verdict);
      void worker.terminate();
    };
    const timer = setTimeout(() => settle({ ok: false, refusal: 'tooSlow' }), budget.maxMilliseconds);
    worker.once('message', settle);
    // Out of memory is the file's size; any other failure leaves the file unchecked, so it is refused too.
    worker.once('error', (error: NodeJS.ErrnoException) =>
      settle({ ok: false, refusal: error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'tooLarge' : 'uncheckable' }),
    );
    worker.once('exit', () => settle({ ok: false, refusal: 'damaged' }));
  });
}

/**
 * Checks a certificate PDF off the API's thread (the event loop stays free while it decodes) within a
 * budget of decoded bytes and time, and answers the file to store: written anew from what was checked.
 */
export async function checkPdf(buf: Buffer, budget: PdfBudget = PDF_BUDGET): Promise<Buffer> {
  const done = await turn();
  let verdict: PdfVerdict;
  try {
    verdict = await runWorker(buf, budget);
  } finally {
    done();
  }
  if (!verdict.ok) throw new HttpError(400, PDF_REFUSALS[verdict.refusal]);
  return Buffer.from(verdict.body.buffer, verdict.body.byteOffset, verdict.body.byteLength);
}
