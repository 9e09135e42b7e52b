import { api } from '@adlaunch/session/api';
import { setSearchAd, useOwnerMutation } from '@adlaunch/session/queries';

/** Pauses or resumes the running campaign and keeps the owner's cached ad in step. */
export function useToggleSearchAd() {
  const mutation = useOwnerMutation({
    mutationFn: (newState: 'active' | 'paused') => api.toggleSearchAd({ new_state: newState }),
    onSuccess: ({ search_ad }) => {
      if (search_ad) setSearchAd(search_ad);
    },
  });
  /** Answers whether it worked; a failure is shown in the page's banner. */
  return (newState: 'active' | 'paused') =>
    mutation.mutateAsync(newState).then(
      () => true,
      () => false,
    );
}
