// Plain CommonJS so that it starts the same under tsx (npm start) and under jest: tsx compiles the
// checker for this thread only, whatever loader the main thread runs.
const { parentPort, workerData } = require('node:worker_threads');
const tsx = require('tsx/cjs/api');

const { inspectPdf } = tsx.require('./pdf-inspection.ts', __filename);

inspectPdf(new Uint8Array(workerData.bytes), workerData.maxDecodedBytes).then(
  (verdict) => parentPort.postMessage(verdict, verdict.ok ? [verdict.body.buffer] : []),
  () => parentPort.postMessage({ ok: false, refusal: 'damaged' }),
);
