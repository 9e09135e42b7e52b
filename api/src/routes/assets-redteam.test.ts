import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  ({ headers } = await t.createUser());
});
afterAll(() => t.close());

const url = '/v2/google-business-profile/asset';
const png = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4c40000000049454e44ae426082',
  'hex',
);

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
