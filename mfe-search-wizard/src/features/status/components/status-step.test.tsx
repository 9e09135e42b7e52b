import { act, screen, waitFor } from '@testing-library/react';
import { CONTACT, LIMITS, ownerFrameValues, searchStepPath } from '@adlaunch/shared';
import { api } from '@adlaunch/session/api';
import { adWith, expectNoPlanLine, leaveFrame, renderFrame, renderWizard, resetSession, sessionFor } from '../../../testing/render';
import { getSearchAd } from '@adlaunch/session/queries';

beforeEach(() => resetSession());
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('status step', () => {
  it('polls the status call and explains the current stage', async () => {
    const status = jest.spyOn(api, 'searchAdStatus').mockResolvedValueOnce({ status: 'paid' }).mockResolvedValue({ status: 'in_review' });
    jest.useFakeTimers({ advanceTimers: true });
    renderWizard('/setup-search/status', adWith(['about', 'details', 'keywords'], { status: 'paid' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Current status: Payment received'));
    expect(status).toHaveBeenCalledWith(9);
    await act(async () => {
      jest.advanceTimersByTime(LIMITS.statusPollMs);
    });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Current status: With the search engines'));
    expect(getSearchAd()?.status).toBe('in_review');
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/dashboard?search');
  });
});

describe('the status page as a served frame (decision 036)', () => {
  afterEach(leaveFrame);

  it('keeps the campaign’s stage for the app, and has the help line and the dashboard link where the live page has them', async () => {
    const { container } = renderFrame('/setup-search/status');
    expect(await screen.findByText('Loading your campaign’s status…')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('heading', { level: 1, name: 'Your campaign is on its way' })).toBeInTheDocument();
    expect(screen.queryByText(/Current status/)).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'From payment to live ads' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: CONTACT.supportEmail })).toHaveAttribute('href', `mailto:${CONTACT.supportEmail}`);
    expect(screen.getByRole('link', { name: 'chat with us' })).toHaveAttribute('href', CONTACT.chatUrl);
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/dashboard?search');
    expect(container.querySelector('input, textarea, select')).toBeNull();
    expectNoPlanLine();
  });

  it('has no fields for the server to fill', () => {
    const ad = adWith(['about', 'details', 'keywords'], { status: 'paid' });
    expect(ownerFrameValues(searchStepPath('status'), { user: sessionFor().user, searchAd: ad, profile: null })).toEqual({});
  });
});
