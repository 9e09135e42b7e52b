import type { Kysely, Transaction } from 'kysely';
import { now } from '../../db/database';
import type { Database } from '../../db/schema';

/** The queries of a staff member's authenticator: the secret and last step on `staff`, and `staff_recovery_codes`. */
export async function keepTotpSecret(db: Kysely<Database>, staffId: number, secret: string): Promise<void> {
  await db.updateTable('staff').set({ totp_secret: secret }).where('id', '=', staffId).execute();
}

/** Takes a time step for sign-in once: false when this step or a later one was taken already. */
export async function takeTotpStep(trx: Transaction<Database>, staffId: number, step: number): Promise<boolean> {
  const taken = await trx
    .updateTable('staff')
    .set({ totp_last_step: step })
    .where('id', '=', staffId)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return taken.numUpdatedRows !== 0n;
}

export function unusedRecoveryCodes(trx: Transaction<Database>, staffId: number) {
  return trx.selectFrom('staff_recovery_codes').selectAll().where('staff_id', '=', staffId).where('used_at', 'is', null).execute();
}

/** Spends a recovery code once: false when it was spent already. */
export async function spendRecoveryCode(trx: Transaction<Database>, id: number): Promise<boolean> {
  const spent = await trx
    .updateTable('staff_recovery_codes')
    .set({ used_at: now() })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return spent.numUpdatedRows !== 0n;
}

/** Marks the authenticator set up and replaces the recovery codes with these (their hashes). */
export async function enrolTotp(trx: Transaction<Database>, staffId: number, codeHashes: readonly string[]): Promise<void> {
  const stamp = now();
  await trx.updateTable('staff').set({ totp_enrolled_at: stamp }).where('id', '=', staffId).execute();
  await trx.deleteFrom('staff_recovery_codes').where('staff_id', '=', staffId).execute();
  await trx
    .insertInto('staff_recovery_codes')
    .values(codeHashes.map((code_hash) => ({ staff_id: staffId, code_hash, created_at: stamp })))
    .execute();
}
