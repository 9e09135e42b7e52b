import { sql, type Kysely } from 'kysely';

/**
 * The owner's checkout for what is owed (a card update paying the open invoice) has its own kind,
 * `card_update`, read by the ledger instead of its reference's `AL-C` prefix (decision 037). Rows made
 * before it were stored as 'renewal'.
 */
export const cardUpdateKind = {
  async up(db: Kysely<unknown>) {
    await sql`UPDATE payments SET kind = 'card_update' WHERE kind = 'renewal' AND reference LIKE 'AL-C%'`.execute(db);
  },
};
