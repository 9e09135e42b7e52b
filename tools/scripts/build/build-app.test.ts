import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { precompress } from './build-app';

describe('precompress', () => {
  const dirs: string[] = [];
  const folder = (files: Record<string, string>) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
    dirs.push(dir);
    for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
    return dir;
  };
  afterEach(() => {
    jest.restoreAllMocks();
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('writes brotli and gzip copies of each text file, and compresses a file it has compressed before only once', () => {
    // Content no other run has: the copies are made here first.
    const text = `const chunk = ${JSON.stringify(randomBytes(1500).toString('hex'))};\n`;
    const first = folder({ 'a.js': text, 'tiny.js': 'x' });
    precompress(first);
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(first, 'a.js.br'))).toString()).toBe(text);
    expect(zlib.gunzipSync(fs.readFileSync(path.join(first, 'a.js.gz'))).toString()).toBe(text);
    expect(fs.existsSync(path.join(first, 'tiny.js.br'))).toBe(false);

    // The next build's folder (a new version) with the same file: copied, not compressed again.
    const brotli = jest.spyOn(zlib, 'brotliCompressSync');
    const gzip = jest.spyOn(zlib, 'gzipSync');
    const next = folder({ 'a.js': text });
    precompress(next);
    expect(brotli).not.toHaveBeenCalled();
    expect(gzip).not.toHaveBeenCalled();
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(next, 'a.js.br'))).toString()).toBe(text);
    expect(zlib.gunzipSync(fs.readFileSync(path.join(next, 'a.js.gz'))).toString()).toBe(text);
  });
});
