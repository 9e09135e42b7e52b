import { screen, waitFor, within } from '@testing-library/react';
import { MESSAGES } from '@adlaunch/shared';
import { useSessionStore } from '@adlaunch/session';
import { api, ApiError } from '@adlaunch/session/api';
import { currentPath, renderAuthModal, resetSession, tokenCookie } from '../../../testing/render';

beforeEach(() => {
  resetSession();
  jest.restoreAllMocks();
});

describe('verify-email view', () => {
  it('shows the address in a disabled field and the OTP message after touch', async () => {
    const { user } = renderAuthModal({ view: 'verify-email', email: 'thandi@example.com' });
    expect(screen.getByLabelText('Email')).toBeDisabled();
    expect(screen.getByLabelText('Email')).toHaveValue('thandi@example.com');
    expect(screen.queryByText(MESSAGES.otp)).not.toBeInTheDocument();

    await user.click(screen.getByLabelText('Verification code'));
    await user.tab();
    expect(await screen.findByText(MESSAGES.otp)).toBeVisible();
    await user.type(screen.getByLabelText('Verification code'), 'AB1');
    expect(screen.getByText(MESSAGES.otp)).toBeVisible();
    await user.type(screen.getByLabelText('Verification code'), 'C2');
    await waitFor(() => expect(screen.queryByText(MESSAGES.otp)).not.toBeInTheDocument());
  });

  it('verifies, logs in, closes the modal and lands on the search wizard from /pricing with a confirmation there', async () => {
    const verifyUser = jest.spyOn(api, 'verifyUser').mockResolvedValue({ token: 'fresh-token' });
    const onSuccess = jest.fn();
    useSessionStore.getState().showError('An older error.');
    const { user } = renderAuthModal({ view: 'verify-email', email: 'thandi@example.com', path: '/pricing', onSuccess });
    await user.type(screen.getByLabelText('Verification code'), 'ab1c2');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(currentPath()).toBe('/setup-search/about');
    expect(verifyUser).toHaveBeenCalledWith({ otp: 'AB1C2', emailAddress: 'thandi@example.com', verificationType: 'email' });
    expect(useSessionStore.getState().token).toBe('fresh-token');
    expect(tokenCookie()).toBe('fresh-token');
    expect(onSuccess).toHaveBeenCalled();
    expect(useSessionStore.getState().notice?.message).toBe('Your email address is verified and you are logged in.');
    expect(useSessionStore.getState().error).toBeNull();
  });

  it.each([
    ['/google-business-profile-pricing', '/setup-gbp/about'],
    ['/faqs', '/faqs'],
  ])('after verification on %s the modal closes on %s', async (from, to) => {
    jest.spyOn(api, 'verifyUser').mockResolvedValue({ token: 't' });
    const { user } = renderAuthModal({ view: 'verify-email', email: 'thandi@example.com', path: from });
    await user.type(screen.getByLabelText('Verification code'), 'ABCDE');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(currentPath()).toBe(to);
  });

  it.each([
    ['a wrong code', 'That code is not correct. Please check it and try again.', 400],
    ['an expired code', 'That code has expired. Please request a new one.', 400],
  ])('shows %s inside the dialog next to the code field, announced, and keeps the user logged out', async (_case, message, status) => {
    jest.spyOn(api, 'verifyUser').mockRejectedValue(new ApiError(message, status, { otp: [message] }));
    const { user } = renderAuthModal({ view: 'verify-email', email: 'thandi@example.com' });
    await user.type(screen.getByLabelText('Verification code'), 'ABCDE');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    const modal = screen.getByRole('dialog', { name: 'Verify your email address' });
    expect(await within(modal).findByRole('alert')).toHaveTextContent(message);
    const code = within(modal).getByLabelText('Verification code');
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code).toHaveAccessibleDescription(message);
    expect(useSessionStore.getState().error).toBeNull();
    expect(useSessionStore.getState().token).toBeNull();
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

  it('shows a refused request for a new code next to the code field', async () => {
    jest
      .spyOn(api, 'login')
      .mockResolvedValueOnce({ token: null, verify_email: true })
      .mockRejectedValueOnce(new ApiError('Too many codes requested. Please wait a few minutes and try again.', 429));
    const { user } = renderAuthModal();
    await user.type(screen.getByLabelText('Email'), 'thandi@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    await user.click(await screen.findByRole('button', { name: 'Send a new code' }));

    const modal = screen.getByRole('dialog', { name: 'Verify your email address' });
    expect(await within(modal).findByRole('alert')).toHaveTextContent('Too many codes requested.');
    expect(within(modal).getByLabelText('Verification code')).toHaveAttribute('aria-invalid', 'true');
    expect(useSessionStore.getState().error).toBeNull();
  });

  it('offers a new login when it has no credentials to ask for a code with', async () => {
    const { user } = renderAuthModal({ view: 'verify-email', email: 'thandi@example.com' });
    expect(screen.queryByRole('button', { name: 'Send a new code' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log in again for a new code' }));
    expect(screen.getByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
  });
});
