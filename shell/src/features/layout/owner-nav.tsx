import { useProfile, useSearchAd } from '@adlaunch/session/queries';
import { OwnerLinks } from './owner-links';

export function OwnerNav() {
  return <OwnerLinks adStatus={useSearchAd()?.status} profileStatus={useProfile()?.status} />;
}
