import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { Secret, TOTP } from 'otpauth';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

const root = path.resolve(__dirname, '../..');

/** An operator command against the journey's database (the server's, beside it: SQLite WAL), as `npm run ops` runs it. */
export function ops(...args: string[]): string {
  return execFileSync('npx', ['tsx', 'api/src/ops/cli.ts', ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, NODE_ENV: 'development' },
    encoding: 'utf8',
    timeout: 60_000,
  });
}

/** The newest email to `to` whose subject or text matches, from the dev outbox. */
export async function outboxMessage(request: APIRequestContext, to: string, match: RegExp) {
  let found: { subject: string; text: string } | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get(`/__dev/outbox?to=${encodeURIComponent(to)}`);
        const { messages } = (await res.json()) as { messages: { subject: string; text: string }[] };
        found = messages.find((m) => match.test(m.subject) || match.test(m.text));
        return Boolean(found);
      },
      { message: `an email to ${to} matching ${match}` },
    )
    .toBe(true);
  return found!;
}

/**
 * A staff member's first sign-in at /staff as a person makes it: the emailed code, then TOTP enrollment
 * (the secret shown as text, the code computed here as an authenticator app would). It stops at the
 * recovery codes, which the caller saves and leaves (`leaveRecoveryCodes`).
 */
export async function signInStaffFirstTime(page: Page, request: APIRequestContext, email: string) {
  await page.goto('/staff');
  await page.getByLabel('Work email').fill(email);
  await page.getByRole('button', { name: 'Email me a code' }).click();
  const codeEmail = await outboxMessage(request, email, /back office: your sign-in code/i);
  const code = codeEmail.text.match(/\b[0-9A-HJKMNP-TV-Z]{5}\b/)![0];
  await page.getByLabel('Code from the email').fill(code);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
  const secret = (await page.getByText(/^[A-Z2-7]{16,}$/).textContent())!.trim();
  const totp = TOTP.generate({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });
  await page.getByLabel('6-digit code from the app').fill(totp);
  await page.getByRole('button', { name: 'Confirm and sign in' }).click();
  await expect(page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
}

/** Past the recovery codes, into the back office. */
export async function leaveRecoveryCodes(page: Page) {
  await page.getByRole('checkbox', { name: 'I have saved them' }).check();
  await page.getByRole('button', { name: 'Continue to the back office' }).click();
}
