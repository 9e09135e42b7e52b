import { useSessionStore } from '@adlaunch/shared';
import { api } from '@adlaunch/shared/api';
import { useLoadOnOpen } from '@adlaunch/shared/ui';

const loadProfile = async () => useSessionStore.getState().setProfile((await api.getProfile()).profile);

/** Fetches the owner's latest profile into the session store when the wizard opens. */
export const useLoadProfile = () => useLoadOnOpen(loadProfile);
