import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { preparedQuery, type Param } from '../lib/prepared-query';

/** Every authenticated request's read: built once (lib/prepared-query.ts). */
export const sessionOfHash = preparedQuery((db: Kysely<Database>, param: Param<{ tokenHash: string }>) =>
  db
    .selectFrom('auth_tokens')
    .innerJoin('users', 'users.id', 'auth_tokens.user_id')
    .selectAll('users')
    .select(['auth_tokens.expires_at as token_expires_at', 'auth_tokens.revoked_at as token_revoked_at'])
    .where('auth_tokens.token_hash', '=', param('tokenHash')),
);
