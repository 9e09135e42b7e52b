import { screen, waitFor } from '@testing-library/react';
import { api } from '@adlaunch/session/api';
import { gbpStepPath, MESSAGES } from '@adlaunch/shared';
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

beforeEach(() => {
  resetSession();
  jest.restoreAllMocks();
});

it('saves the address on the profile and goes to payment', async () => {
  jest.spyOn(api, 'getProfile').mockResolvedValue({ profile: profileWith(['about', 'business']) });
  const save = jest.spyOn(api, 'saveProfile').mockResolvedValue({ profile: profileWith(['about', 'business', 'address']) });
  const { user } = renderWizard('/setup-gbp/address');

  expect(await screen.findByRole('heading', { level: 1, name: 'Business address' })).toBeInTheDocument();
  expect(await screen.findByLabelText('Country')).toHaveValue('South Africa');
  await user.click(screen.getByRole('button', { name: 'Save and go to payment' }));
  expect(await screen.findAllByText('This field is required.')).toHaveLength(3);
  expect(save).not.toHaveBeenCalled();

  await user.type(screen.getByLabelText(/^Address/), '14 Bree Street');
  await user.type(screen.getByLabelText('Postal code'), '8001');
  await user.type(screen.getByLabelText('City'), 'Cape Town');
  await user.click(screen.getByRole('button', { name: 'Save and go to payment' }));

  await waitFor(() => expect(currentPath()).toBe('/setup-gbp/pay'));
  expect(save).toHaveBeenCalledWith({ address: '14 Bree Street', zipcode: '8001', city: 'Cape Town', country: 'South Africa', gbp_id: 7 });
});

it('refuses a South African postal code that is not 4 digits, next to the field', async () => {
  jest.spyOn(api, 'getProfile').mockResolvedValue({ profile: profileWith(['about', 'business']) });
  const save = jest.spyOn(api, 'saveProfile');
  const { user } = renderWizard('/setup-gbp/address');
  await user.type(await screen.findByLabelText(/^Address/), '1 Jan Smuts Ave');
  await user.type(screen.getByLabelText('Postal code'), 'ABCDE');
  await user.type(screen.getByLabelText('City'), 'Johannesburg');
  await user.click(screen.getByRole('button', { name: 'Save and go to payment' }));
  expect(await screen.findByText(MESSAGES.postalCodeSa)).toBeVisible();
  expect(screen.getByLabelText('Postal code')).toHaveAccessibleDescription(expect.stringContaining(MESSAGES.postalCodeSa));
  expect(save).not.toHaveBeenCalled();
});

it('goes back to the business step', async () => {
  jest.spyOn(api, 'getProfile').mockResolvedValue({ profile: profileWith(['about', 'business']) });
  const { user } = renderWizard('/setup-gbp/address');
  await user.click(await screen.findByRole('link', { name: 'Back' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Your business' })).toBeInTheDocument();
});

it('reuses the address already given in the search ads wizard', async () => {
  signIn({}, searchAdWith());
  jest.spyOn(api, 'getProfile').mockResolvedValue({ profile: profileWith(['about', 'business']) });
  renderWizard('/setup-gbp/address');
  await waitFor(() => expect(screen.getByLabelText(/^Address/)).toHaveValue('14 Bree Street'));
  expect(screen.getByLabelText('City')).toHaveValue('Cape Town');
  expect(screen.getByLabelText('Postal code')).toHaveValue('8001');
});

describe('as a served frame (decision 036)', () => {
  afterEach(leaveFrame);

  it('shows the form with the address empty and the country every owner starts with', async () => {
    renderFrame('/setup-gbp/address');
    const save = await screen.findByRole('button', { name: 'Save and go to payment' });
    // The server writes the owner's country over it (South Africa until the profile saves another).
    expect(expectEmptyNamedFields(save, { except: { country: 'South Africa' } })).toEqual(['address', 'zipcode', 'city', 'country']);
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/setup-gbp/business');
    expect(screen.getByTestId('plan-summary-pending')).toBeInTheDocument();
  });

  it.each([
    [
      'the profile saved',
      profileWith(['about', 'business', 'address'], { country: 'Namibia' }),
      searchAdWith({ address: '1 Long St, Durban, 4001' }),
    ],
    ['the search ads campaign’s one-line address', profileWith(['about', 'business']), searchAdWith()],
    ['nothing given yet', profileWith(['about', 'business']), null],
  ])('holds in the app what the server fills in: %s', async (_, profile, searchAd) => {
    signIn({}, searchAd);
    jest.spyOn(api, 'getProfile').mockResolvedValue({ profile });
    renderWizard('/setup-gbp/address');
    await screen.findByRole('button', { name: 'Save and go to payment' });
    // The campaign may come after the step's first render: its address fills the empty fields as it arrives.
    await waitFor(() =>
      expect(expectFrameValues(gbpStepPath('address'), { user: signedInUser(), searchAd, profile }).city).toBe(searchAd ? 'Cape Town' : ''),
    );
  });
});
