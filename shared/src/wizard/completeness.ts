import type { GbpStep, SearchStep } from '../constants/routes';
import type { Profile, SearchAd } from '../schemas/entities';

const filled = (v: string | null | undefined) => Boolean(v && v.trim());

/**
 * product spec §4: the first step a search ad still needs, or 'pay' when every step is complete.
 * A missing ad starts at about.
 */
export function firstIncompleteSearchStep(ad: SearchAd | null | undefined): Exclude<SearchStep, 'status'> {
  if (!ad) return 'about';
  if (!filled(ad.mobile) || !filled(ad.businessName) || !filled(ad.businessUrl) || ad.locations.length === 0 || !filled(ad.address))
    return 'about';
  const d = ad.ad_details;
  if (!d || ![d.headline_1, d.headline_2, d.headline_3, d.desc_1, d.desc_2].every(filled)) return 'details';
  // Competitors are optional (an owner may know of none): keywords alone complete the step.
  if (ad.keywords.length === 0) return 'keywords';
  return 'pay';
}

export const isSearchAdComplete = (ad: SearchAd | null | undefined) => firstIncompleteSearchStep(ad) === 'pay';

/** The same check for the business profile wizard (about, business, address). */
export function firstIncompleteProfileStep(profile: Profile | null | undefined): Exclude<GbpStep, 'status'> {
  if (!profile) return 'about';
  const p = profile;
  // The registration number and certificate are optional: a sole proprietor has neither.
  if (![p.mobile, p.businessName, p.businessUrl, p.category].every(filled)) return 'about';
  if (![p.description, p.image].every(filled)) return 'business';
  if (![p.address, p.zipcode, p.city, p.country].every(filled)) return 'address';
  return 'pay';
}

export const isProfileComplete = (profile: Profile | null | undefined) => firstIncompleteProfileStep(profile) === 'pay';

/**
 * Where a wizard route may render: steps before the first incomplete one are open, later ones
 * redirect to it; the status step needs a paid (non-setup) item.
 */
export function allowedStep<S extends string>(
  requested: S | 'status',
  steps: readonly S[],
  firstIncomplete: S,
  status: string | null | undefined,
): S | 'status' {
  if (requested === 'status') return status && status !== 'setup' ? 'status' : firstIncomplete;
  if (status && status !== 'setup') return 'status';
  return steps.indexOf(requested) <= steps.indexOf(firstIncomplete) ? requested : firstIncomplete;
}
