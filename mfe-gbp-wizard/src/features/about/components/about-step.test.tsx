import { screen, waitFor, within } from '@testing-library/react';
import { useSessionStore } from '@adlaunch/session';
import { api, ApiError } from '@adlaunch/session/api';
import { gbpStepPath, MESSAGES, ownerFrameValues, VAT_TEXTS } from '@adlaunch/shared';
import {
  currentPath,
  expectEmptyNamedFields,
  expectFrameValues,
  leaveFrame,
  profileWith,
  renderFrame,
  renderWizard,
  resetSession,
  searchAdWith,
  signedInUser,
  signIn,
} from '../../../testing/render';
import { getProfile } from '@adlaunch/session/queries';
import { CONTACT_ANSWERS } from '@adlaunch/ui-kit/testing';

beforeEach(() => {
  resetSession();
  jest.restoreAllMocks();
});

it('validates when a field is left, then creates the profile and moves to the business step', async () => {
  jest.spyOn(api, 'getProfile').mockResolvedValue({ profile: null });
  const save = jest.spyOn(api, 'saveProfile').mockResolvedValue({ profile: profileWith(['about']) });
  const { user } = renderWizard('/setup-gbp/about');

  expect(await screen.findByRole('heading', { level: 1, name: 'About your business' })).toBeInTheDocument();
  await user.click(await screen.findByLabelText('Business name'));
  await user.tab();
  expect(await screen.findByText('This field is required.')).toBeInTheDocument();

  await user.type(screen.getByLabelText('Mobile number'), '+27 82 555 0101');
  await user.type(screen.getByLabelText('Business name'), 'Sipho Plumbing');
  await user.type(screen.getByLabelText(/^Website/), 'sipho.co.za');
  await user.selectOptions(screen.getByLabelText('Category'), 'Plumber');
  await user.type(screen.getByLabelText(/^Company registration number/), '2019/123456/07');
  // The South Africa (VAT) question is required here, before any price (decision 017).
  await user.click(screen.getByRole('button', { name: 'Save and continue' }));
  expect(await screen.findByText(MESSAGES.vatAnswer)).toBeInTheDocument();
  expect(save).not.toHaveBeenCalled();
  const southAfrica = screen.getByRole('group', { name: VAT_TEXTS.question });
  await user.click(within(southAfrica).getByRole('radio', { name: 'Yes' }));
  await user.type(screen.getByLabelText('VAT number (optional)'), '4123456789');
  await user.click(screen.getByRole('button', { name: 'Save and continue' }));

  await waitFor(() => expect(currentPath()).toBe('/setup-gbp/business'));
  expect(save).toHaveBeenCalledWith({
    ...CONTACT_ANSWERS,
    category: 'Plumber',
    registration_number: '2019/123456/07',
    charge_vat: 'yes',
    vat_number: '4123456789',
    gbp_id: null,
  });
  expect(getProfile()?.id).toBe(7);
});

it('shows the answer given before, keeps a new one in the session, and lets the owner change it until they pay', async () => {
  signIn({ vatAnswered: true });
  jest.spyOn(api, 'getProfile').mockResolvedValue({ profile: profileWith(['about']) });
  jest.spyOn(api, 'saveProfile').mockResolvedValue({ profile: profileWith(['about']) });
  const first = renderWizard('/setup-gbp/about');
  const answered = await screen.findByRole('group', { name: VAT_TEXTS.question });
  await waitFor(() => expect(within(answered).getByRole('radio', { name: 'No' })).toBeChecked());
  await first.user.click(within(answered).getByRole('radio', { name: 'Yes' }));
  await first.user.click(screen.getByRole('button', { name: 'Save and continue' }));
  await waitFor(() => expect(currentPath()).toBe('/setup-gbp/business'));
  expect(useSessionStore.getState().session?.user.chargeVAT).toBe(true);
  // The new step's heading takes focus (and is announced), not the page's body.
  await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus());
  first.unmount();

  // Not paid yet: the "yes" can still become a "no".
  const second = renderWizard('/setup-gbp/about');
  const again = await screen.findByRole('group', { name: VAT_TEXTS.question });
  expect(within(again).getByRole('radio', { name: 'Yes' })).toBeChecked();
  await second.user.click(within(again).getByRole('radio', { name: 'No' }));
  await second.user.click(screen.getByRole('button', { name: 'Save and continue' }));
  await waitFor(() => expect(useSessionStore.getState().session?.user.chargeVAT).toBe(false));
  second.unmount();
});

it('offers no "No" once the owner has paid with a "yes"', async () => {
  signIn({ vatAnswered: true, chargeVAT: true, transactions: { history: [], totals: { count: 1, paidCents: 966000 } } });
  jest.spyOn(api, 'getProfile').mockResolvedValue({ profile: profileWith(['about']) });
  renderWizard('/setup-gbp/about');
  const locked = await screen.findByRole('group', { name: VAT_TEXTS.question });
  expect(within(locked).getByRole('radio', { name: 'Yes' })).toBeChecked();
  expect(within(locked).queryByRole('radio', { name: 'No' })).not.toBeInTheDocument();
});

it('lets a sole proprietor go on without a registration number, and checks a number that is given', async () => {
  signIn({ vatAnswered: true, mobile: '+27 82 555 0101', businessName: 'Ma Thandi Bakes', websiteUrl: 'mathandi.co.za' });
  jest.spyOn(api, 'getProfile').mockResolvedValue({ profile: null });
  const save = jest.spyOn(api, 'saveProfile').mockResolvedValue({ profile: profileWith(['about']) });
  const { user } = renderWizard('/setup-gbp/about');
  await user.selectOptions(await screen.findByLabelText('Category'), 'Bakery');
  await user.type(screen.getByLabelText(/^Company registration number/), 'abc');
  await user.tab();
  expect(await screen.findByText(MESSAGES.registrationNumber)).toBeVisible();
  await user.click(screen.getByRole('checkbox', { name: /I trade as a sole proprietor/ }));
  expect(screen.queryByLabelText(/^Company registration number/)).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Save and continue' }));
  await waitFor(() => expect(save).toHaveBeenCalledWith(expect.objectContaining({ registration_number: '' })));
});

it('prefills a saved profile, saves on its id and shows a refusal from the server', async () => {
  signIn({ vatAnswered: true });
  jest.spyOn(api, 'getProfile').mockResolvedValue({ profile: profileWith(['about']) });
  const save = jest.spyOn(api, 'saveProfile').mockRejectedValue(
    new ApiError('Enter a valid mobile number, e.g. +27 82 123 4567.', 400, {
      mobile: ['Enter a valid mobile number, e.g. +27 82 123 4567.'],
    }),
  );
  const { user } = renderWizard('/setup-gbp/about');

  expect(await screen.findByLabelText('Business name')).toHaveValue('Sipho Plumbing');
  expect(screen.getByLabelText('Category')).toHaveValue('Plumber');
  await user.click(screen.getByRole('button', { name: 'Save and continue' }));

  await waitFor(() => expect(save).toHaveBeenCalledWith(expect.objectContaining({ gbp_id: 7 })));
  expect(await screen.findByText('Enter a valid mobile number, e.g. +27 82 123 4567.')).toBeInTheDocument();
  expect(screen.getByLabelText('Mobile number')).toHaveAttribute('aria-invalid', 'true');
  expect(useSessionStore.getState().error?.message).toBe('Enter a valid mobile number, e.g. +27 82 123 4567.');
  expect(currentPath()).toBe('/setup-gbp/about');
});

it('offers a list of business categories', async () => {
  jest.spyOn(api, 'getProfile').mockResolvedValue({ profile: null });
  renderWizard('/setup-gbp/about');
  const category = await screen.findByLabelText('Category');
  expect(category.tagName).toBe('SELECT');
  expect(screen.getByRole('option', { name: 'Restaurant' })).toBeInTheDocument();
  expect(screen.getAllByRole('option').length).toBeGreaterThan(20);
});

describe('reuses what the owner already gave', () => {
  const searchAd = searchAdWith({ address: '1 Long St, Cape Town' });

  it('fills the empty fields from the account and the search ads campaign, never over what the profile saved', async () => {
    signIn({ mobile: '+27 82 000 1111', vatAnswered: true }, searchAd);
    jest.spyOn(api, 'getProfile').mockResolvedValue({ profile: profileWith([], { businessName: 'Sipho & Sons' }) });
    const save = jest.spyOn(api, 'saveProfile').mockResolvedValue({ profile: profileWith(['about']) });
    const { user } = renderWizard('/setup-gbp/about');
    expect(await screen.findByLabelText('Business name')).toHaveValue('Sipho & Sons');
    expect(screen.getByLabelText('Mobile number')).toHaveValue('+27 82 000 1111');
    await waitFor(() => expect(screen.getByLabelText(/^Website/)).toHaveValue('http://sipho.co.za'));

    await user.selectOptions(screen.getByLabelText('Category'), 'Plumber');
    await user.type(screen.getByLabelText(/^Company registration number/), '2019/123456/07');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() =>
      expect(save).toHaveBeenCalledWith(
        expect.objectContaining({ mobile: '+27 82 000 1111', business_name: 'Sipho & Sons', business_url: 'http://sipho.co.za' }),
      ),
    );
  });

  it('a daily limit on new profiles (429) shows in the banner and the step stays', async () => {
    const limit = 'You can start at most 5 business profiles a day. Please finish the one you started, or try again tomorrow.';
    signIn({ vatAnswered: true }, searchAd);
    jest.spyOn(api, 'getProfile').mockResolvedValue({ profile: null });
    jest.spyOn(api, 'saveProfile').mockRejectedValue(new ApiError(limit, 429));
    const { user } = renderWizard('/setup-gbp/about');
    await waitFor(() => expect(screen.getByLabelText('Business name')).toHaveValue('Sipho Plumbing'));
    await user.selectOptions(screen.getByLabelText('Category'), 'Plumber');
    await user.type(screen.getByLabelText(/^Company registration number/), '2019/123456/07');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(useSessionStore.getState().error?.message).toBe(limit));
    expect(currentPath()).toBe('/setup-gbp/about');
    expect(useSessionStore.getState().pending).toBe(0);
  });
});

describe('as a served frame (decision 036)', () => {
  afterEach(leaveFrame);

  it('shows the form with no one’s answers: named, enabled, empty fields, and no price', async () => {
    renderFrame('/setup-gbp/about');
    const save = await screen.findByRole('button', { name: 'Save and continue' });
    expect(save).toBeEnabled();
    expect(expectEmptyNamedFields(save)).toEqual([
      'mobile',
      'business_name',
      'business_url',
      'category',
      'sole_proprietor',
      'registration_number',
      'charge_vat',
      'charge_vat',
      // The question locked to a paid "yes", hidden: the server shows it to an owner who has paid with one.
      'charge_vat',
      // Held for every owner, shown only with a "yes" (the server fills it for an owner who gave one).
      'vat_number',
    ]);
    // Both answers are offered: a frame does not know whether the owner has paid with a "yes".
    expect(within(screen.getByRole('group', { name: VAT_TEXTS.question })).getAllByRole('radio')).toHaveLength(2);
    expect(screen.queryByText('Loading your business profile…')).not.toBeInTheDocument();
    expect(screen.getByTestId('plan-summary-pending')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/R\d/);
  });

  it('hides the registration number under the sole proprietor tick before the app starts too', async () => {
    renderFrame('/setup-gbp/about');
    const tick = await screen.findByRole('checkbox', { name: /sole proprietor/ });
    const field = screen.getByLabelText(/^Company registration number/);
    // The style that hides it reads the tick's field, then the registration number's wrapper just after it.
    const wrapper = field.closest('[data-field]')?.parentElement;
    expect(wrapper).toHaveClass('registration');
    expect(wrapper?.previousElementSibling).toBe(tick.closest('[data-field]'));
  });

  it.each([
    ['a company, its VAT "yes" and number', profileWith(['about']), { chargeVAT: true, vatAnswered: true, vatNumber: '4123456789' }, null],
    [
      'a sole proprietor with the account’s mobile and a "no"',
      profileWith(['about'], { registrationNumber: null, mobile: null }),
      { mobile: '+27 82 000 1111', vatAnswered: true },
      null,
    ],
    ['no profile yet: the account and the search ads campaign', null, { businessName: 'Thandi Hair' }, searchAdWith()],
  ] as const)('holds in the app what the server fills in: %s', async (_, profile, account, searchAd) => {
    signIn(account, searchAd);
    jest.spyOn(api, 'getProfile').mockResolvedValue({ profile });
    renderWizard('/setup-gbp/about');
    await screen.findByRole('button', { name: 'Save and continue' });
    await waitFor(() => expect(screen.getByLabelText('Business name')).not.toHaveValue(''));
    const values = expectFrameValues(gbpStepPath('about'), { user: signedInUser(), searchAd, profile });
    expect(Object.keys(values)).toEqual(
      expect.arrayContaining(['mobile', 'business_name', 'business_url', 'category', 'charge_vat', 'sole_proprietor']),
    );
  });

  it('gives each kind of owner the values the step starts with', () => {
    signIn({ chargeVAT: true, vatAnswered: true, vatNumber: '4123456789' });
    const user = signedInUser();
    expect(ownerFrameValues(gbpStepPath('about'), { user, searchAd: null, profile: profileWith(['about']) })).toEqual({
      mobile: '+27 82 555 0101',
      business_name: 'Sipho Plumbing',
      business_url: 'http://sipho.co.za',
      category: 'Plumber',
      registration_number: '2019/123456/07',
      charge_vat: 'yes',
      vat_number: '4123456789',
      sole_proprietor: '',
    });
    const soleProprietor = profileWith(['about'], { registrationNumber: null });
    expect(
      ownerFrameValues(gbpStepPath('about'), { user: { ...user, chargeVAT: false }, searchAd: searchAdWith(), profile: soleProprietor }),
    ).toEqual({
      mobile: '+27 82 555 0101',
      business_name: 'Sipho Plumbing',
      business_url: 'http://sipho.co.za',
      category: 'Plumber',
      charge_vat: 'no',
      sole_proprietor: 'on',
    });
  });
});
