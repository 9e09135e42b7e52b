import { performance, monitorEventLoopDelay } from 'node:perf_hooks';
import { deflateSync } from 'node:zlib';
import { createTestApp, type TestApp } from '../testing/test-app';
import { checkPdf, PDF_BUDGET } from './pdf-check';
import { inspectPdf } from './pdf-inspection';
import { PDF_REFUSALS } from './pdf-refusals';

// Round 4: a 34 KB PDF of 31 Flate streams of 1 MB each held the server's thread for 0.7 s.

let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  ({ headers } = await t.createUser());
});
afterAll(() => t.close());

/** A catalog, no pages, and `count` Flate object streams that each unpack to 1 MB: one small object, then spaces. */
function heavyPdf(count: number): Buffer {
  const parts = [
    Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n'),
  ];
  for (let i = 0; i < count; i++) {
    const inner = `${i + 100} 0 << /Pad true >>`;
    const packed = deflateSync(Buffer.concat([Buffer.from(inner), Buffer.alloc(1024 * 1024 - inner.length, 0x20)]));
    parts.push(
      Buffer.from(`${i + 3} 0 obj << /Type /ObjStm /N 1 /First 6 /Filter /FlateDecode /Length ${packed.length} >>\nstream\n`),
      packed,
      Buffer.from('\nendstream\nendobj\n'),
    );
  }
  parts.push(Buffer.from('trailer << /Root 1 0 R >>\n%%EOF\n'));
  return Buffer.concat(parts);
}

async function upload(file: Buffer) {
  const form = new FormData();
  form.append('kind', 'certificate');
  form.append('file', new Blob([new Uint8Array(file)], { type: 'application/pdf' }), 'cert.pdf');
  const request = new Request('http://x', { method: 'POST', body: form });
  return t.app.inject({
    method: 'POST',
    url: '/v2/google-business-profile/asset',
    headers: { ...headers, 'content-type': request.headers.get('content-type')! },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

describe('the certificate check', () => {
  it('keeps the event loop free while a heavy PDF is checked', async () => {
    const heavy = heavyPdf(31);
    expect(heavy.length).toBeLessThan(40 * 1024);
    // What the same check costs when it runs on this thread: the event loop's longest delay must stay well
    // under it (run on this thread, the delay is all of it; half leaves room for a loaded machine's pauses).
    const started = performance.now();
    expect((await inspectPdf(heavy, PDF_BUDGET.maxDecodedBytes)).ok).toBe(true);
    const onThisThread = performance.now() - started;

    const delay = monitorEventLoopDelay({ resolution: 5 });
    delay.enable();
    const answered: string[] = [];
    const checked = upload(heavy).then((res) => {
      answered.push('heavy');
      return res;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const light = await t.app.inject({ method: 'GET', url: '/v2/google-business-profile', headers });
    answered.push('light');
    const res = await checked;
    delay.disable();

    expect(light.statusCode).toBeLessThan(500);
    expect(res.statusCode).toBe(201);
    expect(answered).toEqual(['light', 'heavy']);
    expect(delay.max / 1e6).toBeLessThan(onThisThread / 2);
  });

  it('refuses a PDF that unpacks past the budget, with the reason', async () => {
    const res = await upload(heavyPdf(33));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(PDF_REFUSALS.tooLarge);
  });

  it('refuses a PDF whose check takes longer than its time budget', async () => {
    await expect(checkPdf(heavyPdf(4), { ...PDF_BUDGET, maxMilliseconds: 1 })).rejects.toMatchObject({
      statusCode: 400,
      message: PDF_REFUSALS.tooSlow,
    });
  });
});
