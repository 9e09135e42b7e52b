import type { Kysely } from 'kysely';
import type { LeadState } from '@adlaunch/shared';
import { now } from '../../db/database';
import type { Database } from '../../db/schema';
import { writeTransaction } from '../../lib/transaction';
import { recordAction, type Actor } from '../staff-actions';
import { leadById, writeLeadState } from './lead-store';

/** Records a lead's answer and who gave it, with the change in the staff's history; false for no such lead. */
export async function answerLead(db: Kysely<Database>, actor: Actor, id: number, state: LeadState, note?: string): Promise<boolean> {
  return writeTransaction(db, async (trx) => {
    const before = await leadById(trx, id);
    if (!before) return false;
    await writeLeadState(trx, id, { state, answered_by: actor.name, answered_at: now() });
    await recordAction(trx, actor, {
      action: 'lead',
      subject: { type: 'lead', id },
      before: { state: before.state },
      after: { state },
      note: note || null,
    });
    return true;
  });
}
