import { act, screen } from '@testing-library/react';
import { CONTACT } from '@adlaunch/shared';
import { redirectTo } from '../../../lib/redirect';
import { renderAuthModal, resetSession } from '../../../testing/render';

jest.mock('../../../lib/redirect', () => ({ redirectTo: jest.fn() }));

beforeEach(() => {
  resetSession();
  jest.mocked(redirectTo).mockClear();
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

async function openLegacy() {
  const rendered = renderAuthModal({ userOptions: { advanceTimers: jest.advanceTimersByTime } });
  await rendered.user.click(screen.getByRole('button', { name: 'Log in to the previous platform' }));
  return rendered;
}

describe('legacy popup', () => {
  it('counts down from 8 seconds and then goes to the legacy login site', async () => {
    await openLegacy();
    expect(screen.getByRole('timer')).toHaveTextContent('8');
    expect(screen.getByRole('link', { name: 'Go now' })).toHaveAttribute('href', CONTACT.legacyLoginUrl);

    act(() => jest.advanceTimersByTime(3000));
    expect(screen.getByRole('timer')).toHaveTextContent('5');
    expect(redirectTo).not.toHaveBeenCalled();

    for (let i = 0; i < 5; i += 1) act(() => jest.advanceTimersByTime(1000));
    expect(redirectTo).toHaveBeenCalledWith(CONTACT.legacyLoginUrl);
  });

  it('can be cancelled, which returns to the login view and never redirects', async () => {
    const { user } = await openLegacy();
    act(() => jest.advanceTimersByTime(2000));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(20000));
    expect(redirectTo).not.toHaveBeenCalled();
  });
});
