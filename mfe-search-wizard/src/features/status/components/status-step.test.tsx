import { act, screen, waitFor } from '@testing-library/react';
import { LIMITS } from '@adlaunch/shared';
import { api } from '@adlaunch/session/api';
import { adWith, renderWizard, resetSession } from '../../../testing/render';
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
