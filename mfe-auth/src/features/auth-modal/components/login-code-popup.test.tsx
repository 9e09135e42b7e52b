import { screen, waitFor, within } from '@testing-library/react';
import { MESSAGES } from '@adlaunch/shared';
import { useSessionStore } from '@adlaunch/session';
import { api, ApiError } from '@adlaunch/session/api';
import { currentPath, renderAuthModal, resetSession, tokenCookie } from '../../../testing/render';

beforeEach(() => {
  resetSession();
  jest.restoreAllMocks();
});

async function openCodeLogin(path = '/') {
  const rendered = renderAuthModal({ path });
  await rendered.user.click(screen.getByRole('button', { name: 'Email me a code' }));
  return rendered;
}

describe('login popup and OTP popup', () => {
  it('keeps Request OTP disabled until the email matches the simple pattern', async () => {
    const { user } = await openCodeLogin();
    const request = screen.getByRole('button', { name: 'Request OTP' });
    expect(request).toBeDisabled();
    await user.type(screen.getByLabelText('Email'), 'owner@example');
    expect(request).toBeDisabled();
    await user.type(screen.getByLabelText('Email'), '.com');
    expect(request).toBeEnabled();
  });

  it('shows the email messages after touch', async () => {
    const { user } = await openCodeLogin();
    await user.click(screen.getByLabelText('Email'));
    await user.tab();
    expect(await screen.findByText(MESSAGES.required)).toBeVisible();
    await user.type(screen.getByLabelText('Email'), 'nope');
    expect(await screen.findByText(MESSAGES.email)).toBeVisible();
  });

  it('requests a login code, then Submit needs exactly 5 characters, then logs in and leaves /google-business-profile-pricing for the profile wizard', async () => {
    const requestOtp = jest.spyOn(api, 'requestOtp').mockResolvedValue({ message: 'sent' });
    const verifyOtp = jest.spyOn(api, 'verifyOtp').mockResolvedValue({ token: 'otp-token' });
    const { user } = await openCodeLogin('/google-business-profile-pricing');
    await user.type(screen.getByLabelText('Email'), 'Owner@Example.com');
    await user.click(screen.getByRole('button', { name: 'Request OTP' }));

    expect(await screen.findByRole('dialog', { name: 'Enter your code' })).toBeInTheDocument();
    expect(requestOtp).toHaveBeenCalledWith({ emailAddress: 'owner@example.com', purpose: 'login' });
    expect(localStorage.getItem('email')).toBe('owner@example.com');

    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('Login code'), 'q7w2');
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('Login code'), 'e');
    expect(submit).toBeEnabled();
    await user.click(submit);

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(verifyOtp).toHaveBeenCalledWith({ otp: 'Q7W2E', emailAddress: 'owner@example.com', verificationType: 'email' });
    expect(tokenCookie()).toBe('otp-token');
    expect(currentPath()).toBe('/setup-gbp/about');
  });

  it('takes a pasted code with spaces, in lower case, with I, L and O for 1 and 0', async () => {
    jest.spyOn(api, 'requestOtp').mockResolvedValue({ message: 'sent' });
    const verifyOtp = jest.spyOn(api, 'verifyOtp').mockResolvedValue({ token: 'otp-token' });
    const { user } = await openCodeLogin();
    await user.type(screen.getByLabelText('Email'), 'owner@example.com');
    await user.click(screen.getByRole('button', { name: 'Request OTP' }));
    const code = await screen.findByLabelText('Login code');
    await user.click(code);
    await user.paste(' cxiza ');
    expect(code).toHaveValue(' cxiza ');
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(submit).toBeEnabled();
    await user.click(submit);
    await waitFor(() =>
      expect(verifyOtp).toHaveBeenCalledWith({ otp: 'CX1ZA', emailAddress: 'owner@example.com', verificationType: 'email' }),
    );
  });

  it('shows a refused code request next to the email field, inside the dialog', async () => {
    const message = 'Too many codes requested. Please wait a few minutes and try again.';
    jest.spyOn(api, 'requestOtp').mockRejectedValue(new ApiError(message, 429));
    const { user } = await openCodeLogin();
    await user.type(screen.getByLabelText('Email'), 'owner@example.com');
    await user.click(screen.getByRole('button', { name: 'Request OTP' }));

    const modal = screen.getByRole('dialog', { name: 'Log in with an emailed code' });
    expect(await within(modal).findByRole('alert')).toHaveTextContent(message);
    expect(within(modal).getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(useSessionStore.getState().error).toBeNull();
  });

  it('shows the OTP message after touch, resends a code and reports a refused code', async () => {
    const requestOtp = jest.spyOn(api, 'requestOtp').mockResolvedValue({ message: 'sent' });
    jest.spyOn(api, 'verifyOtp').mockRejectedValue(new ApiError('Too many wrong codes. Request a new code.', 429));
    const { user } = await openCodeLogin();
    await user.type(screen.getByLabelText('Email'), 'owner@example.com');
    await user.click(screen.getByRole('button', { name: 'Request OTP' }));

    await user.click(await screen.findByLabelText('Login code'));
    await user.tab();
    expect(await screen.findByText(MESSAGES.otp)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByRole('status')).toHaveTextContent('We sent a new code to owner@example.com.');
    expect(requestOtp).toHaveBeenCalledTimes(2);

    await user.type(screen.getByLabelText('Login code'), 'ABCDE');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const modal = screen.getByRole('dialog', { name: 'Enter your code' });
    expect(await within(modal).findByRole('alert')).toHaveTextContent('Too many wrong codes. Request a new code.');
    expect(within(modal).getByLabelText('Login code')).toHaveAttribute('aria-invalid', 'true');
    expect(within(modal).getByLabelText('Login code')).toHaveAccessibleDescription('Too many wrong codes. Request a new code.');
    expect(useSessionStore.getState().error).toBeNull();
    expect(useSessionStore.getState().token).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Use another address' }));
    expect(screen.getByRole('dialog', { name: 'Log in with an emailed code' })).toBeInTheDocument();
  });
});
