import { api } from '@adlaunch/session/api';
import { ownerKeys, queryClient, updateSearchAd, useOwnerMutation } from '@adlaunch/session/queries';

/**
 * Pauses or resumes the campaign `adId` (the one the owner picked) and keeps the cached campaigns in step;
 * the plan's next charge depends on it (decision 029), so the billing is read again.
 */
export function useToggleSearchAd(adId: number) {
  const mutation = useOwnerMutation({
    mutationFn: (newState: 'active' | 'paused') => api.toggleSearchAd({ new_state: newState, ads_id: adId }),
    onSuccess: ({ search_ad }) => {
      if (search_ad) updateSearchAd(search_ad);
      void queryClient.invalidateQueries({ queryKey: ownerKeys.subscriptions });
    },
  });
  /** Answers whether it worked; a failure is shown in the page's banner. */
  return (newState: 'active' | 'paused') =>
    mutation.mutateAsync(newState).then(
      () => true,
      () => false,
    );
}
