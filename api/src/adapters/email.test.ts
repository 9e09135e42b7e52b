import { createTestApp } from '../testing/test-app';
import { EMAIL_UNAVAILABLE } from './email';

it('tells the user to try again when the email server is down, and keeps what they entered', async () => {
  // Nothing listens on port 9 of the loopback: every delivery fails at once.
  const t = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:9' });
  try {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v2/user',
      payload: {
        cid: 'c',
        first_name: 'Lerato',
        last_name: 'Mokoena',
        email: 'lerato@example.com',
        password: 'a long and unusual passphrase',
        extras: [],
      },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json().error).toBe(EMAIL_UNAVAILABLE);
    const user = await t.db
      .selectFrom('users')
      .select(['email', 'first_name'])
      .where('email', '=', 'lerato@example.com')
      .executeTakeFirst();
    expect(user).toEqual({ email: 'lerato@example.com', first_name: 'Lerato' });

    const again = await t.app.inject({ method: 'POST', url: '/v2/request-otp', payload: { emailAddress: 'lerato@example.com' } });
    expect(again.statusCode).toBe(503);
    expect(again.json().error).toBe(EMAIL_UNAVAILABLE);
  } finally {
    await t.close();
  }
});
