import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { enqueueComposedEmail, type ComposedEmails } from '../../mail/outbox';
import { renderEmail } from '../../mail/layout';
import { writeTransaction } from '../../lib/transaction';
import { issueCode, OTP_TTL_MINUTES, type OtpPurpose } from '../../accounts/otp';
import { activeStaff } from '../staff-store';

/** Staff codes are the owners' codes (same making, hashing and tries) under a purpose of their own, so neither passes for the other. */
export const STAFF_CODE_PURPOSE = 'staff' as OtpPurpose;
const SUBJECT = 'AdLaunch back office: your sign-in code';

export function enqueueStaffCodeEmail(db: Kysely<Database>, to: string): Promise<number> {
  return enqueueComposedEmail(
    db,
    {
      kind: 'code-staff',
      to,
      subject: SUBJECT,
      text: '(the one-time code is made when this email is sent)',
      notAfter: new Date(Date.now() + OTP_TTL_MINUTES * 60_000),
    },
    STAFF_CODE_PURPOSE,
  );
}

/** The outbox's composer with staff codes added: a staff code is made as it is sent, and sent only to an active staff member. */
export function withStaffCodes(owners: ComposedEmails): ComposedEmails {
  return {
    lifetimeMs: owners.lifetimeMs,
    async compose(db, to, purpose, outboxId) {
      if (purpose !== STAFF_CODE_PURPOSE) return owners.compose(db, to, purpose, outboxId);
      const staff = await activeStaff(db, { email: to });
      // A code is made for every address asked about, so that the try limits say nothing about who is on staff.
      const code = await writeTransaction(db, (trx) => issueCode(trx, to, STAFF_CODE_PURPOSE));
      if (!staff) return { skip: 'no active staff member has this address' };
      const email = await renderEmail({
        subject: SUBJECT,
        preview: 'Your code to sign in to the AdLaunch back office.',
        heading: 'Your back office sign-in code',
        blocks: [
          'Enter this code to sign in to the AdLaunch back office:',
          { type: 'code', code },
          `The code works once and expires in ${OTP_TTL_MINUTES} minutes. If you did not ask for it, tell an administrator.`,
        ],
      });
      return { to, secret: code, ...email };
    },
  };
}
