import { useNavigate } from 'react-router-dom';
import { searchStepPath, type SaveSearchAdRequest, type SearchStep } from '@adlaunch/shared';
import { useSessionStore } from '@adlaunch/session';
import { api } from '@adlaunch/session/api';
import { useStepSave } from '@adlaunch/ui-kit';

type StepPayload = SaveSearchAdRequest extends infer U ? (U extends unknown ? Omit<U, 'ads_id'> : never) : never;

/** Saves one step to the owner's ad (creating it on the first save) and moves on to `next`. */
export function useSaveSearchStep(next: SearchStep) {
  const run = useStepSave();
  const navigate = useNavigate();
  return (payload: StepPayload) =>
    run(
      () => api.saveSearchAd({ ...payload, ads_id: useSessionStore.getState().searchAd?.id ?? null } as SaveSearchAdRequest),
      ({ search_ad }) => {
        useSessionStore.getState().setSearchAd(search_ad);
        navigate(searchStepPath(next));
      },
    );
}
