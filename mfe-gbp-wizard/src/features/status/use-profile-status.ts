import { useEffect, useState } from 'react';
import { LIMITS, type ProfileStatus } from '@adlaunch/shared';
import { useSessionStore } from '@adlaunch/session';
import { api } from '@adlaunch/session/api';

/** Polls the profile's status every LIMITS.statusPollMs while the page is open; failures just wait for the next poll. */
export function useProfileStatus(id: number | undefined, initial: ProfileStatus | undefined, intervalMs: number = LIMITS.statusPollMs) {
  const [status, setStatus] = useState<ProfileStatus | undefined>(initial);

  useEffect(() => {
    if (!id) return;
    let live = true;
    const poll = () =>
      api.profileStatus(id).then(
        ({ status: next }) => {
          if (!live) return;
          setStatus(next as ProfileStatus);
          // The header's links depend on the stored profile's status.
          const { profile, setProfile } = useSessionStore.getState();
          if (profile?.id === id && profile.status !== next) setProfile({ ...profile, status: next as ProfileStatus });
        },
        () => undefined,
      );
    void poll();
    const timer = setInterval(poll, intervalMs);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [id, intervalMs]);

  return status;
}
