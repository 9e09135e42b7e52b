import type { FieldValues, UseFormSetError } from 'react-hook-form';
import type { GbpStep, SaveProfileRequest } from '@adlaunch/shared';
import { api } from '@adlaunch/session/api';
import { getProfile, setProfile } from '@adlaunch/session/queries';
import { useStepSave } from '@adlaunch/ui-kit';

type StepBody = SaveProfileRequest extends infer R ? (R extends unknown ? Omit<R, 'gbp_id'> : never) : never;

/** Saves one step on the owner's profile (the first save creates it) and moves on to `next`. */
export function useSaveStep<F extends FieldValues = FieldValues>(next: GbpStep, setError?: UseFormSetError<F>) {
  return useStepSave<StepBody, Awaited<ReturnType<typeof api.saveProfile>>, F>({
    save: (body) => api.saveProfile({ ...body, gbp_id: getProfile()?.id ?? null } as SaveProfileRequest),
    saved: ({ profile }) => setProfile(profile),
    next,
    setError,
  });
}
