import { NavLink } from 'react-router-dom';
import { ROUTES } from '@adlaunch/shared';

/** Search Ads: the wizard while the ad is being set up (or absent), the dashboard once it is paid. */
export function searchAdsTarget(status: string | undefined): string {
  return !status || status === 'setup' ? ROUTES.searchAdsAbout : `${ROUTES.dashboard}?search`;
}
export function profileTarget(status: string | undefined): string {
  return !status || status === 'setup' ? `${ROUTES.setupGbp}/about` : ROUTES.dashboard;
}

/** A logged-in owner's links; without statuses (still loading) each product leads to its setup. */
export function OwnerLinks({ adStatus, profileStatus }: { adStatus?: string; profileStatus?: string }) {
  return (
    <>
      <li>
        <NavLink to={searchAdsTarget(adStatus)}>Search Ads</NavLink>
      </li>
      <li>
        <NavLink to={profileTarget(profileStatus)}>Google Business Profile</NavLink>
      </li>
      <li>
        <NavLink to={ROUTES.social}>Social Media Ads</NavLink>
      </li>
      <li>
        <NavLink to={ROUTES.dashboard} end>
          Dashboard
        </NavLink>
      </li>
    </>
  );
}
