import { Link, useLocation } from 'react-router-dom';
import { ROUTES } from '@adlaunch/shared';

/** Search Ads: the wizard while the ad is being set up (or absent), the dashboard once it is paid. */
export function searchAdsTarget(status: string | undefined): string {
  return !status || status === 'setup' ? ROUTES.searchAdsAbout : `${ROUTES.dashboard}?search`;
}
export function profileTarget(status: string | undefined): string {
  return !status || status === 'setup' ? `${ROUTES.setupGbp}/about` : ROUTES.dashboard;
}

type OwnerLink = 'search' | 'profile' | 'social' | 'dashboard';

/**
 * The one link that names the current page. Two links may lead to /dashboard (a paid product and the
 * dashboard itself), so matching their targets would mark several: a product is current in its wizard
 * (and Search Ads on /dashboard?search), the dashboard everywhere else on /dashboard.
 */
export function currentOwnerLink(pathname: string, search: string): OwnerLink | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path.startsWith(ROUTES.setupSearch) || (path === ROUTES.dashboard && new URLSearchParams(search).has('search'))) return 'search';
  if (path.startsWith(ROUTES.setupGbp)) return 'profile';
  if (path === ROUTES.social) return 'social';
  if (path === ROUTES.dashboard) return 'dashboard';
  return null;
}

/** A logged-in owner's links; without statuses (still loading) each product leads to its setup. */
export function OwnerLinks({ adStatus, profileStatus }: { adStatus?: string; profileStatus?: string }) {
  const { pathname, search } = useLocation();
  const current = currentOwnerLink(pathname, search);
  const links: { key: OwnerLink; to: string; label: string }[] = [
    { key: 'search', to: searchAdsTarget(adStatus), label: 'Search Ads' },
    { key: 'profile', to: profileTarget(profileStatus), label: 'Google Business Profile' },
    { key: 'social', to: ROUTES.social, label: 'Social Media Ads' },
    { key: 'dashboard', to: ROUTES.dashboard, label: 'Dashboard' },
  ];
  return (
    <>
      {links.map((link) => (
        <li key={link.key}>
          <Link to={link.to} aria-current={current === link.key ? 'page' : undefined}>
            {link.label}
          </Link>
        </li>
      ))}
    </>
  );
}
