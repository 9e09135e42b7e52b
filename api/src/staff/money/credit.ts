import type { Kysely } from 'kysely';
import type { StaffCreditAnswer, StaffOwnerPlansAnswer } from '@adlaunch/shared';
import type { Database } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import type { BillingService } from '../../billing/billing';
import type { Clock } from '../../billing/clock';
import { CREDIT_MESSAGES, grantStaffCredit } from '../../billing/staff-credit';
import { formatMoney } from '@adlaunch/shared';
import { recordAction, type Actor } from '../staff-actions';

/** An owner's plans as their dashboard states them, to choose the one a credit goes to. */
export async function ownerPlans(db: Kysely<Database>, billing: BillingService, email: string): Promise<StaffOwnerPlansAnswer> {
  const user = await db.selectFrom('users').select(['id', 'email']).where('email', '=', email.trim().toLowerCase()).executeTakeFirst();
  if (!user) throw new HttpError(404, 'No owner has that email address.', { email: ['No owner has that email address.'] });
  const plans = await billing.listForOwner(user.id);
  return {
    email: user.email,
    plans: plans.map((p) => ({
      subscriptionId: p.id,
      label: p.label,
      status: p.status,
      chargeVAT: p.chargeVAT,
      creditCents: p.creditCents,
      nextChargeOn: p.nextChargeOn,
      nextChargeCents: p.nextChargeCents,
    })),
  };
}

/** A credit by finance: billing's `grantStaffCredit`, recorded as this person's action in its transaction. */
export async function creditByStaff(
  db: Kysely<Database>,
  deps: { siteOrigin: string; clock: Clock },
  actor: Actor,
  input: { subscriptionId: number; amountCents: number; reason: string },
): Promise<StaffCreditAnswer> {
  const change = await grantStaffCredit(db, deps, {
    ...input,
    record: async (trx, c) => {
      await recordAction(trx, actor, {
        action: 'credit',
        subject: { type: 'subscription', id: c.subscriptionId },
        before: { creditCents: c.before },
        after: { creditCents: c.after, grantedCents: c.grantedCents },
        note: input.reason,
      });
    },
  });
  return {
    subscriptionId: change.subscriptionId,
    grantedCents: change.grantedCents,
    creditCents: change.creditCents,
    message: CREDIT_MESSAGES.granted(formatMoney(change.grantedCents, 'ZAR')),
  };
}
