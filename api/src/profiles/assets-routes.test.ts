import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { PDFDocument, PDFName } from 'pdf-lib';
import sharp from 'sharp';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  ({ headers } = await t.createUser());
});
afterAll(() => t.close());

interface Part {
  name: string;
  value: string | Buffer;
  filename?: string;
  type?: string;
}

/** A multipart body built from parts, so a test can send what a browser never would. */
async function multipart(parts: Part[]) {
  const form = new FormData();
  for (const p of parts) {
    if (typeof p.value === 'string' && !p.filename) form.append(p.name, p.value);
    else
      form.append(
        p.name,
        new Blob([new Uint8Array(Buffer.from(p.value))], { type: p.type ?? 'application/octet-stream' }),
        p.filename ?? 'file',
      );
  }
  const request = new Request('http://x', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type')! };
}

async function post(parts: Part[], auth: Record<string, string> = headers) {
  const { payload, contentType } = await multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: '/v2/google-business-profile/asset',
    headers: { ...auth, 'content-type': contentType },
    payload,
  });
}

const upload = (kind: string, value: Buffer, filename = 'photo.png', type = 'image/png') =>
  post([
    { name: 'kind', value: kind },
    { name: 'file', value, filename, type },
  ]);

const picture = (format: 'png' | 'jpeg' | 'webp', width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: '#f59e0b' } })
    .withMetadata({ exif: { IFD0: { Copyright: 'secret-camera-owner' } } })
    .toFormat(format)
    .toBuffer();
const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

describe('POST /v2/google-business-profile/asset', () => {
  it.each(['png', 'jpeg', 'webp'] as const)('stores a %s photo re-encoded without metadata and serves it back', async (format) => {
    const original = await picture(format);
    expect(original.includes('secret-camera-owner')).toBe(true);
    const res = await upload('image', original, `shop.${format}`, `image/${format}`);
    expect(res.statusCode).toBe(201);
    const { url } = res.json();
    expect(url).toMatch(/^\/v2\/google-business-profile\/asset\/[0-9a-f]{32}\.(png|jpg|webp)$/);

    // An opaque PNG is a photo like any other: stored as JPEG, a fraction of the size.
    const stored = format === 'png' ? 'jpeg' : format;
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe(`image/${stored}`);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-disposition']).toBeUndefined();
    expect(served.rawPayload.includes('secret-camera-owner')).toBe(false);
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.width, meta.height, meta.format]).toEqual([64, 48, stored]);

    const row = await t.db.selectFrom('assets').selectAll().where('storage_key', '=', url.split('/').pop()).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ kind: 'image', content_type: `image/${stored}`, size: served.rawPayload.length });
    expect(fs.existsSync(path.join(t.config.dataDir, 'uploads', row.storage_key))).toBe(true);
  });

  it('stores a PDF certificate and serves it as an attachment', async () => {
    const res = await upload('certificate', pdf, 'cert.pdf', 'application/pdf');
    expect(res.statusCode).toBe(201);
    const served = await t.app.inject({ method: 'GET', url: res.json().url });
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toBe('attachment; filename="certificate.pdf"');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    // Written anew from what the check read: the same document, in pdf-lib's plain layout.
    const stored = await PDFDocument.load(served.rawPayload);
    expect(stored.catalog.get(PDFName.of('Type'))).toBe(PDFName.of('Catalog'));
  });

  it('recognises files by their bytes, not their name or declared type', async () => {
    const text = await upload('image', Buffer.from('just some text, honestly'), 'photo.png', 'image/png');
    expect(text.statusCode).toBe(415);
    expect(text.json().error).toBe('This file is not a PNG, JPEG or WebP image. Please upload a photo in one of those formats.');

    const pdfAsPhoto = await upload('image', pdf, 'photo.png', 'image/png');
    expect(pdfAsPhoto.statusCode).toBe(415);

    const html = await upload('certificate', Buffer.from('<html><script>alert(1)</script></html>'), 'cert.pdf', 'application/pdf');
    expect(html.statusCode).toBe(415);
    expect(html.json().error).toBe('This file is not a PDF, PNG or JPEG. Please upload your certificate in one of those formats.');

    const webpCertificate = await upload('certificate', await picture('webp'), 'cert.webp', 'image/webp');
    expect(webpCertificate.statusCode).toBe(415);

    const pngNamedText = await upload('image', await picture('png'), 'notes.txt', 'text/plain');
    expect(pngNamedText.statusCode).toBe(201);
  });

  it('refuses empty, damaged, oversized and too-many-pixel files with a clear message', async () => {
    const empty = await upload('image', Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe('The file is empty. Please choose another file.');

    const truncated = (await picture('png')).subarray(0, 40);
    const damaged = await upload('image', truncated);
    expect(damaged.statusCode).toBe(400);
    expect(damaged.json().error).toMatch(/could not be read/);

    // A certificate keeps the 5 MB limit (photos take 20 MB: below).
    const big = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const oversized = await upload('certificate', big);
    expect(oversized.statusCode).toBe(413);
    expect(oversized.json().error).toBe('The file is too large: at most 5 MB.');

    // A certificate's picture is kept at its size, so its sides are bounded.
    const huge = await sharp({ create: { width: 4001, height: 10, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const wide = await upload('certificate', huge);
    expect(wide.statusCode).toBe(400);
    expect(wide.json().error).toBe('This picture is too large: at most 4000 × 4000 pixels.');

    const scripted = await upload(
      'certificate',
      Buffer.from(
        '%PDF-1.4\n1 0 obj << /Type /Catalog /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF',
      ),
      'c.pdf',
      'application/pdf',
    );
    expect(scripted.statusCode).toBe(400);
    expect(scripted.json().error).toMatch(/contains scripts/);

    expect(await t.db.selectFrom('assets').select('id').where('size', '=', 0).execute()).toHaveLength(0);
  });

  it('refuses a missing kind, a missing file, two files and a JSON body', async () => {
    const png = await picture('png');
    const noKind = await post([{ name: 'file', value: png, filename: 'a.png' }]);
    expect(noKind.statusCode).toBe(400);
    expect(noKind.json().error).toBe('Say what the file is: kind must be image or certificate.');

    const badKind = await upload('logo', png);
    expect(badKind.statusCode).toBe(400);

    const noFile = await post([{ name: 'kind', value: 'image' }]);
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().error).toBe('Choose a file to upload.');

    const two = await post([
      { name: 'kind', value: 'image' },
      { name: 'file', value: png, filename: 'a.png' },
      { name: 'file', value: png, filename: 'b.png' },
    ]);
    expect(two.statusCode).toBe(400);
    expect(two.json().error).toBe('Send one file at a time.');

    const json = await t.app.inject({ method: 'POST', url: '/v2/google-business-profile/asset', headers, payload: { kind: 'image' } });
    expect(json.statusCode).toBe(415);
    expect(json.json().error).toMatch(/multipart/);
  });

  it('needs a login to upload', async () => {
    const res = await post(
      [
        { name: 'kind', value: 'image' },
        { name: 'file', value: await picture('png'), filename: 'a.png' },
      ],
      {},
    );
    expect(res.statusCode).toBe(401);
    expect(await t.db.selectFrom('assets').select('id').where('user_id', '=', 0).execute()).toHaveLength(0);
  });
});

describe('a business photo as a phone takes it', () => {
  const stored = async (res: Awaited<ReturnType<typeof upload>>) => {
    expect(res.statusCode).toBe(201);
    const served = await t.app.inject({ method: 'GET', url: res.json().url });
    return { body: served.rawPayload, type: served.headers['content-type'], meta: await sharp(served.rawPayload).metadata() };
  };
  const camera = (width: number, height: number, orientation = 1) =>
    sharp({ create: { width, height, channels: 3, background: '#b45309' } })
      .withMetadata({ orientation })
      .withExifMerge({ IFD3: { GPSLatitudeRef: 'S', GPSLongitudeRef: 'E' } })
      .jpeg({ quality: 95 })
      .toBuffer();

  it('is resized to 2000 px on its long side, upright, without its location', async () => {
    const original = await camera(3000, 2000);
    // The camera's EXIF points to a GPS block (tag 0x8825, little-endian as written here).
    expect((await sharp(original).metadata()).exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true);

    const { meta, type } = await stored(await upload('image', original, 'IMG_0001.jpg', 'image/jpeg'));
    expect([meta.width, meta.height, meta.format, type]).toEqual([2000, 1333, 'jpeg', 'image/jpeg']);
    // No EXIF at all, so no GPS block; nor an orientation to apply again.
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();

    // Held sideways with orientation 6 ("turn 90°"): stored upright, portrait.
    const sideways = await stored(await upload('image', await camera(3000, 2000, 6), 'IMG_0002.jpg', 'image/jpeg'));
    expect([sideways.meta.width, sideways.meta.height]).toEqual([1333, 2000]);
  });

  it('keeps a small photo at its size, and a transparent PNG as PNG', async () => {
    const small = await stored(await upload('image', await camera(800, 600), 'small.jpg', 'image/jpeg'));
    expect([small.meta.width, small.meta.height]).toEqual([800, 600]);
    expect(small.meta.exif).toBeUndefined();

    const logo = await sharp({ create: { width: 2400, height: 600, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .png()
      .toBuffer();
    const transparent = await stored(await upload('image', logo, 'logo.png', 'image/png'));
    expect([transparent.meta.width, transparent.meta.height, transparent.meta.format, transparent.meta.hasAlpha]).toEqual([
      2000,
      500,
      'png',
      true,
    ]);
  });

  it('takes up to 20 MB and refuses more with the limit', async () => {
    const jpegHead = Buffer.from([0xff, 0xd8, 0xff]);
    const over = await upload('image', Buffer.concat([jpegHead, Buffer.alloc(21 * 1024 * 1024)]), 'big.jpg', 'image/jpeg');
    expect(over.statusCode).toBe(413);
    expect(over.json().error).toBe('The file is too large: at most 20 MB.');

    // Past the old 5 MB limit: read (here, found damaged), not refused for its size.
    const within = await upload('image', Buffer.concat([jpegHead, Buffer.alloc(6 * 1024 * 1024)]), 'noise.jpg', 'image/jpeg');
    expect(within.statusCode).toBe(400);
    expect(within.json().error).toMatch(/could not be read/);
  });

  it('refuses a picture that claims more pixels than a phone takes, before decoding it', async () => {
    // A one-pixel PNG whose header claims 11000 × 10000 (110 MP): a few bytes that would decode to hundreds of MB.
    const png = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const ihdr = png.subarray(12, 29); // "IHDR", width, height, depth, colour, compression, filter, interlace
    ihdr.writeUInt32BE(11_000, 4);
    ihdr.writeUInt32BE(10_000, 8);
    png.writeUInt32BE(zlib.crc32(ihdr), 29);
    const res = await upload('image', png, 'bomb.png', 'image/png');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('This picture is too large: at most 108 megapixels.');
  });
});

describe('GET /v2/google-business-profile/asset/:key', () => {
  it('answers 404 for unknown or malformed names', async () => {
    for (const key of ['0123456789abcdef0123456789abcdef.png', '..%2F..%2Fetc%2Fpasswd', 'abc.png']) {
      const res = await t.app.inject({ method: 'GET', url: `/v2/google-business-profile/asset/${key}` });
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe('File not found.');
    }
  });
});
