import { act, screen } from '@testing-library/react';
import { useSessionStore } from '@adlaunch/session';
import { renderAt, resetSession } from '../../testing/render';
import { AuthModalHost } from './auth-modal-host';

jest.mock('../../lib/remotes/remote-view', () => ({
  RemoteView: ({ remote, exposed }: { remote: string; exposed: string }) => <div role="dialog">{`${remote} ${exposed}`}</div>,
}));

beforeEach(resetSession);

it('opens the auth modal on the registration view for ?auth=register', () => {
  renderAt(<AuthModalHost />, '/pricing?auth=register');
  expect(screen.getByRole('dialog')).toHaveTextContent('mfe-auth ./AuthModal');
  expect(useSessionStore.getState().auth).toMatchObject({ open: true, view: 'register' });
});

it('opens the login view for any other value and drops the parameter on close', () => {
  renderAt(<AuthModalHost />, '/faqs?auth=login&ref=ABC');
  expect(useSessionStore.getState().auth.view).toBe('login');
  act(() => useSessionStore.getState().closeAuth());
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/faqs\?ref=ABC$/);
});
