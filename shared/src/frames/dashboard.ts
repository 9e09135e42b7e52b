import { ROUTES } from '../constants/routes';
import type { FramePartsOf } from '../remotes/owner-frame';
import type { SearchAd } from '../schemas/entities';

/** A search ad's statuses that have statistics to show: it has run. */
export const HAS_STATS: ReadonlySet<SearchAd['status']> = new Set<SearchAd['status']>(['active', 'paused', 'cancelled']);

/** The campaign whose statistics show unless the owner picks another: the newest running one, else the newest that ran. */
export function defaultStatsAd(ads: readonly SearchAd[]): SearchAd | null {
  return ads.find((a) => a.status === 'active') ?? ads.find((a) => HAS_STATS.has(a.status)) ?? null;
}

// The dashboard has no field values to serve: its one field, the statistics period, starts at 30 days
// for every owner, as the frame is rendered (decision 036).

/** The statistics period (`stats-period`) is served only to an owner with a campaign that has run: the app shows it to no one else. */
export const DASHBOARD_FRAME_PARTS: Record<string, FramePartsOf> = {
  [ROUTES.dashboard]: ({ searchAd, searchAds }) => ({ 'stats-period': defaultStatsAd(searchAds ?? (searchAd ? [searchAd] : [])) !== null }),
};
