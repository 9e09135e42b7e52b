import { useNavigate } from 'react-router-dom';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { gbpStepPath, type GbpStep, type SaveProfileRequest } from '@adlaunch/shared';
import { useSessionStore } from '@adlaunch/session';
import { api, ApiError } from '@adlaunch/session/api';
import { useStepSave } from '@adlaunch/ui-kit';

type StepBody = SaveProfileRequest extends infer R ? (R extends unknown ? Omit<R, 'gbp_id'> : never) : never;

/**
 * Saves one step on the owner's profile (the first save creates it) through the wizards' shared
 * save, then moves on. The server's per-field messages are also put on the fields.
 */
export function useSaveStep<F extends FieldValues>(next: GbpStep, setError?: UseFormSetError<F>) {
  const navigate = useNavigate();
  const stepSave = useStepSave();
  return (body: StepBody) =>
    stepSave(
      () =>
        api
          .saveProfile({ ...body, gbp_id: useSessionStore.getState().profile?.id ?? null } as SaveProfileRequest)
          .catch((error: unknown) => {
            if (error instanceof ApiError && setError) {
              for (const [field, messages] of Object.entries(error.fields)) {
                if (field in body && messages[0]) setError(field as Path<F>, { type: 'server', message: messages[0] });
              }
            }
            throw error;
          }),
      ({ profile }) => {
        useSessionStore.getState().setProfile(profile);
        navigate(gbpStepPath(next));
      },
    );
}
