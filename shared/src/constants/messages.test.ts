import { MESSAGES } from './messages';

describe('validation messages', () => {
  it('spell "at least" as two words (the spec\'s "atleast" is a typo an owner reads on every short name or code)', () => {
    expect(MESSAGES.otp).toBe('OTP is at least 5 characters.');
    expect(MESSAGES.firstName).toBe('First name needs to be at least 2 characters.');
    expect(MESSAGES.lastName).toBe('Last name needs to be at least 2 characters.');
    for (const message of Object.values(MESSAGES)) expect(message).not.toMatch(/\batleast\b/i);
  });
});
