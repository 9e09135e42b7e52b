import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { useSessionStore } from '@adlaunch/session';

const initialSession = useSessionStore.getState();

/** Shows where the app navigated, so tests can assert on it. */
function LocationProbe() {
  const location = useLocation();
  return <span data-testid="location">{location.pathname + location.search}</span>;
}

interface RenderOptions {
  path?: string;
  /** localStorage entries to start with (e.g. the A/B variant or a referral code). */
  storage?: Record<string, string>;
  session?: Partial<typeof initialSession>;
}

/** Renders a page inside a router at `path`, with a clean session and storage. */
export function renderPage(ui: ReactElement, { path = '/', storage = {}, session = {} }: RenderOptions = {}) {
  localStorage.clear();
  for (const [key, value] of Object.entries(storage)) localStorage.setItem(key, value);
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
