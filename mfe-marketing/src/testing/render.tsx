import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { useSessionStore } from '@adlaunch/shared';

const initialSession = useSessionStore.getState();

/** Shows where the app navigated, so tests can assert on it. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** Renders a page inside a router at `path`, with a clean session and storage. */
export function renderPage(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  useSessionStore.setState(initialSession, true);
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
