import { loadConfig } from '../config';
import { checkPassword, hashPassword, isCommonPassword, verifyPassword } from './passwords';

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
