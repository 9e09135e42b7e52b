import { billingDay } from '@adlaunch/shared';

/**
 * Where billing reads the time: the billing day (South African, as `billingDay` gives it) and the moment.
 * Wired once (wiring.ts) and carried in the billing deps; a test moves the day with a clock of its own.
 */
export interface Clock {
  today(): string;
  now(): Date;
}

/** The real time: the server's clock and every ops command's. */
export const systemClock: Clock = { today: () => billingDay(), now: () => new Date() };
