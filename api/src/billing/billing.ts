import type { Kysely, Transaction } from 'kysely';
import { monthlyDayText, type Subscription } from '@adlaunch/shared';
import type { Database } from '../db/schema';
import type { CardAuthorization, ProviderTransaction } from '../adapters/payments';
import type { PaymentRow } from '../payments/payment-store';
import { billDue } from './bill-due';
import { startCardUpdate, settleCardCheck } from './card-update';
import { chargeInvoice, settlePayment } from './charging';
import { startSubscription } from './ledger';
import { findSubscription, type BillingDeps, type SubscriptionRow } from './ledger-store';
import { cancellations, pastDue } from './operator-lists';
import { adToggled, cancel, undoCancel } from './owner-actions';
import { listForOwner, ownerSubscription, toSubscription } from './owner-view';

export type { BillingDeps, SubscriptionRow } from './ledger-store';
export { adToggled } from './owner-actions';
export { paidText } from './owner-wording';
export { renewalFigures, standardRenewalPrice } from './renewal-price';

/**
 * Recurring billing over one ledger (decisions 016 and 029), as plain functions in this folder:
 * renewal-price.ts (a period's price), ledger.ts (the transitions), charging.ts and bill-due.ts
 * (charging and settling), card-update.ts, owner-actions.ts (pause, cancel, undo), owner-wording.ts
 * (what the owner is told), owner-view.ts (the owner's view) and operator-lists.ts. This binds them
 * to one database and the wired deps (wiring.ts), for the routes, the scheduler and the ops commands.
 */
export function billingService(db: Kysely<Database>, deps: BillingDeps) {
  // A step given no day (a route, the webhook, the server's ledger) is on the wired clock's.
  const on = (day: string | undefined) => day ?? deps.clock.today();
  return {
    clock: deps.clock,
    find: (id: number) => findSubscription(db, id),
    toSubscription: (sub: SubscriptionRow, today?: string) => toSubscription(db, sub, on(today)),
    settlePayment: (payment: PaymentRow, tx: ProviderTransaction, today?: string) => settlePayment(db, deps, payment, tx, on(today)),
    chargeInvoice: (invoiceId: number, subscriptionId: number, today: string) => chargeInvoice(db, deps, invoiceId, subscriptionId, today),
    start: (trx: Transaction<Database>, payment: PaymentRow, card: CardAuthorization | null | undefined) =>
      startSubscription(trx, payment, card, deps.clock.today()),
    billDue: (today?: string) => billDue(db, deps, on(today)),
    listForOwner: (userId: number): Promise<Subscription[]> => listForOwner(db, userId, deps.clock.today()),
    ownerSubscription: (userId: number, id: number) => ownerSubscription(db, userId, id),
    cancel: (userId: number, id: number, today?: string) => cancel(db, deps, userId, id, on(today)),
    undoCancel: (userId: number, id: number, today?: string) => undoCancel(db, deps, userId, id, on(today)),
    /** The owner or staff paused or resumed a search ad: logged on the wired clock's day (owner-actions.ts). */
    adToggled: (trx: Transaction<Database>, adId: number, to: 'active' | 'paused') =>
      adToggled(trx, adId, to, deps.siteOrigin, deps.clock.today()),
    startCardUpdate: (userId: number, id: number, email: string) => startCardUpdate(db, deps, userId, id, email),
    settleCardCheck: (payment: PaymentRow, tx: ProviderTransaction) => settleCardCheck(db, deps, payment, tx),
    pastDue: () => pastDue(db),
    cancellations: () => cancellations(db),
    monthlyText: (sub: SubscriptionRow) => monthlyDayText(sub.anchor_day),
  };
}

export type BillingService = ReturnType<typeof billingService>;
