import { screen, waitFor, within } from '@testing-library/react';
import { useSessionStore } from '@adlaunch/session';
import { api, ApiError } from '@adlaunch/session/api';
import type { Profile, SearchAd } from '@adlaunch/shared';
import { resumePath } from '../../../lib/destination';
import { currentPath, renderAuthModal, resetSession } from '../../../testing/render';

beforeEach(() => {
  resetSession();
  jest.restoreAllMocks();
});

const dialog = () => screen.getByRole('dialog');

describe('"Email me a code" in the login dialog', () => {
  it('emails the code to the address just typed, in one step, not to the one remembered from an earlier visit', async () => {
    localStorage.setItem('email', 'earlier@example.com');
    const requestOtp = jest.spyOn(api, 'requestOtp').mockResolvedValue({ message: 'sent' });
    const { user } = renderAuthModal();
    const email = screen.getByLabelText('Email');
    await user.clear(email);
    await user.type(email, ' Sipho@Bakery.co.za ');
    await user.click(screen.getByRole('button', { name: 'Email me a code' }));

    expect(await screen.findByRole('dialog', { name: 'Enter your code' })).toBeInTheDocument();
    expect(requestOtp).toHaveBeenCalledTimes(1);
    expect(requestOtp).toHaveBeenCalledWith({ emailAddress: 'sipho@bakery.co.za', purpose: 'login' });
    expect(within(dialog()).getByText('If sipho@bakery.co.za has an account, we emailed it a 5-character code.')).toBeInTheDocument();
    expect(within(dialog()).getByLabelText('Login code')).toBeInTheDocument();
    expect(localStorage.getItem('email')).toBe('sipho@bakery.co.za');

    // "Use another address" starts from the address the code went to.
    await user.click(screen.getByRole('button', { name: 'Use another address' }));
    expect(screen.getByRole('dialog', { name: 'Log in with an emailed code' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('sipho@bakery.co.za');
  });

  it('asks for the address when none usable is typed, starting from what was typed', async () => {
    const requestOtp = jest.spyOn(api, 'requestOtp');
    const { user } = renderAuthModal();
    await user.type(screen.getByLabelText('Email'), 'sipho@bakery');
    await user.click(screen.getByRole('button', { name: 'Email me a code' }));
    expect(screen.getByRole('dialog', { name: 'Log in with an emailed code' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('sipho@bakery');
    expect(requestOtp).not.toHaveBeenCalled();
  });

  it('shows a refused request next to the address, inside the dialog', async () => {
    const message = 'Too many codes requested. Please wait a few minutes and try again.';
    jest.spyOn(api, 'requestOtp').mockRejectedValue(new ApiError(message, 429));
    const { user } = renderAuthModal();
    await user.type(screen.getByLabelText('Email'), 'sipho@bakery.co.za');
    await user.click(screen.getByRole('button', { name: 'Email me a code' }));
    const modal = await screen.findByRole('dialog', { name: 'Log in with an emailed code' });
    expect(await within(modal).findByRole('alert')).toHaveTextContent(message);
    expect(within(modal).getByLabelText('Email')).toHaveValue('sipho@bakery.co.za');
    expect(useSessionStore.getState().error).toBeNull();
  });

  it('uses plain words: "code", never "OTP", on its fields', async () => {
    jest.spyOn(api, 'requestOtp').mockResolvedValue({ message: 'sent' });
    const { user } = renderAuthModal();
    await user.type(screen.getByLabelText('Email'), 'sipho@bakery.co.za');
    await user.click(screen.getByRole('button', { name: 'Email me a code' }));
    await screen.findByRole('dialog', { name: 'Enter your code' });
    expect(dialog().textContent).not.toMatch(/OTP/);
  });
});

describe('where an owner lands after logging in on the home page', () => {
  const ad = (status: string, fields: Partial<SearchAd> = {}) =>
    ({ id: 3, status, locations: [], keywords: [], competitors: [], ...fields }) as unknown as SearchAd;

  it('picks up the campaign: the dashboard once paid, else the first step it still needs', () => {
    expect(resumePath(null, null)).toBeNull();
    expect(resumePath(ad('active'), null)).toBe('/dashboard');
    expect(resumePath(ad('paused'), null)).toBe('/dashboard');
    expect(resumePath(null, { status: 'live' } as Profile)).toBe('/dashboard');
    expect(resumePath(ad('setup'), null)).toBe('/setup-search/about');
    expect(resumePath(null, { status: 'setup' } as Profile)).toBe('/setup-gbp/about');
  });

  it.each([
    ['a paid campaign', { search_ad: ad('active') }, '/dashboard'],
    ['a campaign being set up', { search_ad: ad('setup') }, '/setup-search/about'],
    ['nothing yet', { search_ad: null }, '/'],
  ])('with %s, the modal finishes first, then the owner lands on %s', async (_, answer, to) => {
    jest.spyOn(api, 'login').mockResolvedValue({ token: 'tok', verify_email: false });
    const getSearchAd = jest.spyOn(api, 'getSearchAd').mockResolvedValue(answer as Awaited<ReturnType<typeof api.getSearchAd>>);
    jest.spyOn(api, 'getProfile').mockResolvedValue({ profile: null });
    const { user } = renderAuthModal({ path: '/' });
    await user.type(screen.getByLabelText('Email'), 'sipho@bakery.co.za');
    await user.type(screen.getByLabelText('Password'), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(useSessionStore.getState().notice?.message).toBe('You are logged in.');
    await waitFor(() => expect(getSearchAd).toHaveBeenCalled());
    await waitFor(() => expect(currentPath()).toBe(to));
  });

  it('stays on the page it logged in on elsewhere (the spec keeps pricing pages leading to their wizard)', async () => {
    jest.spyOn(api, 'login').mockResolvedValue({ token: 'tok', verify_email: false });
    const getSearchAd = jest.spyOn(api, 'getSearchAd');
    const { user } = renderAuthModal({ path: '/faqs' });
    await user.type(screen.getByLabelText('Email'), 'sipho@bakery.co.za');
    await user.type(screen.getByLabelText('Password'), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(currentPath()).toBe('/faqs');
    expect(getSearchAd).not.toHaveBeenCalled();
  });
});
