import {
  firstIncompleteProfileStep,
  firstIncompleteSearchStep,
  gbpStepPath,
  ROUTES,
  searchStepPath,
  type Profile,
  type SearchAd,
} from '@adlaunch/shared';

/** Where a fresh login leads from the page it happened on (product spec §2); null means stay. */
export function destinationAfterAuth(pathname: string): string | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === ROUTES.pricing) return searchStepPath('about');
  if (path === ROUTES.gbpPricing) return gbpStepPath('about');
  return null;
}

/**
 * Where an owner who logged in on the marketing home page picks up: the dashboard once something is
 * paid, else the first step their campaign (then their business profile) still needs; null for
 * someone with neither, who stays on the home page.
 */
export function resumePath(ad: SearchAd | null, profile: Profile | null): string | null {
  if ((ad && ad.status !== 'setup') || (profile && profile.status !== 'setup')) return ROUTES.dashboard;
  if (ad) return searchStepPath(firstIncompleteSearchStep(ad));
  if (profile) return gbpStepPath(firstIncompleteProfileStep(profile));
  return null;
}

/** The owner's campaign and profile, read through the owner-data queries (loaded only now). */
export async function resumeDestination(): Promise<string | null> {
  const { queryClient, searchAdQuery, profileQuery } = await import('@adlaunch/session/queries');
  const [ad, profile] = await Promise.all([queryClient.fetchQuery(searchAdQuery), queryClient.fetchQuery(profileQuery)]);
  return resumePath(ad, profile);
}
