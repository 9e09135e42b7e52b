import { screen, waitFor, within } from '@testing-library/react';
import { useSessionStore } from '@adlaunch/session';
import { type Profile, type SearchAd } from '@adlaunch/shared';
import { api, ApiError } from '@adlaunch/session/api';
import { payment, profile, recentDays, searchAd, session } from '../testing/fixtures';
import { renderAt } from '../testing/render';
import { DashboardApp } from './dashboard-app';
import { getSearchAd } from '@adlaunch/session/queries';

const loggedIn = (history = [payment()], user = {}) => ({ token: 'test-token', session: session(history, user) });

function mockServer({
  ad = null,
  gbp = null,
  days = [],
}: { ad?: SearchAd | null; gbp?: Profile | null; days?: ReturnType<typeof recentDays> } = {}) {
  return {
    getSearchAd: jest.spyOn(api, 'getSearchAd').mockResolvedValue({ search_ad: ad }),
    getProfile: jest.spyOn(api, 'getProfile').mockResolvedValue({ profile: gbp }),
    performance: jest.spyOn(api, 'performance').mockResolvedValue({ days }),
    toggle: jest.spyOn(api, 'toggleSearchAd'),
    reports: jest.spyOn(api, 'reports').mockResolvedValue({ reports: [] }),
  };
}

afterEach(() => jest.restoreAllMocks());

describe('a visitor', () => {
  it('sees what the dashboard offers and a Log In button that opens the auth modal in place', async () => {
    const server = mockServer();
    const { user } = renderAt(<DashboardApp />);
    expect(screen.getByRole('heading', { level: 1, name: 'Your advertising dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Clicks, views and click-through rate' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(useSessionStore.getState().auth).toMatchObject({ open: true, view: 'login' });
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
    expect(server.getSearchAd).not.toHaveBeenCalled();
  });
});

describe('an owner', () => {
  it('with no ads is led to the wizards, the product they registered for first', async () => {
    const server = mockServer();
    renderAt(<DashboardApp />, { session: loggedIn([], { product: 'gbp' }) });
    expect(await screen.findByRole('heading', { name: 'Start your first campaign' })).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: /^Set up/ });
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Set up your business profile', '/setup-gbp/about'],
      ['Set up search ads', '/setup-search/about'],
    ]);
    expect(screen.getByText(/No payments yet/)).toBeInTheDocument();
    expect(server.performance).not.toHaveBeenCalled();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('with wizards left incomplete gets links to the first missing step', async () => {
    const server = mockServer({ ad: searchAd({ status: 'setup', ad_details: null }), gbp: profile({ status: 'setup', zipcode: null }) });
    renderAt(<DashboardApp />, { session: loggedIn([]) });
    const adCard = await screen.findByRole('region', { name: 'Search ads' });
    expect(within(adCard).getByText('Not finished')).toBeInTheDocument();
    expect(within(adCard).getByRole('link', { name: 'Finish setting up your search ads (step 2 of 4)' })).toHaveAttribute(
      'href',
      '/setup-search/details',
    );
    const profileCard = screen.getByRole('region', { name: 'Google Business Profile' });
    expect(within(profileCard).getByRole('link', { name: 'Finish setting up your business profile (step 3 of 4)' })).toHaveAttribute(
      'href',
      '/setup-gbp/address',
    );
    expect(within(adCard).queryByRole('button', { name: /Pause|Resume/ })).not.toBeInTheDocument();
    expect(server.performance).not.toHaveBeenCalled();
  });

  it('with a paid ad learns what happens next, and is offered the product they lack', async () => {
    const server = mockServer({ ad: searchAd({ status: 'paid' }) });
    renderAt(<DashboardApp />, { session: loggedIn() });
    const adCard = await screen.findByRole('region', { name: 'Search ads' });
    expect(within(adCard).getByText('Payment received')).toBeInTheDocument();
    expect(within(adCard).getByText(/specialists are now writing and building your campaign/)).toBeInTheDocument();
    expect(within(adCard).getByRole('link', { name: 'Follow the setup progress' })).toHaveAttribute('href', '/setup-search/status');
    expect(within(adCard).queryByRole('button', { name: /Pause|Resume/ })).not.toBeInTheDocument();
    expect(screen.getByText(/appear here from the first day your ads are live/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Set up your business profile' })).toHaveAttribute('href', '/setup-gbp/about');
    expect(server.performance).not.toHaveBeenCalled();
  });

  it('with an active ad sees totals compared with the period before, a chart, the budget and payments', async () => {
    // 60 days: 5 clicks a day for the older 30, 10 a day for the recent 30.
    const days = [
      ...recentDays(60, { clicks: 5, views: 100, spendCents: 10000 }).slice(0, 30),
      ...recentDays(30, { clicks: 10, views: 100, spendCents: 15000 }),
    ];
    const server = mockServer({ ad: searchAd({ status: 'active' }), gbp: profile({ status: 'verification' }), days });
    const { user } = renderAt(<DashboardApp />, {
      session: loggedIn([payment(), payment({ reference: 'AL-0002', status: 'failed', amountCents: 5000 })]),
    });

    const totals = await screen.findByRole('list', { name: 'Totals for the last 30 days' });
    expect(server.performance).toHaveBeenCalledWith(7);
    const clicks = within(totals).getAllByRole('listitem')[0];
    expect(clicks).toHaveTextContent('Clicks300');
    expect(clicks).toHaveTextContent('Up 100% on the previous 30 days');
    expect(within(totals).getAllByRole('listitem')[2]).toHaveTextContent('Click-through rate10.0%');
    expect(within(totals).getAllByRole('listitem')[2]).toHaveTextContent('Up 5.0 percentage points');
    expect(within(totals).getAllByRole('listitem')[3]).toHaveTextContent('Ad spendR4,500');
    expect(screen.getByRole('figure', { name: 'Clicks and views per day, last 30 days' })).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: '7 days' }));
    const week = screen.getByRole('list', { name: 'Totals for the last 7 days' });
    expect(within(week).getAllByRole('listitem')[0]).toHaveTextContent('Clicks70');
    expect(within(week).getAllByRole('listitem')[0]).toHaveTextContent('Same as the previous 7 days');

    expect(screen.getByRole('meter', { name: 'Share of the monthly ad budget spent' })).toBeInTheDocument();
    expect(screen.getByText(/of R4,800/)).toBeInTheDocument();

    expect(within(screen.getByRole('region', { name: 'Google Business Profile' })).getByText('Awaiting verification')).toBeInTheDocument();

    const payments = screen.getByRole('table', { name: 'Your payments, newest first' });
    expect(within(payments).getByRole('row', { name: /AL-0001/ })).toHaveTextContent('R9,660');
    expect(within(payments).getByRole('row', { name: /AL-0002/ })).toHaveTextContent('Failed');
    expect(within(payments).getByRole('row', { name: /Total paid \(1 payment\)/ })).toHaveTextContent('R9,660');
    expect(within(payments).queryByRole('button', { name: 'Receipt for AL-0002' })).not.toBeInTheDocument();
  });

  it('pauses an active ad after confirming, and the store follows', async () => {
    const server = mockServer({ ad: searchAd({ status: 'active' }), days: recentDays(10) });
    server.toggle.mockResolvedValue({ search_ad: searchAd({ status: 'paused' }) });
    const { user } = renderAt(<DashboardApp />, { session: loggedIn() });
    await user.click(await screen.findByRole('button', { name: 'Pause ads' }));
    const dialog = screen.getByRole('dialog', { name: 'Pause your search ads?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep ads running' }));
    expect(server.toggle).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Pause ads' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Pause ads' }));
    expect(server.toggle).toHaveBeenCalledWith({ new_state: 'paused' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const adCard = screen.getByRole('region', { name: 'Search ads' });
    expect(within(adCard).getByText('Paused')).toBeInTheDocument();
    expect(within(adCard).getByRole('status')).toHaveTextContent('Your search ads are paused.');
    expect(within(adCard).getByRole('button', { name: 'Resume ads' })).toBeInTheDocument();
    expect(getSearchAd()?.status).toBe('paused');
  });

  it('resumes a paused ad, and keeps the dialog open with the error shown when the server refuses', async () => {
    const server = mockServer({ ad: searchAd({ status: 'paused' }), days: recentDays(10) });
    server.toggle.mockRejectedValueOnce(new ApiError('Only a running campaign can be paused or resumed.', 409));
    server.toggle.mockResolvedValueOnce({ search_ad: searchAd({ status: 'active' }) });
    const { user } = renderAt(<DashboardApp />, { session: loggedIn() });
    const adCard = await screen.findByRole('region', { name: 'Search ads' });
    expect(within(adCard).getByText('Paused')).toBeInTheDocument();
    expect(within(adCard).getByText(/Your ads are not showing/)).toBeInTheDocument();

    await user.click(within(adCard).getByRole('button', { name: 'Resume ads' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Resume your search ads?' })).getByRole('button', { name: 'Resume ads' }));
    await waitFor(() => expect(useSessionStore.getState().error?.message).toBe('Only a running campaign can be paused or resumed.'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Resume ads' }));
    expect(server.toggle).toHaveBeenLastCalledWith({ new_state: 'active' });
    await waitFor(() => expect(within(adCard).getByText('Live')).toBeInTheDocument());
    expect(within(adCard).getByRole('button', { name: 'Pause ads' })).toBeInTheDocument();
    expect(useSessionStore.getState().pending).toBe(0);
  });

  it('opens a printable receipt for a payment', async () => {
    mockServer({ ad: searchAd({ status: 'active' }) });
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = renderAt(<DashboardApp />, { session: loggedIn() });
    await user.click(await screen.findByRole('button', { name: 'Receipt for AL-0001' }));
    const dialog = screen.getByRole('dialog', { name: 'Payment receipt' });
    const receipt = within(dialog).getByRole('article', { name: 'Receipt AL-0001' });
    expect(receipt).toHaveTextContent('Sipho Dlamini');
    expect(receipt).toHaveTextContent('1 Apr 2024');
    expect(receipt).toHaveTextContent('Amount paid (ZAR)R9,660');
    await user.click(within(dialog).getByRole('button', { name: 'Print receipt' }));
    expect(print).toHaveBeenCalled();
  });

  it('downloads the data as CSV files', async () => {
    mockServer({ ad: searchAd({ status: 'active' }), gbp: profile(), days: recentDays(5) });
    const created: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      created.push(blob);
      return `blob:test/${created.length}`;
    });
    URL.revokeObjectURL = jest.fn();
    const { user } = renderAt(<DashboardApp />, { session: loggedIn() });
    await user.click(await screen.findByRole('button', { name: 'Download my data' }));
    const links = within(screen.getByRole('list', { name: 'Your data files' })).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('download')?.replace(/\d{4}-\d{2}-\d{2}/, 'DATE'))).toEqual([
      'adlaunch-ads-DATE.csv',
      'adlaunch-keywords-DATE.csv',
      'adlaunch-performance-DATE.csv',
      'adlaunch-payments-DATE.csv',
    ]);
    expect(links[0]).toHaveTextContent('2 rows');
    expect(links[1]).toHaveTextContent('3 rows');
    expect(links[2]).toHaveTextContent('5 rows');
    expect(links[3]).toHaveTextContent('1 row)');
    expect(created.every((b) => b.type === 'text/csv;charset=utf-8')).toBe(true);
  });

  it('lands on the search ad section from /dashboard?search', async () => {
    mockServer({ ad: searchAd({ status: 'active' }) });
    renderAt(<DashboardApp />, { path: '/dashboard?search', session: loggedIn() });
    const heading = await screen.findByRole('heading', { name: 'Search ads' });
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('offers a retry when the campaigns cannot be loaded', async () => {
    const server = mockServer({ ad: searchAd() });
    server.getSearchAd.mockRejectedValueOnce(new ApiError('We ran into an error.', 500));
    const { user } = renderAt(<DashboardApp />, { session: loggedIn() });
    // The reason shows where the owner is looking, in the card that offers the retry.
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your campaigns. We ran into an error.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Search ads' })).toBeInTheDocument();
  });
});
