import { OTP_ALPHABET } from '@adlaunch/shared';
import { generateCode } from './otp';

it('draws 5 symbols from the 32-symbol alphabet, evenly enough to cover it', () => {
  expect(OTP_ALPHABET).toHaveLength(32);
  const seen = new Set<string>();
  for (let i = 0; i < 400; i++) {
    const code = generateCode();
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{5}$/);
    for (const c of code) seen.add(c);
  }
  expect(seen.size).toBe(32);
});
