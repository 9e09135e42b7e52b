import { screen } from '@testing-library/react';
import { useSessionStore } from '@adlaunch/session';
import { type SessionUser } from '@adlaunch/shared';
import { renderPage } from '../../../testing/render';
import { ReferAFriendPage } from './refer-a-friend-page';

const session = { message: 'ok', emailVerified: true, mobileVerified: false, user: { referralCode: 'THANDI7' } } as SessionUser;

describe('ReferAFriendPage', () => {
  it('explains the referral prices', () => {
    renderPage(<ReferAFriendPage />);
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /friend’s setup/ })).toHaveTextContent('$35 (R650)$10 (R195)');
    expect(screen.getByRole('row', { name: /monthly fee/ })).toHaveTextContent('$8 a month$2 a month');
  });

  it('asks a visitor to log in for their link', async () => {
    const { user } = renderPage(<ReferAFriendPage />);
    expect(screen.queryByLabelText('Your referral link')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log in to get your link' }));
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

  it('waits for the session before showing the link', () => {
    renderPage(<ReferAFriendPage />, { session: { token: 't', session: null } });
    expect(screen.getByText('Loading your referral link…')).toBeInTheDocument();
  });
});
