import { adStatusSchema, profileStatusSchema } from '@adlaunch/shared/schemas';
import { OpsError, type OpsCommand } from '../cli';
import { now } from '../../db/database';

export const command: OpsCommand = {
  summary: 'Move a search ad or business profile to another status.',
  usage: [
    'Usage: npm run ops -- status <search|gbp> <id> <status>',
    `  search: ${adStatusSchema.options.join(', ')}`,
    `  gbp: ${profileStatusSchema.options.join(', ')}`,
  ].join('\n'),
  async run(args, { db, out }) {
    const [kind, rawId, status] = args;
    const id = Number(rawId);
    if ((kind !== 'search' && kind !== 'gbp') || !Number.isInteger(id) || id <= 0)
      throw new OpsError('Give search or gbp, an id and a status.');
    const schema = kind === 'search' ? adStatusSchema : profileStatusSchema;
    if (!schema.safeParse(status).success) throw new OpsError(`Unknown status "${status ?? ''}".`);
    const table = kind === 'search' ? 'search_ads' : 'profiles';
    const row = await db.selectFrom(table).select(['id', 'status']).where('id', '=', id).executeTakeFirst();
    if (!row) throw new OpsError(`No ${kind === 'search' ? 'search ad' : 'business profile'} with id ${id}.`);
    await db.updateTable(table).set({ status, updated_at: now() }).where('id', '=', id).execute();
    out(`${kind === 'search' ? 'Search ad' : 'Business profile'} ${id}: ${row.status} -> ${status}.`);
  },
};
