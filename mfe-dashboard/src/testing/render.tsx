import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { useSessionStore } from '@adlaunch/session';
import { queryClient } from '@adlaunch/session/queries';

const initialSession = useSessionStore.getState();
type QueryKey = Parameters<typeof queryClient.setQueryData>[0];

/** Shows where the app navigated, so tests can assert on it. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/**
 * Renders at `path` with a fresh session store, optionally changed by `session`, and an empty query
 * cache, or one holding `cached` answers (as the shell leaves it when the owner's data came first).
 */
export function renderAt(
  ui: ReactElement,
  {
    path = '/dashboard',
    session = {},
    cached = [],
  }: {
    path?: string;
    session?: Partial<ReturnType<typeof useSessionStore.getState>>;
    cached?: readonly (readonly [QueryKey, unknown])[];
  } = {},
) {
  queryClient.clear();
  // After the session: a new token empties the cache.
  useSessionStore.setState({ ...initialSession, ...session }, true);
  for (const [key, data] of cached) queryClient.setQueryData(key, data);
  return {
    user: userEvent.setup(),
    ...render(
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="*" element={ui} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>,
    ),
  };
}
