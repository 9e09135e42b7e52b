import { sql, type Kysely } from 'kysely';

/**
 * `users.vat_answered`: whether the owner has answered "Is your business in South Africa?"
 * ([decision 017](../../../../docs/decisions/017-vat-question-on-the-first-step.md)). `charge_vat` = 0
 * alone cannot tell a "no" from never asked (the sign-up dialog does not ask), and each wizard's first
 * step must not offer a "no" the owner never gave. Accounts with VAT, or with a payment (the pay step
 * asked), have answered.
 */
export const vatAnswer = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('users')
      .addColumn('vat_answered', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await sql`UPDATE users SET vat_answered = 1 WHERE charge_vat = 1 OR id IN (SELECT user_id FROM payments)`.execute(db);
  },
};
