import { useSessionStore } from '@adlaunch/session';
import { api } from '@adlaunch/session/api';
import { useLoadOnOpen } from '@adlaunch/ui-kit';

const loadProfile = async () => useSessionStore.getState().setProfile((await api.getProfile()).profile);

/** Fetches the owner's latest profile into the session store when the wizard opens. */
export const useLoadProfile = () => useLoadOnOpen(loadProfile);
