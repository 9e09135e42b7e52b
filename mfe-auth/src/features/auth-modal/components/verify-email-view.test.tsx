import { screen, waitFor } from '@testing-library/react';
import { MESSAGES } from '@adlaunch/shared';
import { useSessionStore } from '@adlaunch/session';
import { api, ApiError } from '@adlaunch/session/api';
import { currentPath, renderAuthModal, resetSession, tokenCookie } from '../../../testing/render';

beforeEach(() => {
  resetSession();
  jest.restoreAllMocks();
});

describe('verify-email and verified views', () => {
  it('shows the address in a disabled field and the OTP message after touch', async () => {
    const { user } = renderAuthModal({ view: 'verify-email', email: 'thandi@example.com' });
    expect(screen.getByLabelText('Email')).toBeDisabled();
    expect(screen.getByLabelText('Email')).toHaveValue('thandi@example.com');
    expect(screen.queryByText(MESSAGES.otp)).not.toBeInTheDocument();

    await user.click(screen.getByLabelText('Verification code (OTP)'));
    await user.tab();
    expect(await screen.findByText(MESSAGES.otp)).toBeVisible();
    await user.type(screen.getByLabelText('Verification code (OTP)'), 'AB1');
    expect(screen.getByText(MESSAGES.otp)).toBeVisible();
    await user.type(screen.getByLabelText('Verification code (OTP)'), 'C2');
    await waitFor(() => expect(screen.queryByText(MESSAGES.otp)).not.toBeInTheDocument());
  });

  it('verifies, logs in, shows the verified view and continues to the search wizard from /pricing', async () => {
    const verifyUser = jest.spyOn(api, 'verifyUser').mockResolvedValue({ token: 'fresh-token' });
    const onSuccess = jest.fn();
    const { user } = renderAuthModal({ view: 'verify-email', email: 'thandi@example.com', path: '/pricing', onSuccess });
    await user.type(screen.getByLabelText('Verification code (OTP)'), 'ab1c2');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByRole('dialog', { name: 'Email verified' })).toBeInTheDocument();
    expect(verifyUser).toHaveBeenCalledWith({ otp: 'AB1C2', emailAddress: 'thandi@example.com', verificationType: 'email' });
    expect(useSessionStore.getState().token).toBe('fresh-token');
    expect(tokenCookie()).toBe('fresh-token');
    expect(screen.getByRole('status')).toHaveTextContent('verified');

    await user.click(screen.getByRole('button', { name: 'Continue to set-up' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(currentPath()).toBe('/setup-search/about');
    expect(onSuccess).toHaveBeenCalled();
  });

  it('stays on other pages after verification', async () => {
    jest.spyOn(api, 'verifyUser').mockResolvedValue({ token: 't' });
    const { user } = renderAuthModal({ view: 'verify-email', email: 'thandi@example.com', path: '/faqs' });
    await user.type(screen.getByLabelText('Verification code (OTP)'), 'ABCDE');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(currentPath()).toBe('/faqs');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('reports a wrong code in the banner and keeps the user logged out', async () => {
    jest.spyOn(api, 'verifyUser').mockRejectedValue(new ApiError('That code is wrong or has expired.', 400));
    const { user } = renderAuthModal({ view: 'verify-email', email: 'thandi@example.com' });
    await user.type(screen.getByLabelText('Verification code (OTP)'), 'ABCDE');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(useSessionStore.getState().error?.message).toBe('That code is wrong or has expired.'));
    expect(useSessionStore.getState().token).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Verify your email address' })).toBeInTheDocument();
  });

  it('sends a new code by repeating the password login of the unverified account', async () => {
    const login = jest.spyOn(api, 'login').mockResolvedValue({ token: null, verify_email: true });
    const { user } = renderAuthModal();
    await user.type(screen.getByLabelText('Email'), 'thandi@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    await user.click(await screen.findByRole('button', { name: 'Send a new code' }));

    expect(await screen.findByRole('status')).toHaveTextContent('We sent a new code to thandi@example.com.');
    expect(login).toHaveBeenCalledTimes(2);
    expect(login).toHaveBeenLastCalledWith({ email: 'thandi@example.com', password: 'correct horse' });
  });

  it('offers a new login when it has no credentials to ask for a code with', async () => {
    const { user } = renderAuthModal({ view: 'verify-email', email: 'thandi@example.com' });
    expect(screen.queryByRole('button', { name: 'Send a new code' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log in again for a new code' }));
    expect(screen.getByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
  });
});
