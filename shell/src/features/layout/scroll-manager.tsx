import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { LIMITS } from '@adlaunch/shared';

/** Scroll to top on navigation; with a hash, smooth-scroll to it after 500 ms (the remote may still be rendering). */
export function ScrollManager() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (!hash) {
      window.scrollTo(0, 0);
      return;
    }
    const timer = setTimeout(() => {
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    }, LIMITS.smoothScrollDelayMs);
    return () => clearTimeout(timer);
  }, [pathname, hash]);
  return null;
}
