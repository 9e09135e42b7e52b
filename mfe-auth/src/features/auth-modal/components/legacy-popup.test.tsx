import { act, screen, waitFor, within } from '@testing-library/react';
import { CONTACT } from '@adlaunch/shared';
import { useSessionStore } from '@adlaunch/session';
import { api, ApiError } from '@adlaunch/session/api';
import { redirectTo } from '../../../lib/redirect';
import { currentPath, renderAuthModal, resetSession } from '../../../testing/render';

jest.mock('../../../lib/redirect', () => ({ redirectTo: jest.fn() }));

const SESSION_URL = 'https://legacy.adlaunch.example/session/abc';

beforeEach(() => {
  resetSession();
  jest.restoreAllMocks();
  jest.mocked(redirectTo).mockClear();
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

async function openLegacy(path = '/pricing') {
  const rendered = renderAuthModal({ path, userOptions: { advanceTimers: jest.advanceTimersByTime } });
  await rendered.user.click(screen.getByRole('button', { name: 'Log in to the previous platform' }));
  return rendered;
}
const popup = () => screen.getByRole('dialog', { name: 'Previous platform login' });

async function logIn(user: Awaited<ReturnType<typeof openLegacy>>['user'], password = 'correct horse') {
  await user.type(within(popup()).getByLabelText('Email'), 'owner@example.com');
  await user.type(within(popup()).getByLabelText('Password'), password);
  await user.click(within(popup()).getByRole('button', { name: 'Log in to the previous platform' }));
}

describe('legacy popup', () => {
  it('logs in with a password, opens the session login and counts down from 8 seconds to it', async () => {
    const login = jest.spyOn(api, 'login').mockResolvedValue({ token: 'tok-legacy', verify_email: false });
    const sessionLogin = jest.spyOn(api, 'sessionLogin').mockResolvedValue({ url: SESSION_URL });
    const { user } = await openLegacy();
    expect(within(popup()).getByRole('link', { name: 'Use the previous platform’s own login page' })).toHaveAttribute(
      'href',
      CONTACT.legacyLoginUrl,
    );
    await logIn(user);

    expect(await within(popup()).findByRole('timer')).toHaveTextContent('8');
    expect(login).toHaveBeenCalledWith({ email: 'owner@example.com', password: 'correct horse' });
    expect(sessionLogin).toHaveBeenCalled();
    expect(useSessionStore.getState().token).toBe('tok-legacy');
    expect(within(popup()).getByRole('link', { name: 'Go now' })).toHaveAttribute('href', SESSION_URL);

    act(() => jest.advanceTimersByTime(3000));
    expect(screen.getByRole('timer')).toHaveTextContent('5');
    expect(redirectTo).not.toHaveBeenCalled();
    for (let i = 0; i < 5; i += 1) act(() => jest.advanceTimersByTime(1000));
    expect(redirectTo).toHaveBeenCalledWith(SESSION_URL);
  });

  it('stays on the page, never redirecting, when the owner chooses to stay', async () => {
    jest.spyOn(api, 'login').mockResolvedValue({ token: 'tok', verify_email: false });
    jest.spyOn(api, 'sessionLogin').mockResolvedValue({ url: SESSION_URL });
    const { user } = await openLegacy();
    await logIn(user);
    await user.click(await within(popup()).findByRole('button', { name: 'Stay here' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(20000));
    expect(redirectTo).not.toHaveBeenCalled();
  });

  it('shows a wrong password inside the popup, next to the password, and does not ask for a session', async () => {
    jest.spyOn(api, 'login').mockRejectedValue(new ApiError('Incorrect email or password.', 401));
    const sessionLogin = jest.spyOn(api, 'sessionLogin');
    const { user } = await openLegacy();
    await logIn(user, 'wrong password');

    expect(await within(popup()).findByRole('alert')).toHaveTextContent('Incorrect email or password.');
    expect(within(popup()).getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(within(popup()).getByLabelText('Password')).toHaveAccessibleDescription('Incorrect email or password.');
    expect(sessionLogin).not.toHaveBeenCalled();
    expect(useSessionStore.getState().error).toBeNull();
  });

  it('sends the owner home with the message when the session login fails', async () => {
    jest.spyOn(api, 'login').mockResolvedValue({ token: 'tok', verify_email: false });
    jest.spyOn(api, 'sessionLogin').mockRejectedValue(new ApiError('The previous platform is not available.', 502));
    const { user } = await openLegacy('/pricing');
    await logIn(user);

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(currentPath()).toBe('/');
    expect(useSessionStore.getState().error?.message).toBe('The previous platform is not available.');
    expect(redirectTo).not.toHaveBeenCalled();
  });

  it('offers a logged-in owner the session login at once, without the password form', async () => {
    useSessionStore.getState().signIn('tok-already');
    jest.spyOn(api, 'sessionLogin').mockResolvedValue({ url: SESSION_URL });
    const { user } = await openLegacy();
    expect(within(popup()).queryByLabelText('Password')).not.toBeInTheDocument();
    await user.click(within(popup()).getByRole('button', { name: 'Continue to the previous platform' }));
    expect(await within(popup()).findByRole('timer')).toHaveTextContent('8');
  });

  it('goes back to the login view', async () => {
    const { user } = await openLegacy();
    await user.click(within(popup()).getByRole('button', { name: 'Back to log in' }));
    expect(screen.getByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(20000));
    expect(redirectTo).not.toHaveBeenCalled();
  });
});
