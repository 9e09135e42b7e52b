import type { Location } from '../schemas/entities';
import type { StaffAdChangeRequest } from '../schemas/calls/staff-ad-changes';
import type { StaffOrderChangeAnswer } from '../schemas/calls/staff';

/**
 * A paid search ad's changes by staff (the campaigns role). Optional: a shell released before them lacks
 * them, and the order page then shows the ad without its editor.
 */
export interface StaffAdCalls {
  changeAd?(adId: number, change: StaffAdChangeRequest): Promise<StaffOrderChangeAnswer>;
  /** The location search the about step uses (`POST /v2/location-search`). */
  searchLocations?(term: string): Promise<{ list: Location[] }>;
}
