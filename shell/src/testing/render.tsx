import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { useSessionStore } from '@adlaunch/session';
import { queryClient } from '@adlaunch/session/queries';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}${location.hash}`}</output>;
}

/** Renders inside a router at `path`, with a probe showing the current location. */
export function renderAt(ui: ReactElement, path = '/') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              {ui}
              <LocationProbe />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

export function resetSession() {
  queryClient.clear();
  useSessionStore.setState(useSessionStore.getInitialState(), true);
  document.cookie = 'token=; Path=/; Max-Age=0';
}
