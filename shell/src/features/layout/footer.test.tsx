import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@adlaunch/session';
import { renderAt, resetSession } from '../../testing/render';
import { Footer } from './footer';

jest.mock('@adlaunch/session/api', () => {
  const actual = jest.requireActual('@adlaunch/session/api');
  Object.assign(actual.api, { logout: jest.fn().mockResolvedValue({ message: 'ok' }) });
  return actual;
});

beforeEach(resetSession);

describe('the footer', () => {
  it('offers a visitor Get started and Login', async () => {
    renderAt(<Footer />, '/pricing');
    const nav = screen.getByRole('navigation', { name: 'Footer' });
    expect(within(nav).getByRole('link', { name: 'Get started' })).toBeInTheDocument();
    // A link to the served login page (it works without scripts); pressed in the app, it opens the dialog.
    const login = within(nav).getByRole('link', { name: 'Login' });
    expect(login).toHaveAttribute('href', '/login');
    await userEvent.click(login);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/pricing$/);
    expect(useSessionStore.getState().auth).toMatchObject({ open: true, view: 'login' });
    expect(within(nav).queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
  });

  it("offers a signed-in owner their dashboard and Log Out, not a visitor's links", async () => {
    useSessionStore.setState({ token: 't'.repeat(43) });
    renderAt(<Footer />, '/pricing');
    const nav = screen.getByRole('navigation', { name: 'Footer' });
    expect(within(nav).queryByRole('link', { name: 'Get started' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    // Log Out is a form that posts to the server without scripts; the app logs out in place.
    const form = within(nav).getByRole('button', { name: 'Log Out' }).closest('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/logout');
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    await userEvent.click(within(nav).getByRole('button', { name: 'Log Out' }));
    expect(useSessionStore.getState().token).toBeFalsy();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });
});

it("offers no owner's or visitor's way in on /staff (the header signs staff out)", () => {
  useSessionStore.setState({ token: 't'.repeat(43) });
  renderAt(<Footer />, '/staff/money');
  const nav = screen.getByRole('navigation', { name: 'Footer' });
  for (const name of ['Get started', 'Login', 'Dashboard', 'Log Out']) {
    expect(within(nav).queryByRole('link', { name }) ?? within(nav).queryByRole('button', { name })).not.toBeInTheDocument();
  }
  expect(within(nav).getByRole('link', { name: 'FAQs' })).toBeInTheDocument();
});
