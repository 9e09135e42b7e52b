import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect';
import { createTableWithId } from '../table-with-id';

export function initial(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>) {
      const table = (name: string) => createTableWithId(db, dialect, name);

      await table('users')
        .addColumn('uuid', 'text', (c) => c.notNull().unique())
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('first_name', 'text', (c) => c.notNull())
        .addColumn('last_name', 'text', (c) => c.notNull())
        .addColumn('password_hash', 'text')
        .addColumn('email_verified', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('mobile', 'text')
        .addColumn('mobile_verified', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('business_name', 'text')
        .addColumn('website_url', 'text')
        .addColumn('product', 'text')
        .addColumn('budget', 'text')
        .addColumn('already_gbp', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('charge_vat', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('extras', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('referral_code', 'text', (c) => c.notNull().unique())
        .addColumn('referrer', 'text')
        .addColumn('cid', 'text')
        .addColumn('is_staff', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();

      await table('auth_tokens')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('revoked_at', 'text')
        .execute();
      await db.schema.createIndex('auth_tokens_user').on('auth_tokens').column('user_id').execute();

      await table('otp_codes')
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('purpose', 'text', (c) => c.notNull())
        .addColumn('code_hash', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .addColumn('voided_at', 'text')
        .execute();
      await db.schema.createIndex('otp_codes_email_purpose').on('otp_codes').columns(['email', 'purpose']).execute();

      await table('outbox')
        .addColumn('to_address', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('sent_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('outbox_to').on('outbox').column('to_address').execute();

      await table('social_leads')
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('phone', 'text', (c) => c.notNull())
        .addColumn('business_name', 'text', (c) => c.notNull())
        .addColumn('website', 'text')
        .addColumn('platforms', 'text', (c) => c.notNull())
        .addColumn('monthly_budget', 'text', (c) => c.notNull())
        .addColumn('message', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await table('search_ads')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('mobile', 'text')
        .addColumn('business_name', 'text')
        .addColumn('business_url', 'text')
        .addColumn('locations', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('address', 'text')
        .addColumn('ad_details', 'text')
        .addColumn('keywords', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('competitors', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('setup'))
        .addColumn('plan', 'text')
        .addColumn('budget_cents', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('search_ads_user').on('search_ads').column('user_id').execute();

      await table('profiles')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('business_name', 'text')
        .addColumn('business_url', 'text')
        .addColumn('mobile', 'text')
        .addColumn('category', 'text')
        .addColumn('registration_number', 'text')
        .addColumn('description', 'text')
        .addColumn('image', 'text')
        .addColumn('certificate', 'text')
        .addColumn('address', 'text')
        .addColumn('zipcode', 'text')
        .addColumn('city', 'text')
        .addColumn('country', 'text')
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('setup'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('profiles_user').on('profiles').column('user_id').execute();

      await table('promo_codes')
        .addColumn('code', 'text', (c) => c.notNull().unique())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('percentage', 'integer')
        .addColumn('expires_at', 'text')
        .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await table('payments')
        .addColumn('reference', 'text', (c) => c.notNull().unique())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('product', 'text', (c) => c.notNull())
        .addColumn('ad_id', 'integer')
        .addColumn('profile_id', 'integer')
        .addColumn('amount_cents', 'integer', (c) => c.notNull())
        .addColumn('currency', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('plan', 'text')
        .addColumn('promo_id', 'integer')
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('metadata', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('paid_at', 'text')
        .execute();
      await db.schema.createIndex('payments_user').on('payments').column('user_id').execute();

      await table('performance_days')
        .addColumn('ad_id', 'integer', (c) => c.notNull().references('search_ads.id').onDelete('cascade'))
        .addColumn('date', 'text', (c) => c.notNull())
        .addColumn('clicks', 'integer', (c) => c.notNull())
        .addColumn('views', 'integer', (c) => c.notNull())
        .addColumn('spend_cents', 'integer', (c) => c.notNull())
        .addUniqueConstraint('performance_days_ad_date', ['ad_id', 'date'])
        .execute();

      await table('assets')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('storage_key', 'text', (c) => c.notNull().unique())
        .addColumn('content_type', 'text', (c) => c.notNull())
        .addColumn('size', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
    },
  };
}
