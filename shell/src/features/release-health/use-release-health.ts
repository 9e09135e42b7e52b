import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { apiBase } from '@adlaunch/session/api';
import { canaryEnded } from '../../lib/remotes/load-remote';
import { startReporting } from '../../lib/health-reports';

/** How long after the app's first render the reports start (and their speed library loads): off the page's start. */
const REPORTS_START_MS = 2000;

/**
 * Release health in the page (decision 030): reporting starts once the page is usable, and a visitor on
 * a canary that has ended is moved to the live release on their next page (a full load of it), instead
 * of going on with the ended version.
 */
export function useReleaseHealth() {
  useEffect(() => {
    const timer = setTimeout(() => startReporting(apiBase()), REPORTS_START_MS);
    return () => clearTimeout(timer);
  }, []);

  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    let live = true;
    canaryEnded().then(
      (ended) => live && ended && window.location.reload(),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [pathname]);
}
