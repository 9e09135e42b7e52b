import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { captureReferral, referralCode } from '@adlaunch/session';

/** The stored referral code; a `?ref=` on the current page counts too (the shell stores it as well, this only avoids a race). */
export function useReferralCode(): string | null {
  const { search } = useLocation();
  const [code, setCode] = useState(() => referralCode());
  useEffect(() => {
    setCode(captureReferral(search) ?? referralCode());
  }, [search]);
  return code;
}
