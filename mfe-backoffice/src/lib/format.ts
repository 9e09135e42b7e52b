import { formatMoney, PLANS, searchPlan, type PlanId } from '@adlaunch/shared';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How long since `iso`, in the largest two units a person reads at a glance ("3 d 4 h", "5 h 10 min", "12 min"). */
export function waited(iso: string, now: number = Date.now()): string {
  const ms = Math.max(0, now - new Date(iso).getTime());
  if (ms >= DAY) return `${Math.floor(ms / DAY)} d ${Math.floor((ms % DAY) / HOUR)} h`;
  if (ms >= HOUR) return `${Math.floor(ms / HOUR)} h ${Math.floor((ms % HOUR) / MINUTE)} min`;
  return `${Math.floor(ms / MINUTE)} min`;
}

/** A moment as staff in South Africa read it. */
export const when = (iso: string) =>
  new Date(iso).toLocaleString('en-ZA', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Africa/Johannesburg' });

export const day = (iso: string) => new Date(iso).toLocaleDateString('en-ZA', { dateStyle: 'medium', timeZone: 'Africa/Johannesburg' });

export const rand = (cents: number) => formatMoney(cents, 'ZAR');

export const PRODUCT_LABELS = { search_ads: 'Search ads', gbp: 'Business profile' } as const;

/** A plan as people name it (`plan_03` is Essentials), with its id for the provider's records. */
export const planName = (plan: string | null) =>
  plan === null ? '–' : plan in PLANS ? `${searchPlan(plan as PlanId).name} (${plan})` : plan;

/** The engines as staff name them. */
export const ENGINE_LABELS = { google: 'Google Ads', microsoft: 'Microsoft Advertising' } as const;
