import type { OrderState, WorkStatus } from '@adlaunch/shared';

export const AWAITING_OWNER = 'awaiting_owner';

/** Where an order stands for a move: its product status, or the staff hold on the owner. */
export const workStatusOf = (status: string, hold: string | null): WorkStatus =>
  (hold === AWAITING_OWNER ? AWAITING_OWNER : status) as WorkStatus;

/**
 * The queue's state of an order: the subscription's trouble first (past due, paused by billing,
 * ended), then the staff hold, then the product's own status.
 */
export function orderStateOf(status: string, hold: string | null, subscriptionStatus: string | null): OrderState {
  if (status === 'cancelled' || subscriptionStatus === 'cancelled') return 'cancelled';
  if (subscriptionStatus === 'past_due') return 'past_due';
  if (subscriptionStatus === 'paused' || status === 'paused') return 'paused';
  if (hold === AWAITING_OWNER) return 'awaiting_owner';
  switch (status) {
    case 'paid':
      return 'awaiting_setup';
    case 'in_review':
      return 'in_setup';
    case 'verification':
      return 'awaiting_verification';
    default:
      return 'live';
  }
}

export const isSetupState = (state: OrderState) => state === 'awaiting_setup' || state === 'in_setup';
