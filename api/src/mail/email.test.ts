import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { createTestApp } from '../testing/test-app';
import { MASKED_SECRET } from './email';

const newUser = (email: string) => ({
  cid: 'c',
  first_name: 'Lerato',
  last_name: 'Mokoena',
  email,
  password: 'a long and unusual passphrase',
  extras: [],
});

/** An SMTP server that accepts connections and says nothing until released, then hangs up. */
async function silentSmtp() {
  const sockets: net.Socket[] = [];
  const server = net.createServer((socket) => sockets.push(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`,
    connections: () => sockets.length,
    release: () => new Promise<void>((resolve) => (sockets.forEach((s) => s.destroy()), server.close(() => resolve()))),
  };
}

it('answers before the email goes out, the same for a known and an unknown address, and survives a mail server that fails', async () => {
  const smtp = await silentSmtp();
  const t = await createTestApp({ SMTP_URL: smtp.url });
  try {
    const created = await t.app.inject({ method: 'POST', url: '/v2/user', payload: newUser('lerato@example.com') });
    expect(created.statusCode).toBe(201);
    const user = await t.db.selectFrom('users').select('first_name').where('email', '=', 'lerato@example.com').executeTakeFirst();
    expect(user).toEqual({ first_name: 'Lerato' });

    const known = await t.app.inject({ method: 'POST', url: '/v2/request-otp', payload: { emailAddress: 'lerato@example.com' } });
    const unknown = await t.app.inject({ method: 'POST', url: '/v2/request-otp', payload: { emailAddress: 'nobody@example.com' } });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    // Both answers came while the mail server had not yet said a word (it never does): the outbox's worker is still trying.
    for (let waited = 0; smtp.connections() === 0 && waited < 10_000; waited += 50) await new Promise((r) => setTimeout(r, 50));
    expect(smtp.connections()).toBeGreaterThan(0);
  } finally {
    await smtp.release();
    await t.settle();
    await t.close();
  }
});

// Production hashes passwords at full cost: slower than the other tests.
it('keeps no one-time code in the outbox of a production site that opted into it', async () => {
  const quiet = process.env.LOG_LEVEL;
  process.env.LOG_LEVEL = 'silent';
  const t = await createTestApp({ ALLOW_OUTBOX_IN_PRODUCTION: '1' }, { env: 'production' });
  process.env.LOG_LEVEL = quiet;
  try {
    await t.app.inject({ method: 'POST', url: '/v2/user', payload: newUser('thabo@example.com') });
    await t.app.inject({ method: 'POST', url: '/v2/request-otp', payload: { emailAddress: 'thabo@example.com', purpose: 'reset' } });
    await t.settle();
    const rows = await t.db.selectFrom('outbox').select('text').where('to_address', '=', 'thabo@example.com').execute();
    expect(rows).toHaveLength(2);
    for (const { text } of rows) {
      expect(text).toContain(MASKED_SECRET);
      expect(text).not.toMatch(/\b[0-9A-HJKMNP-TV-Z]{5}\b/);
    }
  } finally {
    await t.close();
  }
}, 30_000);
