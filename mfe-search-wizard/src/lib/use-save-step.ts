import type { FieldValues, UseFormSetError } from 'react-hook-form';
import type { SaveSearchAdRequest, SearchStep } from '@adlaunch/shared';
import { api } from '@adlaunch/session/api';
import { getSearchAd, setSearchAd } from '@adlaunch/session/queries';
import { useStepSave } from '@adlaunch/ui-kit';

type StepPayload = SaveSearchAdRequest extends infer U ? (U extends unknown ? Omit<U, 'ads_id'> : never) : never;

/** Saves one step to the owner's ad (creating it on the first save) and moves on to `next`. */
export function useSaveSearchStep<F extends FieldValues = FieldValues>(next: SearchStep, setError?: UseFormSetError<F>) {
  return useStepSave<StepPayload, Awaited<ReturnType<typeof api.saveSearchAd>>, F>({
    save: (payload) => api.saveSearchAd({ ...payload, ads_id: getSearchAd()?.id ?? null } as SaveSearchAdRequest),
    saved: ({ search_ad }) => setSearchAd(search_ad),
    next,
    setError,
  });
}
