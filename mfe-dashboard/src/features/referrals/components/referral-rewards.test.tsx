import { act, screen, within } from '@testing-library/react';
import { useSessionStore } from '@adlaunch/session';
import { api, ApiError } from '@adlaunch/session/api';
import { renderAt } from '../../../testing/render';
import { session } from '../../../testing/fixtures';
import { ReferralRewards } from './referral-rewards';

afterEach(() => jest.restoreAllMocks());

describe('referral rewards on the dashboard', () => {
  it("asks for the owner's pending rewards by their address and shows them", async () => {
    const rewards = jest.spyOn(api, 'rewards').mockResolvedValue({ rewardsPending: 2 });
    renderAt(<ReferralRewards />, { session: { token: 't', session: session() } });
    const section = screen.getByRole('region', { name: 'Referral rewards' });
    expect(await within(section).findByText('rewards pending', { exact: false })).toHaveTextContent('2 rewards pending');
    expect(within(section).getByText(/2 businesses you referred signed up and paid/)).toBeVisible();
    expect(rewards).toHaveBeenCalledWith({ emailAddress: session().user.email });
    expect(within(section).getByRole('link', { name: 'Refer a friend' })).toHaveAttribute('href', '/refer-a-friend');
  });

  it('says how to earn one when none is pending', async () => {
    jest.spyOn(api, 'rewards').mockResolvedValue({ rewardsPending: 0 });
    renderAt(<ReferralRewards />, { session: { token: 't', session: session() } });
    expect(await screen.findByText('rewards pending', { exact: false })).toHaveTextContent('0 rewards pending');
    expect(screen.getByText(/signs up with your referral link and pays earns you one/)).toBeVisible();
  });

  it('waits for the session before asking, and offers a retry when the call fails', async () => {
    const rewards = jest.spyOn(api, 'rewards').mockRejectedValue(new ApiError('We ran into an error.', 500));
    renderAt(<ReferralRewards />, { session: { token: 't', session: null } });
    expect(screen.getByText('Loading your referral rewards…')).toBeVisible();
    expect(rewards).not.toHaveBeenCalled();

    act(() => useSessionStore.getState().setSession(session()));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load your referral rewards.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
  });
});
