import { screen, waitFor, within } from '@testing-library/react';
import { useSessionStore } from '@adlaunch/session';
import { addDays, type Profile, type SearchAd, type Subscription } from '@adlaunch/shared';
import { api, ApiError } from '@adlaunch/session/api';
import { invoice, payment, profile, recentDays, searchAd, session, subscription } from '../testing/fixtures';
import { renderAt } from '../testing/render';
import { DashboardApp } from './dashboard-app';
import { queryClient, searchAdsQuery } from '@adlaunch/session/queries';
import { mockCardCheckout } from '../testing/card-checkout';

const loggedIn = (history = [payment()], user = {}) => ({ token: 'test-token', session: session(history, user) });

function mockServer({
  ad = null,
  ads = ad ? [ad] : [],
  gbp = null,
  days = [],
  subscriptions = [],
}: {
  ad?: SearchAd | null;
  ads?: SearchAd[];
  gbp?: Profile | null;
  days?: ReturnType<typeof recentDays>;
  subscriptions?: Subscription[];
} = {}) {
  return {
    listSearchAds: jest.spyOn(api, 'listSearchAds').mockResolvedValue({ search_ads: ads }),
    listProfiles: jest.spyOn(api, 'listProfiles').mockResolvedValue({ profiles: gbp ? [gbp] : [] }),
    performance: jest.spyOn(api, 'performance').mockResolvedValue({ days }),
    toggle: jest.spyOn(api, 'toggleSearchAd'),
    reports: jest.spyOn(api, 'reports').mockResolvedValue({ reports: [] }),
    subscriptions: jest.spyOn(api, 'subscriptions').mockResolvedValue({ subscriptions }),
    rewards: jest.spyOn(api, 'rewards').mockResolvedValue({ rewardsPending: 0 }),
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
    expect(server.listSearchAds).not.toHaveBeenCalled();
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

    expect(screen.getByRole('meter', { name: 'Share of the ad budget spent' })).toBeInTheDocument();
    expect(screen.getByText(/of R4,800/)).toBeInTheDocument();

    expect(within(screen.getByRole('region', { name: 'Google Business Profile' })).getByText('Awaiting verification')).toBeInTheDocument();

    const payments = screen.getByRole('table', { name: 'Your payments, newest first' });
    expect(within(payments).getByRole('row', { name: /AL-0001/ })).toHaveTextContent('R9,660');
    expect(within(payments).getByRole('row', { name: /AL-0002/ })).toHaveTextContent('Failed');
    expect(within(payments).getByRole('row', { name: /Total paid \(1 payment\)/ })).toHaveTextContent('R9,660');
    expect(within(payments).queryByRole('button', { name: 'Payment receipt for AL-0002' })).not.toBeInTheDocument();
  });

  it('pauses an active ad after confirming, and the store follows', async () => {
    const server = mockServer({ ad: searchAd({ status: 'active' }), days: recentDays(10) });
    server.toggle.mockResolvedValue({ search_ad: searchAd({ status: 'paused' }) });
    const { user } = renderAt(<DashboardApp />, { session: loggedIn() });
    await user.click(await screen.findByRole('button', { name: 'Pause ads' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pause your search ads?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep ads running' }));
    expect(server.toggle).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Pause ads' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Pause ads' }));
    expect(server.toggle).toHaveBeenCalledWith({ new_state: 'paused', ads_id: 7 });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const adCard = screen.getByRole('region', { name: 'Search ads' });
    expect(within(adCard).getByText('Paused')).toBeInTheDocument();
    expect(within(adCard).getByRole('status')).toHaveTextContent('Your search ads are paused.');
    expect(within(adCard).getByRole('button', { name: 'Resume ads' })).toBeInTheDocument();
    expect(queryClient.getQueryData(searchAdsQuery.queryKey)?.[0].status).toBe('paused');
  });

  it('resumes a paused ad, and keeps the dialog open with the error shown when the server refuses', async () => {
    const server = mockServer({ ad: searchAd({ status: 'paused' }), days: recentDays(10) });
    server.toggle.mockRejectedValueOnce(new ApiError('Only a running campaign can be paused or resumed.', 409));
    server.toggle.mockResolvedValueOnce({ search_ad: searchAd({ status: 'active' }) });
    const { user } = renderAt(<DashboardApp />, { session: loggedIn() });
    const adCard = await screen.findByRole('region', { name: 'Search ads' });
    expect(within(adCard).getByText('Paused')).toBeInTheDocument();
    expect(within(adCard).getByText(/^Not showing\. A renewal charges the management fee, no ad budget/)).toBeInTheDocument();

    await user.click(within(adCard).getByRole('button', { name: 'Resume ads' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Resume your search ads?' })).getByRole('button', { name: 'Resume ads' }));
    await waitFor(() => expect(useSessionStore.getState().error?.message).toBe('Only a running campaign can be paused or resumed.'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Resume ads' }));
    expect(server.toggle).toHaveBeenLastCalledWith({ new_state: 'active', ads_id: 7 });
    await waitFor(() => expect(within(adCard).getByText('Live')).toBeInTheDocument());
    expect(within(adCard).getByRole('button', { name: 'Pause ads' })).toBeInTheDocument();
    expect(useSessionStore.getState().pending).toBe(0);
  });

  it('a card update shows its payment in the payments table at once, and the pause dialog states the next charge', async () => {
    const ad = searchAd({ status: 'active', plan: 'plan_04' });
    mockServer({ ad, subscriptions: [subscription()] });
    const check = payment({
      reference: 'AL-C1-1',
      kind: 'card_check',
      status: 'refunded',
      amountCents: 100,
      period: null,
      day: '2026-11-28',
    });
    mockCardCheckout('AL-C1-1');
    jest.spyOn(api, 'tokenLogin').mockResolvedValue(session([check, payment()]));
    const { user } = renderAt(<DashboardApp />, { session: loggedIn() });

    await user.click(await screen.findByRole('button', { name: 'Pause ads' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pause your search ads?' });
    expect(await within(dialog).findByText(/^If your ads are still paused on 26 Dec 2026, that day's charge is R2,760/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Keep ads running' }));

    const billing = screen.getByRole('region', { name: 'Billing' });
    await user.click(await within(billing).findByRole('button', { name: 'Update card' }));
    const checkout = await screen.findByRole('dialog', { name: 'Test checkout' });
    await user.type(within(checkout).getByLabelText('Card number'), '4084 0840 8408 4081');
    await user.click(within(checkout).getByRole('button', { name: 'Pay' }));
    const payments = await screen.findByRole('table', { name: 'Your payments, newest first' });
    expect(await within(payments).findByRole('row', { name: /AL-C1-1/ })).toHaveTextContent('Refunded');
    expect(within(payments).getByRole('row', { name: /Total paid/ })).toHaveTextContent('Total paid (1 payment)R9,660');
  });

  it('opens a printable receipt for a payment', async () => {
    mockServer({ ad: searchAd({ status: 'active' }) });
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = renderAt(<DashboardApp />, { session: loggedIn() });
    await user.click(await screen.findByRole('button', { name: 'Payment receipt for AL-0001' }));
    const dialog = screen.getByRole('dialog', { name: 'Payment receipt' });
    const receipt = within(dialog).getByRole('article', { name: 'Payment receipt AL-0001' });
    expect(receipt).toHaveTextContent('Sipho Dlamini');
    expect(receipt).toHaveTextContent('1 Apr 2024');
    expect(receipt).toHaveTextContent('Amount paid (ZAR)R9,660');
    await user.click(within(dialog).getByRole('button', { name: 'Print payment receipt' }));
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
    server.listSearchAds.mockRejectedValueOnce(new ApiError('We ran into an error.', 500));
    const { user } = renderAt(<DashboardApp />, { session: loggedIn() });
    // The reason shows where the owner is looking, in the card that offers the retry.
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your campaigns. We ran into an error.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Search ads' })).toBeInTheDocument();
  });
});

describe('an owner with more than one campaign', () => {
  const running = searchAd({ id: 8, status: 'active', businessName: 'Sipho Plumbing Durban' });
  const paused = searchAd({ id: 7, status: 'paused' });
  const draft = searchAd({ id: 9, status: 'setup', ad_details: null, keywords: [] });
  const card = (region: HTMLElement, name: RegExp) => within(region).getByRole('article', { name });

  it('sees every campaign with its own status and actions, and pausing one leaves the others as they were', async () => {
    const server = mockServer({ ads: [draft, running, paused], gbp: profile(), days: recentDays(10) });
    server.toggle.mockResolvedValue({ search_ad: { ...running, status: 'paused' } });
    const { user } = renderAt(<DashboardApp />, { session: loggedIn() });
    const region = await screen.findByRole('region', { name: 'Search ads' });
    expect(within(region).getAllByRole('article')).toHaveLength(3);
    expect(within(region).getByText('3 campaigns')).toBeInTheDocument();
    const newest = card(region, /Campaign 3 of 3/);
    const live = card(region, /Sipho Plumbing Durban: search ads Campaign 2 of 3/);
    const resting = card(region, /Campaign 1 of 3/);
    expect(within(newest).getByText('Not finished')).toBeInTheDocument();
    expect(within(newest).getByRole('link', { name: /Finish setting up your search ads/ })).toBeInTheDocument();
    expect(within(live).getByText('Live')).toBeInTheDocument();
    expect(within(resting).getByText('Paused')).toBeInTheDocument();

    await user.click(within(live).getByRole('button', { name: 'Pause ads' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pause your search ads?' });
    expect(dialog).toHaveTextContent('Sipho Plumbing Durban: search ads (campaign 2 of 3)');
    await user.click(within(dialog).getByRole('button', { name: 'Pause ads' }));
    expect(server.toggle).toHaveBeenCalledWith({ new_state: 'paused', ads_id: 8 });
    await waitFor(() => expect(within(live).getByText('Paused')).toBeInTheDocument());
    expect(within(resting).getByText('Paused')).toBeInTheDocument();
    expect(within(newest).getByText('Not finished')).toBeInTheDocument();

    server.toggle.mockResolvedValue({ search_ad: { ...paused, status: 'active' } });
    await user.click(within(resting).getByRole('button', { name: 'Resume ads' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Resume your search ads?' })).getByRole('button', { name: 'Resume ads' }));
    expect(server.toggle).toHaveBeenLastCalledWith({ new_state: 'active', ads_id: 7 });
    await waitFor(() => expect(within(resting).getByText('Live')).toBeInTheDocument());
    expect(within(live).getByText('Paused')).toBeInTheDocument();
  });

  it('shows the statistics of the running campaign, and of another one when the owner picks it', async () => {
    const server = mockServer({ ads: [draft, running, paused], days: recentDays(10) });
    const { user } = renderAt(<DashboardApp />, { session: loggedIn() });
    const region = await screen.findByRole('region', { name: 'Search ads' });
    await screen.findByRole('list', { name: 'Totals for the last 30 days' });
    expect(server.performance).toHaveBeenCalledWith(8);
    const performance = screen.getByRole('region', { name: 'Performance' });
    expect(performance).toHaveTextContent('Sipho Plumbing Durban: search ads (campaign 2 of 3)');
    const show = (name: RegExp) => within(card(region, name)).getByRole('button', { name: 'Show statistics' });
    expect(show(/Campaign 2 of 3/)).toHaveAttribute('aria-pressed', 'true');
    expect(within(card(region, /Campaign 3 of 3/)).queryByRole('button', { name: 'Show statistics' })).not.toBeInTheDocument();

    await user.click(show(/Campaign 1 of 3/));
    expect(show(/Campaign 1 of 3/)).toHaveAttribute('aria-pressed', 'true');
    expect(show(/Campaign 2 of 3/)).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(server.performance).toHaveBeenLastCalledWith(7));
    expect(await screen.findByRole('region', { name: 'Performance' })).toHaveTextContent('Sipho Plumbing: search ads (campaign 1 of 3)');
  });

  it('lists every business profile, each with its status', async () => {
    mockServer({ ads: [running] });
    jest.spyOn(api, 'listProfiles').mockResolvedValue({
      profiles: [profile({ id: 4, status: 'setup', businessName: 'Sipho Bakery', zipcode: null }), profile({ id: 3, status: 'live' })],
    });
    renderAt(<DashboardApp />, { session: loggedIn() });
    const region = await screen.findByRole('region', { name: 'Google Business Profile' });
    expect(within(card(region, /Sipho Bakery: business profile Profile 2 of 2/)).getByText('Not finished')).toBeInTheDocument();
    expect(within(card(region, /Sipho Plumbing: business profile Profile 1 of 2/)).getByText('Live')).toBeInTheDocument();
  });
});

describe('a dashboard that tells the truth', () => {
  beforeEach(() => localStorage.clear());

  it('says "Welcome" on the first visit and "Welcome back" after', async () => {
    mockServer({ ad: searchAd() });
    const first = renderAt(<DashboardApp />, { session: loggedIn() });
    expect(await screen.findByText(/^Welcome, /)).toBeInTheDocument();
    expect(screen.queryByText(/Welcome back/)).not.toBeInTheDocument();
    first.unmount();
    renderAt(<DashboardApp />, { session: loggedIn() });
    expect(await screen.findByText(/^Welcome back, /)).toBeInTheDocument();
  });

  it('names a first campaign from the business and the product, never by a number, and shows the chosen ad text', async () => {
    mockServer({ ad: searchAd({ id: 2, businessName: "Sipho's Bakery", businessUrl: 'https://siphosbakery.co.za' }) });
    renderAt(<DashboardApp />, { session: loggedIn() });
    const region = await screen.findByRole('region', { name: 'Search ads' });
    const card = within(region).getByRole('article', { name: "Sipho's Bakery: search ads" });
    expect(card).not.toHaveTextContent(/Campaign \d/);
    const ad = within(card).getByRole('figure', { name: 'Your ad' });
    expect(ad).toHaveTextContent('Plumber | Fast | Call now');
    expect(ad).toHaveTextContent('siphosbakery.co.za');
    // Each description on a line of its own.
    expect(within(ad).getByText('We fix pipes.')).toBeInTheDocument();
    expect(within(ad).getByText('Open 24/7.')).toBeInTheDocument();
  });

  it('says a paused campaign is paused where it shows its pace, not "On track"', async () => {
    mockServer({ ad: searchAd({ status: 'paused' }), days: recentDays(10) });
    renderAt(<DashboardApp />, { session: loggedIn() });
    await screen.findByRole('list', { name: 'Totals for the last 30 days' });
    expect(screen.getByText(/Paused: your ads are not running/)).toBeInTheDocument();
    expect(screen.queryByText(/On track/)).not.toBeInTheDocument();
    expect(screen.queryByText(/on pace/)).not.toBeInTheDocument();
  });

  it('tells one spend story, over the paid period from the day it started', async () => {
    const started = recentDays(10)[0].date;
    const sub = subscription({ adId: 7, periodStart: started, periodEnd: addDays(started, 29) });
    mockServer({
      ad: searchAd({ status: 'active' }),
      days: recentDays(40, { clicks: 5, views: 100, spendCents: 10000 }),
      subscriptions: [sub],
    });
    renderAt(<DashboardApp />, { session: loggedIn() });
    const spend = await screen.findByRole('region', { name: 'Spend this paid period' });
    // Ten reported days of R100 since the period started, not the calendar month's.
    expect(spend).toHaveTextContent('R1,000 of R4,800');
    expect(spend).toHaveTextContent('day 10 of 30');
    expect(screen.queryByRole('region', { name: 'Spend this month' })).not.toBeInTheDocument();
    expect(within(spend).getAllByRole('status')).toHaveLength(1);
  });

  it('names what each payment button opens: the invoice, or for an older payment the payment receipt', async () => {
    mockServer({ ad: searchAd() });
    const older = payment();
    const invoiced = payment({ reference: 'AL-0003', invoiceNumber: 'INV-000007' });
    renderAt(<DashboardApp />, { session: loggedIn([older, invoiced]) });
    expect(await screen.findByRole('button', { name: 'Payment receipt for AL-0001' })).toHaveTextContent(/^Payment receipt$/);
    expect(screen.getByRole('button', { name: 'Invoice INV-000007 for AL-0003' })).toHaveTextContent(/^Invoice$/);
  });
});

describe('the invoice of a payment', () => {
  const invoiced = payment({ invoiceNumber: 'INV-000001' });

  it('opens from the payments table with every line, the VAT apart and the total, and prints', async () => {
    mockServer({ ad: searchAd() });
    const load = jest.spyOn(api, 'invoice').mockResolvedValue({ invoice: invoice() });
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = renderAt(<DashboardApp />, { session: loggedIn([invoiced]) });
    await user.click(await screen.findByRole('button', { name: 'Invoice INV-000001 for AL-0001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tax invoice INV-000001' });
    expect(load).toHaveBeenCalledWith('INV-000001');
    const view = within(dialog).getByRole('article', { name: 'Tax invoice INV-000001' });
    expect(view).toHaveTextContent('AdLaunch (Pty) Ltd');
    expect(view).toHaveTextContent('VAT registration number: 4123456789');
    expect(view).toHaveTextContent('Sipho Plumbing');
    expect(view).toHaveTextContent('1 Long Street, Cape Town');
    expect(view).toHaveTextContent('1 April 2024');
    const rows = within(view)
      .getAllByRole('row')
      .map((r) => r.textContent);
    expect(rows).toEqual([
      'DescriptionAmount (ZAR)',
      'Campaign setup (once)R1,200.00',
      'Management fee (monthly)R2,400.00',
      'Ad spend (monthly)R4,800.00',
      'Total excluding VATR8,400.00',
      'VAT at 15%R1,260.00',
      'Total including VAT paid (ZAR)R9,660.00',
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalled();
  });

  it('downloads the PDF the server makes, and says so in the dialog when it cannot', async () => {
    mockServer({ ad: searchAd() });
    jest.spyOn(api, 'invoice').mockResolvedValue({ invoice: invoice() });
    const pdf = jest.spyOn(api, 'invoicePdf');
    pdf.mockRejectedValueOnce(new ApiError('We ran into an error.', 500));
    pdf.mockResolvedValueOnce(new Blob(['%PDF-1.7'], { type: 'application/pdf' }));
    URL.createObjectURL = jest.fn(() => 'blob:test/invoice');
    URL.revokeObjectURL = jest.fn();
    const clicked: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(`${this.download} ${this.href}`);
    });
    const { user } = renderAt(<DashboardApp />, { session: loggedIn([invoiced]) });
    await user.click(await screen.findByRole('button', { name: 'Invoice INV-000001 for AL-0001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tax invoice INV-000001' });
    await user.click(within(dialog).getByRole('button', { name: 'Download PDF' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('We could not download the PDF. We ran into an error.');
    expect(useSessionStore.getState().error).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(clicked).toEqual(['INV-000001.pdf blob:test/invoice']));
    expect(pdf).toHaveBeenLastCalledWith('INV-000001');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says why no VAT was charged, and is then not called a tax invoice', async () => {
    mockServer({ ad: searchAd() });
    const noVat = invoice({
      kind: 'invoice',
      title: 'Invoice',
      vatRate: 0,
      vatCents: 0,
      totalCents: 840000,
      noVatReason: 'No VAT charged: your account says your business is not in South Africa.',
    });
    jest.spyOn(api, 'invoice').mockResolvedValue({ invoice: noVat });
    const { user } = renderAt(<DashboardApp />, { session: loggedIn([invoiced]) });
    await user.click(await screen.findByRole('button', { name: 'Invoice INV-000001 for AL-0001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invoice INV-000001' });
    expect(dialog).not.toHaveTextContent('Tax invoice');
    expect(dialog).toHaveTextContent('VATNo VAT charged');
    expect(dialog).toHaveTextContent('No VAT charged: your account says your business is not in South Africa.');
  });

  it('opens at once from the link in the invoice email', async () => {
    mockServer({ ad: searchAd() });
    jest.spyOn(api, 'invoice').mockResolvedValue({ invoice: invoice() });
    const { user } = renderAt(<DashboardApp />, { path: '/dashboard?invoice=INV-000001', session: loggedIn([invoiced]) });
    const dialog = await screen.findByRole('dialog', { name: 'Tax invoice INV-000001' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard$/);
  });
});
