import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { formatDay, formatMoney, PRICES } from '@adlaunch/shared';
import { now } from '../db/database';
import type { Database } from '../db/schema';
import { HttpError } from '../lib/http-error';
import { writeTransaction } from '../lib/transaction';
import { ENDED, lockSubscription, openInvoiceOf, ownerEmail, type BillingDeps, type SubscriptionRow } from './ledger-store';
import { tell } from './money-events';
import { toBilling, withVat } from './owner-wording';
import { priceNext } from './renewal-price';

export const CREDIT_MESSAGES = {
  notFound: 'There is no plan with that number.',
  ended: 'This plan has ended: a credit would come off no charge. Refund a payment instead.',
  granted: (stated: string) => `Credit of ${stated} given. The owner is told by email and on the dashboard.`,
} as const;

/**
 * The credit held (ex VAT, as `credit_cents` is) that is stated as `statedCents`: charges are stated incl.
 * VAT when the plan charges it, so finance types the figure the owner will read. Not every
 * figure in cents has an ex-VAT cent that rounds to it; the nearest one is held and its own figure stated.
 */
export function heldCreditOf(sub: Pick<SubscriptionRow, 'charge_vat'>, statedCents: number): number {
  if (sub.charge_vat !== 1) return statedCents;
  const guess = Math.round(statedCents / (1 + PRICES.vatRate));
  const candidates = [guess - 1, guess, guess + 1].filter((c) => c > 0);
  // On a tie the owner is given the cent more, never less than finance typed.
  return candidates.reduce((best, c) => (Math.abs(withVat(sub, c) - statedCents) <= Math.abs(withVat(sub, best) - statedCents) ? c : best));
}

export interface StaffCreditChange {
  subscriptionId: number;
  /** Held ex VAT, as `credit_cents`. */
  before: number;
  after: number;
  /** What the owner reads: incl. VAT when the plan charges it. */
  grantedCents: number;
  creditCents: number;
}

export interface StaffCreditInput {
  subscriptionId: number;
  /** Stated as charges are (incl. VAT when the plan charges VAT). */
  amountCents: number;
  /** Written for the owner: their email and billing history say it. */
  reason: string;
  /** Records who gave it, in the same transaction (the back office's action log). */
  record: (trx: Transaction<Database>, change: StaffCreditChange) => Promise<void>;
}

/**
 * A credit given by finance: added to the plan's credit under its lock, told once as a
 * `credited` money event (the dashboard's billing history and one email), and recorded by the caller,
 * all in one write transaction. It comes off the next charges as the renewal price takes any credit;
 * a credit larger than a charge carries over.
 */
export async function grantStaffCredit(
  db: Kysely<Database>,
  deps: Pick<BillingDeps, 'siteOrigin' | 'clock'>,
  input: StaffCreditInput,
): Promise<StaffCreditChange> {
  return writeTransaction(db, async (trx) => {
    const sub = await lockSubscription(trx, input.subscriptionId);
    if (!sub) throw new HttpError(404, CREDIT_MESSAGES.notFound);
    if (sub.status === ENDED) throw new HttpError(409, CREDIT_MESSAGES.ended);
    const held = heldCreditOf(sub, input.amountCents);
    const after = sub.credit_cents + held;
    await trx.updateTable('subscriptions').set({ credit_cents: after, updated_at: now() }).where('id', '=', sub.id).execute();
    const change: StaffCreditChange = {
      subscriptionId: sub.id,
      before: sub.credit_cents,
      after,
      grantedCents: withVat(sub, held),
      creditCents: withVat(sub, after),
    };
    const vat = sub.charge_vat === 1 ? ' (incl. VAT)' : '';
    const reason = input.reason.trim().replace(/[.\s]+$/, '');
    const more = await nextChargeSentence(trx, { ...sub, credit_cents: after });
    await tell(
      trx,
      {
        subscriptionId: sub.id,
        userId: sub.user_id,
        kind: 'credited',
        key: `staff-credit:${sub.id}:${randomUUID()}`,
        text: `We have given you a credit of ${formatMoney(change.grantedCents, 'ZAR')}${vat}: ${reason}. It comes off your next charges; what a charge does not use carries over.`,
        amountCents: change.grantedCents,
        email: {
          to: await ownerEmail(trx, sub),
          subject: 'a credit on your plan',
          heading: 'You have a credit',
          more: more ? [more] : [],
          action: toBilling(deps.siteOrigin, sub),
        },
      },
      deps.clock.today(),
    );
    await input.record(trx, change);
    return change;
  });
}

/** "Your next charge, on 27 Dec, is R1,150 (incl. VAT)", when the plan renews and nothing is owed already. */
async function nextChargeSentence(trx: Kysely<Database>, sub: SubscriptionRow): Promise<string | null> {
  if (sub.status !== 'active' || sub.cancel_at || (await openInvoiceOf(trx, sub.id))) return null;
  const next = await priceNext(trx, sub);
  const vat = sub.charge_vat === 1 ? ' (incl. VAT)' : '';
  return `Your next charge, on ${formatDay(sub.period_end)}, is ${formatMoney(next.amountCents, 'ZAR')}${vat}.`;
}
