import { useCallback, useEffect, useState } from 'react';
import { clientId, loadApi, storage } from '@adlaunch/session';
import { STORAGE_KEYS } from '@adlaunch/shared';

const RECHECK_MS = 60_000;
/**
 * The first check waits until the page has settled: it loads the API client and its schemas, which
 * must not compete with the page's own code on a slow phone.
 */
export const FIRST_CHECK_DELAY_MS = 8000;

/**
 * Product spec §4: a first visit only stores the version; a later difference offers a refresh.
 * Rechecked every minute and when the tab becomes visible, so an open page learns of a release.
 */
export function useVersionCheck() {
  const [newVersion, setNewVersion] = useState<string | null>(null);

  const check = useCallback(async () => {
    try {
      const { api } = await loadApi();
      const { version } = await api.versionCheck({ cid: clientId() });
      const stored = storage.get(STORAGE_KEYS.appVersion);
      if (!stored) storage.set(STORAGE_KEYS.appVersion, version);
      else if (stored !== version) setNewVersion(version);
    } catch {
      // A failed check is retried on the next tick; it never blocks the page.
    }
  }, []);

  useEffect(() => {
    const first = setTimeout(check, FIRST_CHECK_DELAY_MS);
    const timer = setInterval(check, RECHECK_MS);
    const onVisible = () => document.visibilityState === 'visible' && void check();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [check]);

  const refresh = useCallback(() => {
    if (newVersion) storage.set(STORAGE_KEYS.appVersion, newVersion);
    window.location.reload();
  }, [newVersion]);

  return { newVersion, refresh, dismiss: () => setNewVersion(null) };
}
