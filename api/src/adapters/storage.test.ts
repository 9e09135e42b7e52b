import http from 'node:http';
import type { AddressInfo } from 'node:net';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createStorage, localStorage } from './storage';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'adlaunch-storage-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const key = '0123456789abcdef0123456789abcdef.png';

it('stores, reads and removes files in its folder', async () => {
  const storage = localStorage(dir);
  expect(await storage.get(key)).toBeNull();
  await storage.put(key, Buffer.from('bytes'), 'image/png');
  expect((await storage.get(key))?.toString()).toBe('bytes');
  expect(fs.readdirSync(dir)).toEqual([key]);
  await storage.remove(key);
  expect(await storage.get(key)).toBeNull();
});

it('refuses keys that are not random asset names', async () => {
  const storage = localStorage(dir);
  await expect(storage.put('../escape.png', Buffer.from('x'), 'image/png')).rejects.toThrow('invalid storage key');
  await expect(storage.get('a/b.png')).rejects.toThrow('invalid storage key');
});

it('uses <dataDir>/uploads by default', () => {
  createStorage({ dataDir: dir }, {});
  expect(fs.existsSync(path.join(dir, 'uploads'))).toBe(true);
});

/** A stand-in for S3-compatible storage on the loopback: objects by path, signed requests only. */
async function fakeS3() {
  const objects = new Map<string, { body: Buffer; type: string }>();
  const seen: { method: string; path: string; signed: boolean }[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const key = decodeURIComponent((req.url ?? '').split('?')[0]);
      seen.push({
        method: req.method ?? '',
        path: key,
        signed: /^AWS4-HMAC-SHA256 Credential=test-key\//.test(String(req.headers.authorization)),
      });
      if (req.method === 'PUT') {
        objects.set(key, { body: Buffer.concat(chunks), type: String(req.headers['content-type']) });
        res.writeHead(200, { ETag: '"x"' }).end();
      } else if (req.method === 'GET' && objects.has(key)) {
        const object = objects.get(key)!;
        res.writeHead(200, { 'Content-Type': object.type, 'Content-Length': object.body.length }).end(object.body);
      } else if (req.method === 'DELETE') {
        objects.delete(key);
        res.writeHead(204).end();
      } else {
        res
          .writeHead(404, { 'Content-Type': 'application/xml' })
          .end('<?xml version="1.0"?><Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { endpoint: `http://127.0.0.1:${port}`, objects, seen, close: () => new Promise<void>((r) => server.close(() => r())) };
}

it('stores, reads and removes files in S3-compatible storage when configured', async () => {
  const s3 = await fakeS3();
  try {
    const storage = createStorage(
      { dataDir: dir },
      {
        UPLOADS_S3_BUCKET: 'adlaunch-assets',
        UPLOADS_S3_ENDPOINT: s3.endpoint,
        UPLOADS_S3_REGION: 'af-south-1',
        AWS_ACCESS_KEY_ID: 'test-key',
        AWS_SECRET_ACCESS_KEY: 'test-secret',
      },
    );
    const key = `${'b'.repeat(32)}.png`;
    expect(await storage.get(key)).toBeNull();
    await storage.put(key, Buffer.from('png bytes'), 'image/png');
    expect(s3.objects.get(`/adlaunch-assets/uploads/${key}`)).toEqual({ body: Buffer.from('png bytes'), type: 'image/png' });
    expect((await storage.get(key))?.toString()).toBe('png bytes');
    await storage.remove(key);
    expect(await storage.get(key)).toBeNull();
    expect(s3.seen.every((r) => r.signed)).toBe(true);
    await expect(storage.put('../escape', Buffer.from('x'), 'image/png')).rejects.toThrow(/invalid storage key/);
  } finally {
    await s3.close();
  }
});
