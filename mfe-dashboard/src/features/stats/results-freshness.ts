import { billingDay, type ResultsFreshness } from '@adlaunch/shared';

/** The names owners know the engines by. */
const ENGINE_NAMES = { google: 'Google', microsoft: 'Bing' } as const;

const DAY_MS = 86_400_000;
/** South African time (UTC+2, no daylight saving): the owner's clock. */
const saClock = (at: string) => {
  const local = new Date(Date.parse(at) + 2 * 3_600_000);
  return {
    hours: local.getUTCHours(),
    time: `${String(local.getUTCHours()).padStart(2, '0')}:${String(local.getUTCMinutes()).padStart(2, '0')}`,
  };
};
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

function when(at: string, now: Date): string {
  const { hours, time } = saClock(at);
  const ago = daysBetween(billingDay(at), billingDay(now));
  if (ago === 0) return `${hours < 12 ? 'this morning' : hours < 17 ? 'this afternoon' : 'this evening'} at ${time}`;
  if (ago === 1) return `yesterday at ${time}`;
  const day = billingDay(at);
  return `on ${Number(day.slice(8, 10))} ${MONTHS[Number(day.slice(5, 7)) - 1]} at ${time}`;
}

const joined = (names: string[]) => (names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}` : names[0]);

function age(at: string, now: Date): string {
  const ago = daysBetween(billingDay(at), billingDay(now));
  return ago <= 0 ? 'from earlier today' : ago === 1 ? 'from yesterday' : `from ${ago} days ago`;
}

/**
 * What the owner is told about how fresh their figures are: when they were last updated and from which
 * engines ("Updated this morning at 06:10 from Google and Bing."), and the truth about an engine whose
 * latest update failed ("Bing's figures are from 2 days ago.") or has not come yet. Empty when the ad
 * is linked to no engine (its figures are imported by hand).
 */
export function freshnessLines(results: ResultsFreshness | null | undefined, now: Date): string[] {
  if (!results?.engines.length) return [];
  const fresh = results.engines.filter((e) => !e.failing && e.updatedAt);
  const lines: string[] = [];
  if (fresh.length) {
    const latest = fresh.map((e) => e.updatedAt!).sort()[fresh.length - 1];
    lines.push(`Updated ${when(latest, now)} from ${joined(fresh.map((e) => ENGINE_NAMES[e.engine]))}.`);
  }
  for (const engine of results.engines) {
    const name = ENGINE_NAMES[engine.engine];
    if (engine.failing && engine.updatedAt)
      lines.push(`${name}'s figures are ${age(engine.updatedAt, now)}: its latest update did not come through.`);
    else if (engine.failing) lines.push(`${name}'s figures have not come through yet.`);
    else if (!engine.updatedAt) lines.push(`${name}'s figures arrive with the next daily update.`);
  }
  return lines;
}
