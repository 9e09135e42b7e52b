import { screen, within } from '@testing-library/react';
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

    expect(await screen.findByLabelText('Reset code')).toBeInTheDocument();
    expect(requestOtp).toHaveBeenCalledWith({ emailAddress: 'owner@example.com', purpose: 'reset' });

    await user.click(screen.getByLabelText('Reset code'));
    await user.click(screen.getByLabelText(/^New password/));
    expect(await screen.findByText(MESSAGES.otp)).toBeVisible();
    await user.tab();
    expect(await screen.findByText(MESSAGES.password)).toBeVisible();

    await user.type(screen.getByLabelText('Reset code'), 'k7m2p');
    await user.type(screen.getByLabelText(/^New password/), 'brand new secret');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));

    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(resetPassword).toHaveBeenCalledWith({ emailAddress: 'owner@example.com', otp: 'K7M2P', password: 'brand new secret' });
    expect(screen.getByRole('status')).toHaveTextContent('Your password has been changed.');
    expect(screen.getByLabelText('Email')).toHaveValue('owner@example.com');
  });

  it('keeps the code step and shows a refused code next to the code field, inside the dialog', async () => {
    jest.spyOn(api, 'requestOtp').mockResolvedValue({ message: 'sent' });
    const message = 'That code has expired. Please request a new one.';
    jest.spyOn(api, 'resetPassword').mockRejectedValue(new ApiError(message, 400, { otp: [message] }));
    const { user } = renderAuthModal({ view: 'password-reset', email: 'owner@example.com' });
    await user.click(screen.getByRole('button', { name: 'Email me a reset code' }));
    await user.type(await screen.findByLabelText('Reset code'), 'ABCDE');
    await user.type(screen.getByLabelText(/^New password/), 'brand new secret');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));

    const modal = screen.getByRole('dialog', { name: 'Reset your password' });
    expect(await within(modal).findByRole('alert')).toHaveTextContent(message);
    expect(within(modal).getByLabelText('Reset code')).toHaveAttribute('aria-invalid', 'true');
    expect(within(modal).getByLabelText('Reset code')).toHaveAccessibleDescription(message);
    expect(useSessionStore.getState().error).toBeNull();
  });

  it('shows a refused new password next to the password field', async () => {
    jest.spyOn(api, 'requestOtp').mockResolvedValue({ message: 'sent' });
    const message = 'This password is too common. Please choose another.';
    jest.spyOn(api, 'resetPassword').mockRejectedValue(new ApiError(message, 400, { password: [message] }));
    const { user } = renderAuthModal({ view: 'password-reset', email: 'owner@example.com' });
    await user.click(screen.getByRole('button', { name: 'Email me a reset code' }));
    await user.type(await screen.findByLabelText('Reset code'), 'ABCDE');
    await user.type(screen.getByLabelText(/^New password/), 'password1');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));

    const modal = screen.getByRole('dialog', { name: 'Reset your password' });
    expect(await within(modal).findByRole('alert')).toHaveTextContent(message);
    expect(within(modal).getByLabelText(/^New password/)).toHaveAttribute('aria-invalid', 'true');
    expect(within(modal).getByLabelText('Reset code')).not.toHaveAttribute('aria-invalid');
  });
});
