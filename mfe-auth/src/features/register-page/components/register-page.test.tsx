import { screen, waitFor, within } from '@testing-library/react';
import { MESSAGES, STORAGE_KEYS } from '@adlaunch/shared';
import { useSessionStore } from '@adlaunch/session';
import { api, ApiError } from '@adlaunch/session/api';
import { currentPath, renderAt, resetSession, tokenCookie } from '../../../testing/render';
import { ALREADY_GBP_MESSAGE, VAT_MESSAGE } from '../options';
import { RegisterPage } from './register-page';

beforeEach(() => {
  resetSession();
  jest.restoreAllMocks();
});

type User = ReturnType<typeof renderAt>['user'];

async function fillValid(user: User, product: 'search_ads' | 'gbp') {
  await user.type(screen.getByLabelText('First name'), 'Sipho');
  await user.type(screen.getByLabelText('Last name'), 'Dlamini');
  await user.type(screen.getByLabelText('Business email'), 'Sipho@Plumbing.co.za');
  await user.type(screen.getByLabelText('Mobile number'), '+27 82 123 4567');
  await user.type(screen.getByLabelText('Business name'), 'Sipho Plumbing');
  await user.type(screen.getByLabelText(/^Website/), 'www.siphoplumbing.co.za');
  if (product === 'gbp') {
    await user.click(
      within(screen.getByRole('group', { name: /already have a Google Business Profile/ })).getByRole('radio', { name: 'No' }),
    );
  }
  await user.click(within(screen.getByRole('group', { name: /Is your business in South Africa/ })).getByRole('radio', { name: 'Yes' }));
  await user.click(screen.getByRole('checkbox', { name: /I accept the terms of service/ }));
}

describe('register page', () => {
  it('has one h1, a page title and meta description', () => {
    renderAt(<RegisterPage product="search_ads" />, '/register-ads');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe('Register for Search Ads | AdLaunch');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', expect.stringContaining('search ads'));
    expect(screen.queryByRole('group', { name: /Google Business Profile/ })).not.toBeInTheDocument();
  });

  it('keeps Create Account enabled: an empty send says what is missing beside each field, terms included, and focuses the first', async () => {
    const save = jest.spyOn(api, 'register');
    const { user } = renderAt(<RegisterPage product="search_ads" />, '/register-ads');
    const create = screen.getByRole('button', { name: 'Create Account' });
    expect(create).toBeEnabled();
    await user.click(create);
    expect(await screen.findByText(MESSAGES.firstName)).toBeVisible();
    expect(screen.getByText(MESSAGES.terms)).toBeVisible();
    expect(screen.getByRole('checkbox', { name: /I accept the terms of service/ })).toHaveAccessibleDescription(
      expect.stringContaining(MESSAGES.terms),
    );
    await waitFor(() => expect(screen.getByLabelText('First name')).toHaveFocus());
    expect(save).not.toHaveBeenCalled();
  });

  it('focuses the first field in error in page order, a choice or the terms box too', async () => {
    const { user } = renderAt(<RegisterPage product="search_ads" />, '/register-ads');
    await user.type(screen.getByLabelText('First name'), 'Sipho');
    await user.type(screen.getByLabelText('Last name'), 'Dlamini');
    await user.type(screen.getByLabelText('Business email'), 'sipho@plumbing.co.za');
    await user.type(screen.getByLabelText('Mobile number'), '+27 82 123 4567');
    await user.type(screen.getByLabelText('Business name'), 'Sipho Plumbing');
    await user.type(screen.getByLabelText(/^Website/), 'www.siphoplumbing.co.za');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText(VAT_MESSAGE)).toBeVisible();
    const vat = screen.getByRole('group', { name: /Is your business in South Africa/ });
    await waitFor(() => expect(within(vat).getByRole('radio', { name: 'Yes' })).toHaveFocus());

    await user.click(within(vat).getByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: /I accept the terms of service/ })).toHaveFocus());
    expect(screen.getByText(MESSAGES.terms)).toBeVisible();
  });

  it('shows field messages after touch', async () => {
    const { user } = renderAt(<RegisterPage product="gbp" />, '/register-gbp');
    expect(screen.queryByText(MESSAGES.firstName)).not.toBeInTheDocument();

    await user.click(screen.getByLabelText('First name'));
    await user.click(screen.getByLabelText('Last name'));
    expect(await screen.findByText(MESSAGES.firstName)).toBeVisible();
    await user.click(screen.getByLabelText('Business email'));
    expect(await screen.findByText(MESSAGES.lastName)).toBeVisible();
    await user.type(screen.getByLabelText('Business email'), 'a@b');
    await user.tab();
    expect(await screen.findByText(MESSAGES.email)).toBeVisible();

    await user.click(screen.getByRole('checkbox', { name: /I accept the terms of service/ }));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText(VAT_MESSAGE)).toBeVisible();
    expect(screen.getByText(ALREADY_GBP_MESSAGE)).toBeVisible();
    expect(screen.getAllByText(MESSAGES.required).length).toBeGreaterThanOrEqual(3);
  });

  it.each([
    ['search_ads', '/register-ads', '/setup-search/about'],
    ['gbp', '/register-gbp', '/setup-gbp/about'],
  ] as const)('registers for %s, confirms the emailed code and lands on the wizard logged in', async (product, path, wizard) => {
    localStorage.setItem('referralCode', 'FRIEND42');
    // The id the server issued this browser (the browser never makes one up).
    localStorage.setItem('visitorId', 'issued-visitor-id');
    const register = jest.spyOn(api, 'register').mockResolvedValue({ message: 'ok' });
    const requestOtp = jest.spyOn(api, 'requestOtp').mockResolvedValue({ message: 'sent' });
    const verifyOtp = jest.spyOn(api, 'verifyOtp').mockResolvedValue({ token: 'reg-token' });
    const { user } = renderAt(<RegisterPage product={product} />, path);
    await fillValid(user, product);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByRole('heading', { name: 'Confirm your email address' })).toBeInTheDocument();
    expect(register).toHaveBeenCalledWith({
      firstName: 'Sipho',
      lastName: 'Dlamini',
      emailAddress: 'sipho@plumbing.co.za',
      mobile: '+27 82 123 4567',
      chargeVAT: true,
      businessName: 'Sipho Plumbing',
      websiteUrl: 'http://www.siphoplumbing.co.za',
      product,
      alreadyGbp: false,
      cid: 'issued-visitor-id',
      extras: [],
      referrer: 'FRIEND42',
    });
    expect(requestOtp).toHaveBeenCalledWith({ emailAddress: 'sipho@plumbing.co.za' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);

    const code = screen.getByLabelText('Verification code');
    await user.click(code);
    await user.tab();
    expect(await screen.findByText(MESSAGES.otp)).toBeVisible();
    await user.type(code, 'x9y8z');
    await user.click(screen.getByRole('button', { name: 'Verify and continue' }));

    await waitFor(() => expect(currentPath()).toBe(wizard));
    expect(verifyOtp).toHaveBeenCalledWith({ otp: 'X9Y8Z', emailAddress: 'sipho@plumbing.co.za', verificationType: 'email' });
    expect(tokenCookie()).toBe('reg-token');
  });

  it('does not ask a monthly advertising budget: the plan sets the ad budget that is charged', () => {
    renderAt(<RegisterPage product="search_ads" />, '/register-ads');
    expect(screen.queryByLabelText(/budget/i)).not.toBeInTheDocument();
    renderAt(<RegisterPage product="gbp" />, '/register-gbp');
    expect(screen.queryByLabelText(/budget/i)).not.toBeInTheDocument();
    expect(screen.getAllByRole('group', { name: /Your plan/ })).toHaveLength(1);
  });

  it('offers the plan picked on the pricing page, changeable, and carries the choice on to the pay step', async () => {
    localStorage.setItem(STORAGE_KEYS.chosenPlan, 'growth');
    jest.spyOn(api, 'register').mockResolvedValue({ message: 'ok' });
    jest.spyOn(api, 'requestOtp').mockResolvedValue({ message: 'sent' });
    const { user } = renderAt(<RegisterPage product="search_ads" />, '/register-ads');
    const plans = screen.getByRole('group', { name: /Your plan/ });
    expect(within(plans).getByRole('radio', { name: /^Growth R2,400 \(\$125\)/ })).toBeChecked();
    await user.click(within(plans).getByRole('radio', { name: /^Essentials R800 \(\$42\)/ }));
    await fillValid(user, 'search_ads');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('heading', { name: 'Confirm your email address' })).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.chosenPlan)).toBe('essentials');
  });

  it('takes the plan a link names', () => {
    localStorage.setItem(STORAGE_KEYS.chosenPlan, 'essentials');
    renderAt(<RegisterPage product="search_ads" />, '/register-ads?plan=growth');
    expect(screen.getByRole('radio', { name: /^Growth/ })).toBeChecked();
  });

  it('prefers the email-specific error of the server and stays on the form', async () => {
    jest
      .spyOn(api, 'register')
      .mockRejectedValue(
        new ApiError('Please check the form.', 409, { emailAddress: ['This email is already registered. Log in instead.'] }),
      );
    const requestOtp = jest.spyOn(api, 'requestOtp');
    const { user } = renderAt(<RegisterPage product="search_ads" />, '/register-ads');
    await fillValid(user, 'search_ads');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    await waitFor(() => expect(useSessionStore.getState().error?.message).toBe('This email is already registered. Log in instead.'));
    expect(screen.getByText('This email is already registered. Log in instead.')).toBeVisible();
    expect(requestOtp).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeInTheDocument();
  });

  it('can go back from the code step to change the details', async () => {
    jest.spyOn(api, 'register').mockResolvedValue({ message: 'ok' });
    jest.spyOn(api, 'requestOtp').mockResolvedValue({ message: 'sent' });
    const { user } = renderAt(<RegisterPage product="search_ads" />, '/register-ads');
    await fillValid(user, 'search_ads');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await user.click(await screen.findByRole('button', { name: 'Change my details' }));
    expect(screen.getByLabelText('First name')).toBeInTheDocument();
  });
});
