import sharp from 'sharp';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  ({ headers } = await t.createUser());
  png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#f59e0b' } })
    .png()
    .toBuffer();
});
afterAll(() => t.close());

const url = '/v2/google-business-profile/asset';
let png: Buffer;

describe('red team: malformed multipart is a 400, never a 500', () => {
  it('answers 400 with a clear message when the content type has no boundary', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...headers, 'content-type': 'multipart/form-data' },
      payload: 'kind=image',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('The upload is not valid. Please try again.');
  });

  it('answers 400 with a clear message when the body is cut off mid-file', async () => {
    const boundary = '----adlaunchboundary';
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\nimage\r\n`),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
      png.subarray(0, 20),
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: body,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('The upload was cut off. Please try again.');
  });

  it('answers 400 when the body is cut off inside the part headers', async () => {
    const boundary = 'xyz';
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-da`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).not.toBe('We ran into an error.');
  });
});

describe('the daily upload limit holds under parallel uploads', () => {
  it('accepts exactly 20 of 28 uploads sent at once', async () => {
    const owner = await t.createUser();
    const boundary = 'parallel-boundary';
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\nimage\r\n`),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const answers = await Promise.all(
      Array.from({ length: 28 }, () =>
        t.app.inject({
          method: 'POST',
          url,
          headers: { ...owner.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
          payload: body,
          // Its own client address, so the per-IP limit (30 a minute) plays no part.
          remoteAddress: '192.0.2.6',
        }),
      ),
    );
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(20);
    expect(codes.filter((c) => c === 429)).toHaveLength(8);
    const stored = await t.db.selectFrom('assets').select('id').where('user_id', '=', owner.user.id).execute();
    expect(stored).toHaveLength(20);
  });
});

describe('a multipart body that ends early is a 400 on a real connection too', () => {
  it('answers 400, not 500, when the closing boundary never comes', async () => {
    const { request } = await import('node:http');
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const boundary = 'xyz';
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\nimage\r\n`),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
      png.subarray(0, 20),
    ]);
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(
        `${address}${url}`,
        {
          method: 'POST',
          headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': body.length },
        },
        (res) => {
          let text = '';
          res.on('data', (c: Buffer) => (text += c.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        },
      );
      req.on('error', reject);
      req.end(body);
    });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body).error).toBe('The upload was cut off. Please try again.');
  });
});
