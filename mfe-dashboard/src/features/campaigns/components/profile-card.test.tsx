import { screen } from '@testing-library/react';
import { api } from '@adlaunch/session/api';
import { profile } from '../../../testing/fixtures';
import { renderAt } from '../../../testing/render';
import { ProfileCard } from './profile-card';

afterEach(() => jest.restoreAllMocks());

const loggedIn = { session: { token: 'test-token' } };

describe('profile card', () => {
  it("says which step of Google's verification the profile is at, and what to do next", async () => {
    jest
      .spyOn(api, 'profileStatus')
      .mockResolvedValue({ status: 'verification', verification: { step: 'code_sent', at: '2026-12-03T09:00:00.000Z' } });
    renderAt(<ProfileCard profile={profile({ status: 'verification' })} />, loggedIn);
    expect(
      await screen.findByText('Google verification, step 1 of 3: Google sends a code to your business.', { exact: false }),
    ).toBeInTheDocument();
    const card = screen.getByRole('article', { name: /Sipho Plumbing/ });
    expect(card).toHaveTextContent(/on 3 Dec 2026 .*When it arrives, send it to us the same day/);
    expect(api.profileStatus).toHaveBeenCalledWith(3);
    // The step's words replace the status's general ones.
    expect(card).not.toHaveTextContent('Send it to us and your listing goes live.');
  });

  it('says we are waiting on Google before our team records a step', async () => {
    jest.spyOn(api, 'profileStatus').mockResolvedValue({ status: 'verification' });
    renderAt(<ProfileCard profile={profile({ status: 'verification' })} />, loggedIn);
    expect(await screen.findByText(/We are asking Google to verify your business/)).toBeInTheDocument();
  });

  it('asks for no verification step outside verification', () => {
    const status = jest.spyOn(api, 'profileStatus');
    renderAt(<ProfileCard profile={profile({ status: 'live' })} />, loggedIn);
    expect(screen.queryByText(/Google verification, step/)).not.toBeInTheDocument();
    expect(status).not.toHaveBeenCalled();
  });
});
