import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { writeTransaction } from '../lib/transaction';
import { markEmailProven, setPasswordProven } from './account-store';
import { issueToken, revokeAllTokens } from './tokens';

/** A spent code proves the address: the account is verified and a session begins, together. */
export function proveAddressAndLogIn(db: Kysely<Database>, userId: number, keepsPassword: boolean, tokenTtlDays: number): Promise<string> {
  return writeTransaction(db, async (trx) => {
    await markEmailProven(trx, userId, keepsPassword);
    return issueToken(trx, userId, tokenTtlDays);
  });
}

/** A reset sets the new password and ends every session of the account, together. */
export function resetPassword(db: Kysely<Database>, userId: number, passwordHash: string): Promise<void> {
  return writeTransaction(db, async (trx) => {
    await setPasswordProven(trx, userId, passwordHash);
    await revokeAllTokens(trx, userId);
  });
}
