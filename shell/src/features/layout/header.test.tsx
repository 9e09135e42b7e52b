import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@adlaunch/session';
import { setProfile, setSearchAd } from '@adlaunch/session/queries';
import { type SearchAd, type Profile } from '@adlaunch/shared';
import { renderAt, resetSession } from '../../testing/render';
import { Header } from './header';
import { currentOwnerLink, profileTarget, searchAdsTarget } from './owner-links';

jest.mock('@adlaunch/session/api', () => {
  const actual = jest.requireActual('@adlaunch/session/api');
  Object.assign(actual.api, { logout: jest.fn().mockResolvedValue({ message: 'ok' }) });
  return actual;
});

beforeEach(resetSession);

describe('link rules of product spec §2', () => {
  it('sends Search Ads to the wizard while the ad is in setup or absent, else to the dashboard', () => {
    expect(searchAdsTarget(undefined)).toBe('/search-ads/about');
    expect(searchAdsTarget('setup')).toBe('/search-ads/about');
    expect(searchAdsTarget('active')).toBe('/dashboard?search');
    expect(profileTarget(undefined)).toBe('/setup-gbp/about');
    expect(profileTarget('setup')).toBe('/setup-gbp/about');
    expect(profileTarget('live')).toBe('/dashboard');
  });
});

describe('the current owner link', () => {
  it('names one page: the product in its wizard or on /dashboard?search, else the dashboard', () => {
    expect(currentOwnerLink('/dashboard', '')).toBe('dashboard');
    expect(currentOwnerLink('/dashboard', '?search')).toBe('search');
    expect(currentOwnerLink('/setup-search/pay', '')).toBe('search');
    expect(currentOwnerLink('/setup-gbp/status', '')).toBe('profile');
    expect(currentOwnerLink('/social-media-ads', '')).toBe('social');
    expect(currentOwnerLink('/pricing', '')).toBeNull();
  });

  it('marks only Dashboard on /dashboard, though both products lead there once paid', async () => {
    useSessionStore.setState({ token: 't'.repeat(43) });
    setSearchAd({ status: 'active' } as SearchAd);
    setProfile({ status: 'live' } as Profile);
    renderAt(<Header />, '/dashboard');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Search Ads' })).toHaveAttribute('href', '/dashboard?search'));
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Google Business Profile' })).toHaveAttribute('href', '/dashboard');
    expect(
      within(nav)
        .getAllByRole('link', { current: 'page' })
        .map((link) => link.textContent),
    ).toEqual(['Dashboard']);
  });

  it('marks only Search Ads on /dashboard?search', async () => {
    useSessionStore.setState({ token: 't'.repeat(43) });
    setSearchAd({ status: 'active' } as SearchAd);
    setProfile({ status: 'live' } as Profile);
    renderAt(<Header />, '/dashboard?search');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Search Ads' })).toHaveAttribute('aria-current', 'page'));
    expect(screen.getAllByRole('link', { current: 'page' })).toHaveLength(1);
  });
});

describe('Header', () => {
  it('shows the logged-out navigation with product and pricing menus', async () => {
    renderAt(<Header />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'How it works' })).toHaveAttribute('href', '/how-it-works');
    expect(within(nav).getByRole('link', { name: 'FAQs' })).toHaveAttribute('href', '/faqs');
    expect(within(nav).getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
    expect(within(nav).getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/pricing');
    await userEvent.click(within(nav).getByRole('button', { name: /Products/ }));
    expect(within(nav).getByRole('link', { name: 'Google and Bing Search Ads' })).toHaveAttribute('href', '/search-ads');
    expect(within(nav).getByRole('link', { name: 'Google Business Profile' })).toHaveAttribute('href', '/google-business-profile');
    await userEvent.keyboard('{Escape}');
    expect(within(nav).queryByRole('link', { name: 'Google and Bing Search Ads' })).not.toBeInTheDocument();
    await userEvent.click(within(nav).getByRole('button', { name: /Pricing/ }));
    expect(within(nav).getByRole('link', { name: 'Business Profile pricing' })).toHaveAttribute('href', '/google-business-profile-pricing');
  });

  it('opens the auth modal from Log In, which is a link to the served login page before the app runs', async () => {
    renderAt(<Header />);
    const login = screen.getByRole('button', { name: 'Log In' });
    expect(login).toHaveAttribute('href', '/login');
    await userEvent.click(login);
    expect(useSessionStore.getState().auth).toMatchObject({ open: true, view: 'login' });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('shows the logged-in links following the ad and profile status', async () => {
    useSessionStore.setState({ token: 't'.repeat(43) });
    setSearchAd({ status: 'active' } as SearchAd);
    setProfile({ status: 'setup' } as Profile);
    renderAt(<Header />);
    await waitFor(() => expect(screen.getByRole('link', { name: 'Search Ads' })).toHaveAttribute('href', '/dashboard?search'));
    expect(screen.getByRole('link', { name: 'Google Business Profile' })).toHaveAttribute('href', '/setup-gbp/about');
    expect(screen.getByRole('link', { name: 'Social Media Ads' })).toHaveAttribute('href', '/social-media-ads');
    expect(screen.queryByRole('button', { name: 'Log In' })).not.toBeInTheDocument();
  });

  it('logs out: clears the session, goes home and says so', async () => {
    useSessionStore.setState({ token: 't'.repeat(43) });
    renderAt(<Header />, '/dashboard');
    await userEvent.click(screen.getByRole('button', { name: 'Log Out' }));
    expect(useSessionStore.getState().token).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(useSessionStore.getState().notice?.message).toBe('You are logged out.');
  });
});

describe('the phone menu', () => {
  it('closes when Log In opens the dialog, and stays closed once the owner is logged in', async () => {
    const user = userEvent.setup();
    renderAt(<Header />, '/');
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(useSessionStore.getState().auth.open).toBe(true);

    // Opened again while the dialog logs in (a login from another tab, or the menu opened behind it).
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    act(() => useSessionStore.getState().signIn('t'.repeat(43)));
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('on /staff', () => {
  it("draws the staff part in place of the visitor's and the owner's links, on the page and its phone menu", () => {
    useSessionStore.setState({ token: 't'.repeat(43) });
    const staffNav = jest.fn(() => <p>staff part</p>);
    renderAt(<Header staffNav={staffNav} />, '/staff/orders/search/4');
    expect(screen.getByText('staff part')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'AdLaunch home' })).toHaveAttribute('href', '/');
    for (const name of ['Log In', 'Get Started', 'Log Out', 'Dashboard', 'Search Ads', 'How it works', 'Menu']) {
      expect(screen.queryByRole('link', { name }) ?? screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
    expect(staffNav).toHaveBeenCalled();
  });

  it('keeps the site links on a page that only starts like /staff', () => {
    const staffNav = jest.fn(() => <p>staff part</p>);
    renderAt(<Header staffNav={staffNav} />, '/staffing');
    expect(screen.getByRole('link', { name: 'Get Started' })).toBeInTheDocument();
    expect(staffNav).not.toHaveBeenCalled();
  });
});
