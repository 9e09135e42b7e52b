import { act, screen, waitFor, within } from '@testing-library/react';
import { MESSAGES } from '@adlaunch/shared';
import { useSessionStore } from '@adlaunch/session';
import { api, ApiError } from '@adlaunch/session/api';
import { currentPath, renderAuthModal, resetSession, tokenCookie } from '../../../testing/render';

beforeEach(() => {
  resetSession();
  jest.restoreAllMocks();
  // A login on the home page looks for a campaign to pick up (login-flow.test.tsx): these owners have none.
  jest.spyOn(api, 'getSearchAd').mockResolvedValue({ search_ad: null });
  jest.spyOn(api, 'getProfile').mockResolvedValue({ profile: null });
});

const dialog = () => screen.getByRole('dialog', { name: 'Log in' });

describe('login view', () => {
  it('shows the email and password messages only after each field is touched', async () => {
    const { user } = renderAuthModal();
    expect(screen.queryByText(MESSAGES.required)).not.toBeInTheDocument();

    await user.click(screen.getByLabelText('Email'));
    await user.tab();
    expect(await screen.findByText(MESSAGES.required)).toBeVisible();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(MESSAGES.password)).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Email'), 'not-an-address');
    expect(await screen.findByText(MESSAGES.email)).toBeVisible();

    await user.click(screen.getByLabelText('Password'));
    await user.tab();
    expect(await screen.findByText(MESSAGES.password)).toBeVisible();
    await user.type(screen.getByLabelText('Password'), 'abcde');
    expect(screen.getByText(MESSAGES.password)).toBeVisible();
    await user.type(screen.getByLabelText('Password'), 'f');
    await waitFor(() => expect(screen.queryByText(MESSAGES.password)).not.toBeInTheDocument());
  });

  it('does not call the server with invalid values', async () => {
    const login = jest.spyOn(api, 'login');
    const { user } = renderAuthModal();
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText(MESSAGES.required)).toBeVisible();
    expect(screen.getByText(MESSAGES.password)).toBeVisible();
    expect(login).not.toHaveBeenCalled();
  });

  it('logs in, keeps the token, remembers the email and closes the modal', async () => {
    const login = jest.spyOn(api, 'login').mockResolvedValue({ token: 'tok-123', verify_email: false });
    const onSuccess = jest.fn();
    const { user } = renderAuthModal({ onSuccess });
    await user.type(screen.getByLabelText('Email'), ' Owner@Example.com ');
    await user.type(screen.getByLabelText('Password'), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Log In' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(login).toHaveBeenCalledWith({ email: 'owner@example.com', password: 'secret-password' });
    expect(useSessionStore.getState().token).toBe('tok-123');
    expect(tokenCookie()).toBe('tok-123');
    expect(localStorage.getItem('email')).toBe('owner@example.com');
    expect(onSuccess).toHaveBeenCalled();
    expect(currentPath()).toBe('/');
    expect(useSessionStore.getState().pending).toBe(0);
  });

  it.each([
    ['/pricing', '/setup-search/about'],
    ['/google-business-profile-pricing', '/setup-gbp/about'],
    ['/how-it-works', '/how-it-works'],
  ])('after a login on %s the user lands on %s', async (from, to) => {
    jest.spyOn(api, 'login').mockResolvedValue({ token: 'tok', verify_email: false });
    const { user } = renderAuthModal({ path: from });
    await user.type(screen.getByLabelText('Email'), 'owner@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(currentPath()).toBe(to);
  });

  it('moves to verify-email when the server asks for verification', async () => {
    jest.spyOn(api, 'login').mockResolvedValue({ token: null, verify_email: true });
    const { user } = renderAuthModal();
    await user.type(screen.getByLabelText('Email'), 'new@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Log In' }));

    const verify = await screen.findByRole('dialog', { name: 'Verify your email address' });
    expect(within(verify).getByLabelText('Email')).toBeDisabled();
    expect(within(verify).getByLabelText('Email')).toHaveValue('new@example.com');
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('shows a wrong password inside the dialog, next to the password, announced, and not in the banner behind it', async () => {
    jest.spyOn(api, 'login').mockRejectedValue(new ApiError('Incorrect email or password.', 401));
    const { user } = renderAuthModal();
    await user.type(screen.getByLabelText('Email'), 'owner@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Log In' }));

    const alert = await within(dialog()).findByRole('alert');
    expect(alert).toHaveTextContent('Incorrect email or password.');
    const password = within(dialog()).getByLabelText('Password');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription('Incorrect email or password.');
    expect(within(dialog()).getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
    expect(useSessionStore.getState().error).toBeNull();
    expect(useSessionStore.getState().token).toBeNull();
    expect(useSessionStore.getState().pending).toBe(0);

    // Typing a new password clears the refusal; the next login succeeds and closes the dialog.
    jest.spyOn(api, 'login').mockResolvedValue({ token: 'tok', verify_email: false });
    await user.clear(password);
    await user.type(password, 'the-right-password');
    await waitFor(() => expect(within(dialog()).queryByRole('alert')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('clears an earlier banner error and confirms the login on the page when the dialog succeeds', async () => {
    jest.spyOn(api, 'login').mockResolvedValue({ token: 'tok', verify_email: false });
    useSessionStore.getState().showError('We ran into an error.');
    const { user } = renderAuthModal();
    await user.type(screen.getByLabelText('Email'), 'owner@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(useSessionStore.getState().error).toBeNull();
    expect(useSessionStore.getState().notice?.message).toBe('You are logged in.');
  });

  it('leads to registration, password reset, the code login and the legacy popup', async () => {
    const { user } = renderAuthModal({ email: 'owner@example.com' });
    await user.click(screen.getByRole('button', { name: 'Create an account' }));
    expect(screen.getByRole('dialog', { name: 'Create your account' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    await user.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    expect(screen.getByRole('dialog', { name: 'Reset your password' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('owner@example.com');
    await user.click(screen.getByRole('button', { name: 'Back to log in' }));

    await user.clear(screen.getByLabelText('Email'));
    await user.click(screen.getByRole('button', { name: 'Email me a code' }));
    expect(screen.getByRole('dialog', { name: 'Log in with an emailed code' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to log in' }));

    await user.click(screen.getByRole('button', { name: 'Log in to the previous platform' }));
    expect(screen.getByRole('dialog', { name: 'Previous platform login' })).toBeInTheDocument();
  });

  it('closes with Escape and with the close button', async () => {
    const { user } = renderAuthModal();
    expect(dialog()).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(useSessionStore.getState().auth.open).toBe(false);

    act(() => useSessionStore.getState().openAuth('login'));
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('prefills the email remembered from an earlier visit', () => {
    localStorage.setItem('email', 'back@example.com');
    renderAuthModal();
    expect(screen.getByLabelText('Email')).toHaveValue('back@example.com');
  });
});
