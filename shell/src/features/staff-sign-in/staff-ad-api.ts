import * as s from '@adlaunch/shared/schemas';
import { STAFF_API, type StaffAdCalls } from '@adlaunch/shared';
import { staffCall } from './staff-client';

const AD_CHANGE_SCHEMAS = {
  'ad-text': s.staffAdTextRequestSchema,
  keywords: s.staffKeywordsRequestSchema,
  locations: s.staffLocationsRequestSchema,
} as const;

/** A search ad's changes by staff, each body checked by the owner's step schema before it is sent. */
export const staffAdCalls: Required<StaffAdCalls> = {
  changeAd: async (adId, change) =>
    staffCall(
      s.staffOrderChangeAnswerSchema,
      'POST',
      STAFF_API.orderAd(adId, change.part),
      AD_CHANGE_SCHEMAS[change.part].parse(change.body),
    ),
  searchLocations: (term) =>
    staffCall(
      s.locationSearchAnswerSchema,
      'POST',
      '/v2/location-search',
      s.locationSearchRequestSchema.parse({ locationTerm: term }),
      null,
    ),
};
