import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { useSessionStore, type AuthView } from '@adlaunch/session';
import { AuthModal } from '../features/auth-modal/components/auth-modal';
import { queryClient } from '@adlaunch/session/queries';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

/** Renders inside a router at `path`, with a probe showing the current path. */
export function renderAt(ui: ReactElement, path = '/', userOptions?: Parameters<typeof userEvent.setup>[0]) {
  const user = userEvent.setup(userOptions);
  const utils = render(
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
  return { user, ...utils };
}

/** The modal as the shell shows it: mounted while the store says it is open. */
function ModalHost({ onSuccess }: { onSuccess?: () => void }) {
  const open = useSessionStore((s) => s.auth.open);
  return open ? <AuthModal onSuccess={onSuccess} /> : null;
}

export function renderAuthModal(
  options: {
    view?: AuthView;
    email?: string;
    path?: string;
    onSuccess?: () => void;
    userOptions?: Parameters<typeof userEvent.setup>[0];
  } = {},
) {
  useSessionStore.getState().openAuth(options.view ?? 'login', options.email);
  return renderAt(<ModalHost onSuccess={options.onSuccess} />, options.path ?? '/', options.userOptions);
}

export const currentPath = () => screen.getByTestId('location').textContent;

export function resetSession() {
  queryClient.clear();
  useSessionStore.setState(useSessionStore.getInitialState(), true);
  document.cookie = 'token=; Path=/; Max-Age=0';
  localStorage.clear();
}

export const tokenCookie = () =>
  document.cookie
    .split('; ')
    .find((c) => c.startsWith('token='))
    ?.slice('token='.length) ?? null;
