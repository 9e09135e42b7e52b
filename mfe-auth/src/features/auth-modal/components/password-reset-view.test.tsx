import { screen, waitFor } from '@testing-library/react';
import { MESSAGES } from '@adlaunch/shared';
import { useSessionStore } from '@adlaunch/session';
import { api, ApiError } from '@adlaunch/session/api';
import { renderAuthModal, resetSession } from '../../../testing/render';

beforeEach(() => {
  resetSession();
  jest.restoreAllMocks();
});

describe('password-reset view', () => {
  it('requests a reset code, then sets a new password and returns to login with a notice', async () => {
    const requestOtp = jest.spyOn(api, 'requestOtp').mockResolvedValue({ message: 'sent' });
    const resetPassword = jest.spyOn(api, 'resetPassword').mockResolvedValue({ message: 'changed' });
    const { user } = renderAuthModal({ view: 'password-reset' });

    await user.click(screen.getByLabelText('Email'));
    await user.tab();
    expect(await screen.findByText(MESSAGES.required)).toBeVisible();
    await user.type(screen.getByLabelText('Email'), 'owner@example.com');
    await user.click(screen.getByRole('button', { name: 'Email me a reset code' }));

    expect(await screen.findByLabelText('Reset code (OTP)')).toBeInTheDocument();
    expect(requestOtp).toHaveBeenCalledWith({ emailAddress: 'owner@example.com', purpose: 'reset' });

    await user.click(screen.getByLabelText('Reset code (OTP)'));
    await user.click(screen.getByLabelText(/^New password/));
    expect(await screen.findByText(MESSAGES.otp)).toBeVisible();
    await user.tab();
    expect(await screen.findByText(MESSAGES.password)).toBeVisible();

    await user.type(screen.getByLabelText('Reset code (OTP)'), 'k7m2p');
    await user.type(screen.getByLabelText(/^New password/), 'brand new secret');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));

    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(resetPassword).toHaveBeenCalledWith({ emailAddress: 'owner@example.com', otp: 'K7M2P', password: 'brand new secret' });
    expect(screen.getByRole('status')).toHaveTextContent('Your password has been changed.');
    expect(screen.getByLabelText('Email')).toHaveValue('owner@example.com');
  });

  it('keeps the code step when the server refuses the code', async () => {
    jest.spyOn(api, 'requestOtp').mockResolvedValue({ message: 'sent' });
    jest.spyOn(api, 'resetPassword').mockRejectedValue(new ApiError('That code is wrong or has expired.', 400));
    const { user } = renderAuthModal({ view: 'password-reset', email: 'owner@example.com' });
    await user.click(screen.getByRole('button', { name: 'Email me a reset code' }));
    await user.type(await screen.findByLabelText('Reset code (OTP)'), 'ABCDE');
    await user.type(screen.getByLabelText(/^New password/), 'brand new secret');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    await waitFor(() => expect(useSessionStore.getState().error?.message).toBe('That code is wrong or has expired.'));
    expect(screen.getByRole('dialog', { name: 'Reset your password' })).toBeInTheDocument();
  });
});
