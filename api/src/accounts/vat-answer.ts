import type { Kysely } from 'kysely';
import type { VatAnswer } from '@adlaunch/shared';
import type { Database } from '../db/schema';
import { now } from '../db/database';
import type { UserRow } from './auth-guard';

/**
 * Keeps the South Africa (VAT) answer given on a wizard's first step with the account
 * ([decision 017](../../../docs/decisions/017-vat-question-on-the-first-step.md)). Prices are derived from
 * what is stored here: the answer can change until the owner first pays, then a "yes" is kept (a later
 * "no" cannot take VAT away), and the VAT number, printed on tax invoices, is only kept for a South
 * African business. Returns whether VAT now applies.
 */
export async function saveVatAnswer(db: Kysely<Database>, user: UserRow, answer: Partial<VatAnswer>): Promise<boolean> {
  if (answer.charge_vat === undefined) return user.charge_vat === 1;
  // Until the first payment the answer is the owner's to change; after it a "yes" stays, so VAT cannot be
  // taken off renewals of an order that was charged it.
  const paid = await db
    .selectFrom('payments')
    .select('id')
    .where('user_id', '=', user.id)
    .where('status', '=', 'success')
    .executeTakeFirst();
  const chargeVAT = (paid !== undefined && user.charge_vat === 1) || answer.charge_vat === 'yes';
  const changes: { charge_vat?: 0 | 1; vat_answered?: 1; vat_number?: string | null } = {};
  if (user.vat_answered !== 1) changes.vat_answered = 1;
  if (chargeVAT !== (user.charge_vat === 1)) changes.charge_vat = chargeVAT ? 1 : 0;
  if (chargeVAT && answer.vat_number !== undefined && answer.vat_number !== user.vat_number) changes.vat_number = answer.vat_number;
  if (Object.keys(changes).length > 0)
    await db
      .updateTable('users')
      .set({ ...changes, updated_at: now() })
      .where('id', '=', user.id)
      .execute();
  return chargeVAT;
}
