import { useDeferredValue } from 'react';

/**
 * Whether a query's answer is shown yet: true one deferred render after it arrived, which React does in
 * slices that give way, so the task that brought the answer renders only its loading line (decision 028).
 * A refetch keeps it true; another key still loading makes it false.
 */
export const useArrived = (query: { isSuccess: boolean }): boolean => useDeferredValue(query.isSuccess) && query.isSuccess;
