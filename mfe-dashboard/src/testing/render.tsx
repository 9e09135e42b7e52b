import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { useSessionStore } from '@adlaunch/session';
import { queryClient } from '@adlaunch/session/queries';

const initialSession = useSessionStore.getState();

/** Shows where the app navigated, so tests can assert on it. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** Renders at `path` with a fresh session store, optionally changed by `session`. */
export function renderAt(
  ui: ReactElement,
  { path = '/dashboard', session = {} }: { path?: string; session?: Partial<ReturnType<typeof useSessionStore.getState>> } = {},
) {
  queryClient.clear();
  useSessionStore.setState({ ...initialSession, ...session }, true);
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
