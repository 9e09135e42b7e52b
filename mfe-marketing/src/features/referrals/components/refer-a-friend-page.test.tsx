import { screen } from '@testing-library/react';
import { useSessionStore } from '@adlaunch/session';
import { type SessionUser } from '@adlaunch/shared';
import { api } from '@adlaunch/session/api';
import { queryClient } from '@adlaunch/session/queries';
import { renderPage } from '../../../testing/render';
import { ReferAFriendPage } from './refer-a-friend-page';

const session = { message: 'ok', emailVerified: true, mobileVerified: false, user: { referralCode: 'THANDI7' } } as SessionUser;

beforeEach(() => queryClient.clear());
afterEach(() => jest.restoreAllMocks());

describe('ReferAFriendPage', () => {
  it('explains the referral prices', () => {
    renderPage(<ReferAFriendPage />);
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /friend’s setup/ })).toHaveTextContent('R650 ($34)R195 ($10)');
    expect(screen.getByRole('row', { name: /monthly fee/ })).toHaveTextContent('R150 ($8) a monthR38 ($2) a month');
  });

  it('asks a visitor to log in for their link', async () => {
    const { user } = renderPage(<ReferAFriendPage />);
    expect(screen.queryByLabelText('Your referral link')).not.toBeInTheDocument();
    const login = screen.getByRole('button', { name: 'Log in to get your link' });
    // The served page's press works before the app: a link to the login page.
    expect(login).toHaveAttribute('href', '/login');
    await user.click(login);
    expect(useSessionStore.getState().auth).toMatchObject({ open: true, view: 'login' });
  });

  it('shows a logged-in user their link and copies it', async () => {
    const { user } = renderPage(<ReferAFriendPage />, { session: { token: 't', session } });
    const writeText = jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    const link = `${window.location.origin}/?ref=THANDI7`;
    expect(screen.getByLabelText('Your referral link')).toHaveValue(link);
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(link);
    expect(screen.getByRole('status')).toHaveTextContent('Link copied');
  });

  it("shows a logged-in owner's pending referral rewards", async () => {
    const rewards = jest.spyOn(api, 'rewards').mockResolvedValue({ rewardsPending: 1 });
    renderPage(<ReferAFriendPage />, {
      session: { token: 't', session: { ...session, user: { ...session.user, email: 'thandi@example.com' } } },
    });
    expect(await screen.findByText('1 referral reward pending')).toBeVisible();
    expect(screen.getByText(/a business you referred signed up and paid/)).toBeVisible();
    expect(rewards).toHaveBeenCalledWith({ emailAddress: 'thandi@example.com' });
  });

  it('asks a visitor for no rewards', () => {
    const rewards = jest.spyOn(api, 'rewards');
    renderPage(<ReferAFriendPage />);
    expect(rewards).not.toHaveBeenCalled();
    expect(screen.queryByText(/reward pending|rewards pending/)).not.toBeInTheDocument();
  });

  it('waits for the session before showing the link', () => {
    renderPage(<ReferAFriendPage />, { session: { token: 't', session: null } });
    expect(screen.getByText('Loading your referral link…')).toBeInTheDocument();
  });
});
