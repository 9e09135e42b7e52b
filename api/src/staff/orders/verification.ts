import type { Kysely } from 'kysely';
import { ROUTES, VERIFICATION_STEP_LABELS, type StaffAction, type StaffOrderRow, type VerificationStep } from '@adlaunch/shared';
import { now } from '../../db/database';
import type { Database } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { writeTransaction } from '../../lib/transaction';
import { renderEmail } from '../../mail/layout';
import { enqueueEmail } from '../../mail/outbox';
import { recordAction, type Actor } from '../staff-actions';
import { upsertWork } from './order-moves';
import { ORDER_NOT_FOUND } from './order-page';
import { orderRow } from './order-queue';

const VERIFICATION_MESSAGES = {
  notNow: 'Verification steps are set while the profile awaits verification (or is live).',
  same: 'The profile is already at that step.',
} as const;

/** Google's verification of a business profile, step by step: the owner's status answer shows it, and they are emailed each step. */
export async function setVerification(
  db: Kysely<Database>,
  actor: Actor,
  profileId: number,
  step: VerificationStep,
  noteForOwner: string | undefined,
  siteOrigin: string,
): Promise<{ order: StaffOrderRow; action: StaffAction }> {
  const action = await writeTransaction(db, async (trx) => {
    const profile = await trx
      .selectFrom('profiles')
      .select(['status', 'user_id', 'business_name'])
      .where('id', '=', profileId)
      .executeTakeFirst();
    if (!profile || profile.status === 'setup') throw new HttpError(404, ORDER_NOT_FOUND);
    if (profile.status !== 'verification' && profile.status !== 'live') throw new HttpError(409, VERIFICATION_MESSAGES.notNow);
    const work = await trx
      .selectFrom('order_work')
      .select('verification_step')
      .where('product', '=', 'gbp')
      .where('order_id', '=', profileId)
      .executeTakeFirst();
    const before = work?.verification_step ?? null;
    if (before === step) throw new HttpError(409, VERIFICATION_MESSAGES.same);
    const stamp = now();
    await upsertWork(trx, 'gbp', profileId, { verification_step: step, verification_at: stamp });
    const recorded = await recordAction(trx, actor, {
      action: 'verification',
      subject: { type: 'gbp', id: profileId },
      before: { step: before },
      after: { step, ...(noteForOwner ? { noteForOwner } : {}) },
    });
    if (noteForOwner)
      await trx
        .insertInto('order_notes')
        .values({ product: 'gbp', order_id: profileId, text: noteForOwner, at: stamp, staff_action_id: recorded.id })
        .execute();
    const owner = await trx.selectFrom('users').select('email').where('id', '=', profile.user_id).executeTakeFirstOrThrow();
    const label = VERIFICATION_STEP_LABELS[step];
    const email = await renderEmail({
      subject: `AdLaunch: Google verification of ${profile.business_name ?? 'your business profile'}`,
      preview: label,
      heading: 'Google verification',
      blocks: [`${label}.`, ...(noteForOwner ? [{ type: 'paragraph' as const, text: noteForOwner }] : [])],
      action: { label: 'Open your dashboard', url: `${siteOrigin.replace(/\/+$/, '')}${ROUTES.dashboard}` },
    });
    await enqueueEmail(trx, { kind: 'order-verification', to: owner.email, ...email });
    return recorded;
  });
  return { order: (await orderRow(db, 'gbp', profileId))!, action };
}
