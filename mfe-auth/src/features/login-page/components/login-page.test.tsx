import { screen, waitFor } from '@testing-library/react';
import { useSessionStore } from '@adlaunch/session';
import { api, ApiError } from '@adlaunch/session/api';
import { currentPath, renderAt, resetSession } from '../../../testing/render';
import { LoginPage } from './login-page';

beforeEach(() => {
  resetSession();
  jest.restoreAllMocks();
});

describe('login page', () => {
  it('serves both forms posting to the page, so it works without scripts', () => {
    const { container } = renderAt(<LoginPage />, '/login');
    const forms = container.querySelectorAll('form');
    expect([...forms].map((f) => [f.getAttribute('method'), f.getAttribute('data-frame-part'), f.hidden])).toEqual([
      ['post', 'login-email', false],
      ['post', 'login-code', true],
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  });

  it('emails a code, then logs in with it and goes on', async () => {
    const requestOtp = jest.spyOn(api, 'requestOtp').mockResolvedValue({ message: 'sent' });
    jest.spyOn(api, 'verifyOtp').mockResolvedValue({ token: 'tok-123456789012345678901' });
    const { user } = renderAt(<LoginPage />, '/login');
    await user.type(screen.getByLabelText('Email'), 'thandi@example.com');
    await user.click(screen.getByRole('button', { name: 'Email me a code' }));
    expect(await screen.findByText('thandi@example.com')).toBeVisible();
    expect(requestOtp).toHaveBeenCalledWith({ emailAddress: 'thandi@example.com', purpose: 'login' });
    await user.type(screen.getByLabelText('Code from the email'), 'AB12C');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(currentPath()).toBe('/dashboard'));
    expect(useSessionStore.getState().token).toBe('tok-123456789012345678901');
  });

  it('says a refused code next to its field', async () => {
    jest.spyOn(api, 'requestOtp').mockResolvedValue({ message: 'sent' });
    jest.spyOn(api, 'verifyOtp').mockRejectedValue(new ApiError('That code is wrong.', 400, { otp: ['That code is wrong.'] }));
    const { user } = renderAt(<LoginPage />, '/login');
    await user.type(screen.getByLabelText('Email'), 'thandi@example.com');
    await user.click(screen.getByRole('button', { name: 'Email me a code' }));
    expect(await screen.findByText('thandi@example.com')).toBeVisible();
    await user.type(screen.getByLabelText('Code from the email'), 'AB12C');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('That code is wrong.')).toBeVisible();
  });
});
