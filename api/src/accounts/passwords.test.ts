import { loadConfig } from '../config';
import {
  BUSY_MESSAGE,
  checkPassword,
  hashPassword,
  isCommonPassword,
  MAX_WAITING_HASHES,
  PASSWORD_HASH_CONCURRENCY,
  passwordHashing,
  verifyPassword,
} from './passwords';

describe('passwords', () => {
  it('hashes with OWASP scrypt figures by default and verifies', async () => {
    const cost = loadConfig({}).scryptCost;
    expect(cost).toBe(2 ** 17);
    const hash = await hashPassword('correct horse battery', cost);
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
    expect(await verifyPassword('correct horse battery', hash)).toBe(true);
    expect(await verifyPassword('correct horse batterY', hash)).toBe(false);
  });

  it('salts every hash', async () => {
    const [a, b] = await Promise.all([hashPassword('same secret here', 1024), hashPassword('same secret here', 1024)]);
    expect(a).not.toBe(b);
  });

  it('refuses a missing or unknown hash after doing the same work', async () => {
    expect(await checkPassword('anything at all', null, 1024)).toBe(false);
    expect(await verifyPassword('anything at all', 'md5$abc')).toBe(false);
  });

  it('knows the most common passwords, in any case', () => {
    expect(isCommonPassword('password')).toBe(true);
    expect(isCommonPassword('QWERTY123')).toBe(true);
    expect(isCommonPassword('correct horse battery')).toBe(false);
  });
});

describe('bounded hashing', () => {
  it(`runs at most ${PASSWORD_HASH_CONCURRENCY} hashes at once, so a login flood leaves threads for pages`, async () => {
    let most = 0;
    const sampler = setInterval(() => (most = Math.max(most, passwordHashing.active)), 1);
    const hashes = await Promise.all(Array.from({ length: 8 }, (_, i) => hashPassword(`password number ${i}`, 2 ** 14)));
    clearInterval(sampler);
    expect(hashes.every((h) => h.startsWith('scrypt$16384$8$1$'))).toBe(true);
    expect(most).toBeGreaterThan(0);
    expect(most).toBeLessThanOrEqual(PASSWORD_HASH_CONCURRENCY);
  });

  it(`refuses work beyond ${MAX_WAITING_HASHES} waiting hashes with a 503 and a message`, async () => {
    const results = await Promise.allSettled(
      Array.from({ length: MAX_WAITING_HASHES + PASSWORD_HASH_CONCURRENCY + 5 }, () => checkPassword('whatever it is', null, 1024)),
    );
    const refused = results.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused[0]).toMatchObject({ statusCode: 503, message: BUSY_MESSAGE });
    expect(results.filter((r) => r.status === 'fulfilled').length).toBeGreaterThanOrEqual(MAX_WAITING_HASHES);
  });
});
