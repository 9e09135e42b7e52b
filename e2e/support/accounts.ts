import { expect, type APIRequestContext, type BrowserContext } from '@playwright/test';

export const uniqueEmail = (prefix = 'owner') => `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

const CODE_SUBJECTS = { verify: /confirm your email/i, login: /login code/i, reset: /reset your password/i } as const;

/**
 * The newest one-time code of a kind sent to an address, read from the dev outbox (a standalone
 * 5-symbol word). Codes go out after the server has answered, so the test waits for the one it asked for.
 */
export async function latestCode(request: APIRequestContext, to: string, purpose: keyof typeof CODE_SUBJECTS = 'verify'): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get(`/__dev/outbox?to=${encodeURIComponent(to)}`);
        if (!res.ok()) return undefined;
        const { messages } = (await res.json()) as { messages: { subject: string; text: string }[] };
        const newest = messages.find((m) => CODE_SUBJECTS[purpose].test(m.subject));
        code = newest?.text.match(/\b[0-9A-HJKMNP-TV-Z]{5}\b/)?.[0];
        return code;
      },
      { message: `a ${purpose} code for ${to} in the dev outbox` },
    )
    .toBeTruthy();
  return code!;
}

/** Registers and verifies an account through the API; answers its bearer token. */
export async function createAccount(request: APIRequestContext, email = uniqueEmail(), password = 'correct horse battery') {
  const created = await request.post('/v2/user', {
    data: { cid: 'e2e', first_name: 'Thandi', last_name: 'Nkosi', email, password, extras: ['marketing'] },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  const otp = await latestCode(request, email);
  const verified = await request.post('/v2/user/verify', { data: { otp, emailAddress: email, verificationType: 'email', password } });
  expect(verified.ok(), await verified.text()).toBeTruthy();
  const { token } = (await verified.json()) as { token: string };
  return { email, password, token };
}

/** Puts a token where the shell looks for it, as a logged-in browser would have it. */
export async function signInBrowser(context: BrowserContext, baseURL: string, token: string) {
  await context.addCookies([{ name: 'token', value: token, url: baseURL, sameSite: 'Strict' }]);
}
