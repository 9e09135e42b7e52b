import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { enqueueComposedEmail, type ComposedEmails } from '../mail/outbox';
import { codeEmail, codeEmailSubject } from './accounts';
import { issueCode, OTP_TTL_MINUTES, type OtpPurpose } from './otp';
import { writeTransaction } from '../lib/transaction';

const CODE_LIFETIME_MS = OTP_TTL_MINUTES * 60_000;

/**
 * Queues a one-time code email. The code itself is made when the email is sent (and voids the
 * address's older codes then), so no code is ever stored in plain text in the outbox; an email that
 * could not go out within a code's validity is not sent late (the owner asks for a new code).
 */
export function enqueueCodeEmail(db: Kysely<Database>, to: string, purpose: OtpPurpose): Promise<number> {
  return enqueueComposedEmail(
    db,
    {
      kind: `code-${purpose}`,
      to,
      subject: codeEmailSubject(purpose),
      text: '(the one-time code is made when this email is sent)',
      notAfter: new Date(Date.now() + CODE_LIFETIME_MS),
    },
    purpose,
  );
}

/** How the outbox worker makes a queued code email as it sends it. */
export const codeEmails: ComposedEmails = {
  lifetimeMs: CODE_LIFETIME_MS,
  async compose(db, to, purpose, outboxId) {
    // Registering queues a code and the page then asks for one: only the newest email is sent. Made
    // concurrently (two workers, or one worker's parallel sends), the older one's code would void the
    // newer one's, and the email read last would carry a dead code.
    const newer = await db
      .selectFrom('email_outbox')
      .select('id')
      .where('to_address', '=', to)
      .where('kind', '=', `code-${purpose}`)
      .where('id', '>', outboxId)
      .where('status', 'in', ['queued', 'sent'])
      .executeTakeFirst();
    if (newer) return { skip: 'a newer code was asked for' };
    // Codes are queued alike for every address asked about; only an account's address gets one.
    const account = await db.selectFrom('users').select('id').where('email', '=', to).executeTakeFirst();
    // Voiding the older codes and storing the new one happen together, just before sending.
    const code = await writeTransaction(db, (trx) => issueCode(trx, to, purpose as OtpPurpose));
    // An unknown address gets a code too, never sent: a new code restarts the wrong-try count for
    // every address alike, so the limits say nothing about which addresses have accounts.
    if (!account) return { skip: 'no account has this address' };
    return codeEmail(to, purpose as OtpPurpose, code);
  },
};
