import type { GbpStep, SaveProfileRequest } from '@adlaunch/shared';
import { api } from '@adlaunch/session/api';
import { getProfile, setProfile } from '@adlaunch/session/queries';
import { saveStepHook, type WithoutKey } from '@adlaunch/ui-kit';

/** Saves one step on the owner's profile (the first save creates it) and moves on to the step it names. */
export const useSaveStep = saveStepHook<GbpStep>()({
  save: (body: WithoutKey<SaveProfileRequest, 'gbp_id'>) =>
    api.saveProfile({ ...body, gbp_id: getProfile()?.id ?? null } as SaveProfileRequest),
  saved: ({ profile }) => setProfile(profile),
});
