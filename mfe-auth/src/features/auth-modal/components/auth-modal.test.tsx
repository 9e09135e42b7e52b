import { screen, waitFor } from '@testing-library/react';
import { useSessionStore } from '@adlaunch/session';
import { renderAt, resetSession } from '../../../testing/render';
import { AuthModal } from './auth-modal';

beforeEach(resetSession);

function Page() {
  const open = useSessionStore((s) => s.auth.open);
  return (
    <>
      <button type="button" onClick={() => useSessionStore.getState().openAuth('login')}>
        Log In
      </button>
      {open ? <AuthModal /> : null}
    </>
  );
}

describe('auth modal as a dialog', () => {
  it('is one labelled dialog that keeps focus inside and returns it on Escape', async () => {
    const { user } = renderAt(<Page />);
    const opener = screen.getByRole('button', { name: 'Log In' });
    await user.click(opener);

    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    for (let i = 0; i < 12; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('opens on the view the store asks for', async () => {
    useSessionStore.getState().openAuth('register');
    renderAt(<Page />);
    expect(await screen.findByRole('dialog', { name: 'Create your account' })).toBeInTheDocument();
  });
});
