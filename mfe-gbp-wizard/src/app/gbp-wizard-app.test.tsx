import { screen, waitFor } from '@testing-library/react';
import { api, ApiError } from '@adlaunch/session/api';
import { currentPath, profileWith, renderWizard, resetSession } from '../testing/render';

beforeEach(() => {
  resetSession();
  jest.restoreAllMocks();
  jest.spyOn(api, 'profileStatus').mockResolvedValue({ status: 'paid' });
});

it.each([
  ['/setup-gbp', null, '/setup-gbp/about'],
  ['/setup-gbp/pay', null, '/setup-gbp/about'],
  ['/setup-gbp/address', profileWith(['about']), '/setup-gbp/business'],
  ['/setup-gbp/status', profileWith(['about', 'business']), '/setup-gbp/address'],
  ['/setup-gbp/nowhere', profileWith(['about', 'business', 'address']), '/setup-gbp/pay'],
  ['/setup-gbp/about', profileWith(['about', 'business', 'address'], { status: 'paid' }), '/setup-gbp/status'],
] as const)('%s with a profile sends the owner to the first incomplete step', async (path, profile, expected) => {
  jest.spyOn(api, 'getProfile').mockResolvedValue({ profile });
  renderWizard(path);
  await waitFor(() => expect(currentPath()).toBe(expected));
  expect(await screen.findAllByRole('heading', { level: 1 })).toHaveLength(1);
});

it('lets the owner go back to an earlier step', async () => {
  jest.spyOn(api, 'getProfile').mockResolvedValue({ profile: profileWith(['about', 'business']) });
  renderWizard('/setup-gbp/about');
  expect(await screen.findByRole('heading', { level: 1, name: 'About your business' })).toBeInTheDocument();
  expect(currentPath()).toBe('/setup-gbp/about');
  expect(screen.getByRole('navigation', { name: 'Business profile setup progress' })).toBeInTheDocument();
});

it('offers a retry when the profile cannot be loaded', async () => {
  const load = jest
    .spyOn(api, 'getProfile')
    .mockRejectedValueOnce(new ApiError('We ran into an error.', 500))
    .mockResolvedValue({ profile: null });
  const { user } = renderWizard('/setup-gbp/about');
  expect(await screen.findByRole('heading', { name: 'We could not load your business profile' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'About your business' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});
