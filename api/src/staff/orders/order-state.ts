import type { WorkStatus } from '@adlaunch/shared';

export const AWAITING_OWNER = 'awaiting_owner';

/** Where an order stands for a move: its product status, or the staff hold on the owner. */
export const workStatusOf = (status: string, hold: string | null): WorkStatus =>
  (hold === AWAITING_OWNER ? AWAITING_OWNER : status) as WorkStatus;
