import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect';
import { createTableWithId } from '../table-with-id';

/**
 * The back office (decision 039).
 * - `staff`: the people who run the service, their roles (a JSON array) and their TOTP secret.
 * - `staff_recovery_codes`: one-use second factors, hashed.
 * - `staff_sessions`: 8-hour sessions, apart from owners' `auth_tokens`; `second_factor_at` once TOTP passed.
 * - `staff_actions`: append-only: who (a staff member, or an operator's name), when, what, before and after.
 * - `order_work`: the staff side of an order: who has it, a hold on the owner, since when it is in its state,
 *   and a business profile's verification step.
 * - `order_notes`: the notes written for the owner with status moves (the owner sees the newest).
 * - `lead_states`: a social-ads lead's state and who answered it.
 */
export function backOffice(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>) {
      await createTableWithId(db, dialect, 'staff')
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('roles', 'text', (c) => c.notNull())
        .addColumn('totp_secret', 'text')
        .addColumn('totp_enrolled_at', 'text')
        .addColumn('totp_last_step', 'integer')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('removed_at', 'text')
        .execute();

      await createTableWithId(db, dialect, 'staff_recovery_codes')
        .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id'))
        .addColumn('code_hash', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .execute();
      await db.schema.createIndex('staff_recovery_codes_staff').on('staff_recovery_codes').column('staff_id').execute();

      await createTableWithId(db, dialect, 'staff_sessions')
        .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id'))
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('second_factor_at', 'text')
        .addColumn('totp_failures', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('ended_at', 'text')
        .execute();
      await db.schema.createIndex('staff_sessions_staff').on('staff_sessions').column('staff_id').execute();

      await createTableWithId(db, dialect, 'staff_actions')
        .addColumn('staff_id', 'integer')
        .addColumn('actor', 'text', (c) => c.notNull())
        .addColumn('at', 'text', (c) => c.notNull())
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('subject_type', 'text', (c) => c.notNull())
        .addColumn('subject_id', 'text', (c) => c.notNull())
        .addColumn('before', 'text')
        .addColumn('after', 'text')
        .addColumn('note', 'text')
        .execute();
      await db.schema.createIndex('staff_actions_subject').on('staff_actions').columns(['subject_type', 'subject_id', 'id']).execute();

      await db.schema
        .createTable('order_work')
        .addColumn('product', 'text', (c) => c.notNull())
        .addColumn('order_id', 'integer', (c) => c.notNull())
        .addColumn('assignee_id', 'integer')
        .addColumn('hold', 'text')
        .addColumn('state_since', 'text')
        .addColumn('verification_step', 'text')
        .addColumn('verification_at', 'text')
        .addPrimaryKeyConstraint('order_work_pk', ['product', 'order_id'])
        .execute();

      await createTableWithId(db, dialect, 'order_notes')
        .addColumn('product', 'text', (c) => c.notNull())
        .addColumn('order_id', 'integer', (c) => c.notNull())
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('at', 'text', (c) => c.notNull())
        .addColumn('staff_action_id', 'integer')
        .execute();
      await db.schema.createIndex('order_notes_order').on('order_notes').columns(['product', 'order_id', 'id']).execute();

      await db.schema
        .createTable('lead_states')
        .addColumn('lead_id', 'integer', (c) => c.primaryKey())
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('answered_by', 'text', (c) => c.notNull())
        .addColumn('answered_at', 'text', (c) => c.notNull())
        .execute();

      // The queue reads every order by status with its newest subscription.
      await db.schema.createIndex('search_ads_status').on('search_ads').column('status').execute();
      await db.schema.createIndex('profiles_status').on('profiles').column('status').execute();
      await db.schema.createIndex('subscriptions_ad').on('subscriptions').column('ad_id').execute();
      await db.schema.createIndex('subscriptions_profile').on('subscriptions').column('profile_id').execute();
      await db.schema.createIndex('email_outbox_to').on('email_outbox').columns(['to_address', 'id']).execute();
    },
  };
}
