import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@adlaunch/session';
import { type SessionUser } from '@adlaunch/shared';
import { api, ApiError } from '@adlaunch/session/api';
import { renderAt, resetSession } from '../../testing/render';
import { NewVersionPopup } from './new-version-popup';
import { FIRST_CHECK_DELAY_MS } from './use-version-check';
import { RequireAuth } from './require-auth';
import { useTokenCheck } from './use-token-check';

function TokenLogin() {
  useTokenCheck();
  return null;
}

beforeEach(() => {
  resetSession();
  localStorage.clear();
  jest.restoreAllMocks();
});

describe('token login on start', () => {
  it('loads the user, then the search ad and the profile', async () => {
    const session = { message: 'ok', emailVerified: true, mobileVerified: false, user: { name: 'Thandi Nkosi' } } as SessionUser;
    jest.spyOn(api, 'tokenLogin').mockResolvedValue(session);
    jest.spyOn(api, 'getSearchAd').mockResolvedValue({ search_ad: null });
    jest.spyOn(api, 'getProfile').mockResolvedValue({ profile: null });
    useSessionStore.setState({ token: 'a'.repeat(43) });
    renderAt(<TokenLogin />, '/pricing');
    await waitFor(() => expect(useSessionStore.getState().session).toEqual(session));
    expect(api.getSearchAd).toHaveBeenCalled();
  });

  it('clears the token, shows the error and goes home when the token is refused', async () => {
    jest.spyOn(api, 'tokenLogin').mockRejectedValue(new ApiError('Your session has expired. Please log in again.', 401));
    document.cookie = 'token=forged; Path=/';
    useSessionStore.setState({ token: 'forged' });
    renderAt(<TokenLogin />, '/pricing');
    await waitFor(() => expect(useSessionStore.getState().token).toBeNull());
    expect(useSessionStore.getState().error?.message).toBe('Your session has expired. Please log in again.');
    expect(document.cookie).not.toContain('token=forged');
    // The router commits a navigation as a transition: the page changes a render later than the store.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });
});

describe('version check', () => {
  beforeEach(() => jest.useFakeTimers({ advanceTimers: true }));
  afterEach(() => jest.useRealTimers());
  const settle = () =>
    act(async () => {
      jest.advanceTimersByTime(FIRST_CHECK_DELAY_MS);
    });

  it('only stores the version on a first visit, once the page has settled', async () => {
    jest.spyOn(api, 'versionCheck').mockResolvedValue({ version: 'v1' });
    render(<NewVersionPopup />);
    expect(api.versionCheck).not.toHaveBeenCalled();
    await settle();
    await waitFor(() => expect(localStorage.getItem('appVersion')).toBe('v1'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers a refresh when the server version differs from the stored one', async () => {
    localStorage.setItem('appVersion', 'v1');
    jest.spyOn(api, 'versionCheck').mockResolvedValue({ version: 'v2' });
    jest.spyOn(console, 'error').mockImplementation(() => undefined); // jsdom cannot reload
    render(<NewVersionPopup />);
    await settle();
    const dialog = await screen.findByRole('dialog', { name: 'A new version is available' });
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(localStorage.getItem('appVersion')).toBe('v2');
    expect(dialog).toBeInTheDocument();
  });
});

describe('RequireAuth', () => {
  it('sends a visitor home', () => {
    renderAt(
      <RequireAuth>
        <p>wizard</p>
      </RequireAuth>,
      '/setup-search/about',
    );
    expect(screen.queryByText('wizard')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });
  it('lets a logged-in user through', () => {
    act(() => useSessionStore.setState({ token: 'a'.repeat(43) }));
    renderAt(
      <RequireAuth>
        <p>wizard</p>
      </RequireAuth>,
      '/setup-search/about',
    );
    expect(screen.getByText('wizard')).toBeInTheDocument();
  });
});
