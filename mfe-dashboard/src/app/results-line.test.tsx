import { screen } from '@testing-library/react';
import { api } from '@adlaunch/session/api';
import { DashboardApp } from './dashboard-app';
import { payment, recentDays, searchAd, session } from '../testing/fixtures';
import { renderAt } from '../testing/render';

afterEach(() => jest.restoreAllMocks());

function mockServer(results?: Awaited<ReturnType<typeof api.performance>>['results']) {
  jest.spyOn(api, 'listSearchAds').mockResolvedValue({ search_ads: [searchAd({ status: 'active' })] });
  jest.spyOn(api, 'listProfiles').mockResolvedValue({ profiles: [] });
  jest.spyOn(api, 'performance').mockResolvedValue({ days: recentDays(10), ...(results ? { results } : {}) });
  jest.spyOn(api, 'reports').mockResolvedValue({ reports: [] });
  jest.spyOn(api, 'subscriptions').mockResolvedValue({ subscriptions: [] });
  jest.spyOn(api, 'rewards').mockResolvedValue({ rewardsPending: 0 });
}

const loggedIn = { token: 'test-token', session: session([payment()]) };

describe("the statistics' results line", () => {
  it('says when the figures were updated and from which engines, and which engine is behind', async () => {
    const today = new Date();
    const twoDaysAgo = new Date(today.getTime() - 2 * 86_400_000);
    mockServer({
      engines: [
        { engine: 'google', updatedAt: today.toISOString(), failing: false },
        { engine: 'microsoft', updatedAt: twoDaysAgo.toISOString(), failing: true },
      ],
    });
    renderAt(<DashboardApp />, { session: loggedIn });
    const line = await screen.findByLabelText('When your figures were updated');
    expect(line).toHaveTextContent(
      /^Updated this (morning|afternoon|evening) at \d\d:\d\d from Google\. Bing's figures are from 2 days ago/,
    );
  });

  it('is not shown for an ad linked to no engine', async () => {
    mockServer();
    renderAt(<DashboardApp />, { session: loggedIn });
    expect(await screen.findByRole('region', { name: 'Performance' })).toBeInTheDocument();
    expect(screen.queryByLabelText('When your figures were updated')).not.toBeInTheDocument();
  });
});
