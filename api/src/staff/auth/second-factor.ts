import type { Kysely, Transaction } from 'kysely';
import { STAFF_RECOVERY_CODE_COUNT } from '@adlaunch/shared';
import type { StaffTotpRequest, StaffVerifyAnswer } from '@adlaunch/shared/schemas';
import type { Database } from '../../db/schema';
import { writeTransaction } from '../../lib/transaction';
import { recordAction } from '../staff-actions';
import type { StaffRow } from '../staff-store';
import { markSecondFactor, type StaffSession } from './staff-sessions';
import { enrolTotp, keepTotpSecret, spendRecoveryCode, takeTotpStep, unusedRecoveryCodes } from './staff-totp-store';
import { enrollmentFor, hashRecoveryCode, newRecoveryCode, newTotpSecret, sameHash, totpStep } from './totp';

/** Before the authenticator is set up: its secret (made and kept on the first sign-in) to show; null once set up. */
export async function enrollmentOf(db: Kysely<Database>, staff: StaffRow): Promise<StaffVerifyAnswer['enrollment']> {
  if (staff.totpEnrolledAt) return null;
  const secret = staff.totpSecret ?? newTotpSecret();
  if (!staff.totpSecret) await keepTotpSecret(db, staff.id, secret);
  return enrollmentFor(staff.email, secret);
}

/**
 * Checks a second factor (a code of the authenticator, or an unused recovery code once it is set up) and,
 * when it holds, marks the session and records the sign-in; the first good code sets the authenticator up,
 * with ten fresh one-use recovery codes (answered once). Null when the code does not hold.
 */
export async function passSecondFactor(
  db: Kysely<Database>,
  session: StaffSession,
  secret: string,
  proof: StaffTotpRequest,
): Promise<{ recoveryCodes: string[] | null } | null> {
  const { staff } = session;
  return writeTransaction(db, async (trx) => {
    let recoveryCodes: string[] | null = null;
    if ('recovery_code' in proof) {
      const hash = hashRecoveryCode(staff.id, proof.recovery_code);
      const match = (await unusedRecoveryCodes(trx, staff.id)).find((c) => sameHash(c.code_hash, hash));
      if (!match || !(await spendRecoveryCode(trx, match.id))) return null;
    } else {
      const step = totpStep(secret, proof.code);
      if (step === null) return null;
      if (!(await takeTotpStep(trx, staff.id, step))) return null;
      if (!staff.totpEnrolledAt) recoveryCodes = await enrol(trx, staff.id);
    }
    await markSecondFactor(trx, session.id);
    // Who signed in, and how: kept with every other staff action.
    const how = recoveryCodes ? 'totp_enrolled' : 'recovery_code' in proof ? 'sign_in_recovery_code' : 'sign_in';
    await recordAction(trx, { staffId: staff.id, name: staff.email }, { action: how, subject: { type: 'staff', id: staff.id } });
    return { recoveryCodes };
  });
}

async function enrol(trx: Transaction<Database>, staffId: number): Promise<string[]> {
  const codes = Array.from({ length: STAFF_RECOVERY_CODE_COUNT }, newRecoveryCode);
  await enrolTotp(
    trx,
    staffId,
    codes.map((code) => hashRecoveryCode(staffId, code)),
  );
  return codes;
}
