import { addDays, billingDay } from '@adlaunch/shared';

/** Monday to Friday of South African days (UTC+2); public holidays are not counted out (decision 039). */
const isWorkingDay = (day: string) => {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6;
};

/** Working days after the South African day of `since`, up to and including today's. */
export function workingDaysSince(since: string, at: Date = new Date()): number {
  const today = billingDay(at);
  let day = billingDay(since);
  let count = 0;
  // Capped: past a few weeks the exact count no longer matters to the mark.
  for (let i = 0; i < 60 && day < today; i++) {
    day = addDays(day, 1);
    if (isWorkingDay(day)) count++;
  }
  return count;
}

/**
 * The instant before which a wait is past `target` working days (ISO, comparable with stored stamps):
 * the start of the earliest South African day from which no more than `target` working days have passed.
 */
export function overdueBefore(target: number, at: Date = new Date()): string {
  let day = billingDay(at);
  while (workingDaysSince(`${addDays(day, -1)}T12:00:00+02:00`, at) <= target) day = addDays(day, -1);
  return new Date(`${day}T00:00:00+02:00`).toISOString();
}
