import { gbpStepPath, ROUTES, searchStepPath } from '@adlaunch/shared';

/** Where a fresh login leads from the page it happened on (product spec §2); null means stay. */
export function destinationAfterAuth(pathname: string): string | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === ROUTES.pricing) return searchStepPath('about');
  if (path === ROUTES.gbpPricing) return gbpStepPath('about');
  return null;
}
