import { useNavigate } from 'react-router-dom';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { api, ApiError, errorMessage, gbpStepPath, useSessionStore, type GbpStep, type SaveProfileRequest } from '@adlaunch/shared';

type StepBody = SaveProfileRequest extends infer R ? (R extends unknown ? Omit<R, 'gbp_id'> : never) : never;

/** Saves one step on the owner's profile (creating it on the first save), then moves to the next step. */
export function useSaveStep<F extends FieldValues>(next: GbpStep, setError?: UseFormSetError<F>) {
  const navigate = useNavigate();
  return async (body: StepBody) => {
    const store = useSessionStore.getState();
    store.startLoading();
    try {
      const { profile } = await api.saveProfile({ ...body, gbp_id: store.profile?.id ?? null } as SaveProfileRequest);
      useSessionStore.getState().setProfile(profile);
      navigate(gbpStepPath(next));
    } catch (error) {
      if (error instanceof ApiError && setError) {
        for (const [field, messages] of Object.entries(error.fields)) {
          if (field in body && messages[0]) setError(field as Path<F>, { type: 'server', message: messages[0] });
        }
      }
      useSessionStore.getState().showError(errorMessage(error));
    } finally {
      useSessionStore.getState().stopLoading();
    }
  };
}
