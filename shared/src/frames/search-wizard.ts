import { searchStepPath } from '../constants/routes';
import { firstFilled, type FrameValues, type FrameValuesOf } from '../remotes/owner-frame';
import type { Account, AdDetails, Profile, SearchAd } from '../schemas/entities';
import { aboutSources } from './about';

/** Where the search ads about step's address comes from, best first: the campaign, the account, the business profile. */
export function searchAddressSources(
  ad: SearchAd | null | undefined,
  user: Account | null | undefined,
  profile: Profile | null | undefined,
) {
  const profileAddress = profile?.address ? [profile.address, profile.city, profile.zipcode].filter(Boolean).join(', ') : null;
  return [ad?.address, user?.address, profileAddress];
}

/**
 * The about step's fields as its form starts: each the first of its sources with text in it. The VAT
 * number field shows only under a "yes".
 */
function searchAboutValues(ad: SearchAd | null, user: Account, profile: Profile | null): FrameValues {
  const sources = { ...aboutSources(ad, user, profile), address: searchAddressSources(ad, user, profile) };
  const { vat_number, ...values } = Object.fromEntries(
    Object.entries(sources).map(([name, candidates]) => [name, firstFilled(candidates)]),
  );
  return values.charge_vat === 'yes' ? { ...values, vat_number } : values;
}

/** The ad text the details step starts with: the campaign's saved text, else empty fields. */
export function searchAdDetails(ad: SearchAd | null | undefined): AdDetails {
  const d = ad?.ad_details;
  return {
    headline_1: d?.headline_1 ?? '',
    headline_2: d?.headline_2 ?? '',
    headline_3: d?.headline_3 ?? '',
    desc_1: d?.desc_1 ?? '',
    desc_2: d?.desc_2 ?? '',
  };
}

/**
 * The pay step's fields known from the account: the receipt email. The plan's tick comes from the
 * browser (the plan picked on a pricing page), which the server cannot know, so a frame shows none.
 */
export const searchPayValues = (user: Account | null | undefined) => ({ email: user?.email ?? '' });

/** The search-wizard pages' served field values, by page path (decision 036). The keywords step's fields start empty. */
export const SEARCH_FRAME_VALUES: Record<string, FrameValuesOf> = {
  [searchStepPath('about')]: ({ searchAd, user, profile }) => searchAboutValues(searchAd, user, profile),
  [searchStepPath('details')]: ({ searchAd }) =>
    Object.fromEntries(Object.entries(searchAdDetails(searchAd)).map(([name, text]) => [`ad_details.${name}`, text])),
  [searchStepPath('pay')]: ({ user }) => searchPayValues(user),
};
