import { screen, within } from '@testing-library/react';
import { ApiError } from '@adlaunch/session/api';
import type { EngineLinksAnswer } from '@adlaunch/shared';
import { mockCalls, orderAnswer, renderBackoffice } from '../../testing/render';

const linked: EngineLinksAnswer = {
  links: [
    {
      engine: 'google',
      accountId: '1234567890',
      campaignId: '987654321',
      linkedBy: 'nomsa@adlaunch.example',
      linkedAt: '2026-11-20T09:00:00.000Z',
    },
  ],
  syncs: [
    {
      engine: 'google',
      updatedAt: '2026-11-26T04:10:00.000Z',
      triedAt: '2026-11-27T04:10:00.000Z',
      error: 'The refresh token was revoked.',
    },
  ],
};

function setUp(roles: ('campaigns' | 'support')[], answer: EngineLinksAnswer = linked) {
  const api = mockCalls();
  api.order.mockResolvedValue(orderAnswer());
  api.engineLinks.mockResolvedValue(answer);
  return renderBackoffice('/staff/orders/search_ads/41', roles, api);
}

const card = () => screen.findByRole('region', { name: 'Engine campaigns' });

it('shows each link with who linked it and the engine’s last sync, read-only for support', async () => {
  const { api } = setUp(['support']);
  const google = await within(await card()).findByRole('region', { name: 'Google Ads' });
  expect(api.engineLinks).toHaveBeenCalledWith(41);
  expect(within(google).getByText('1234567890')).toBeInTheDocument();
  expect(within(google).getByText('987654321')).toBeInTheDocument();
  expect(within(google).getByText(/by nomsa@adlaunch\.example/)).toBeInTheDocument();
  expect(within(google).getByText('The refresh token was revoked.')).toBeInTheDocument();
  expect(within(google).getByText('Last try')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('form', { name: 'Link a campaign' })).not.toBeInTheDocument();
});

it('links a Google campaign with a dashed customer id, and shows a refusal inside the form', async () => {
  const { api, user } = setUp(['campaigns'], { links: [], syncs: [] });
  const form = await within(await card()).findByRole('form', { name: 'Link a campaign' });
  expect(within(await card()).getByText(/Not linked/)).toBeInTheDocument();
  await user.click(within(form).getByRole('button', { name: 'Link the campaign' }));
  expect(within(form).getByRole('alert')).toHaveTextContent('Choose the engine.');
  expect(api.linkEngine).not.toHaveBeenCalled();

  api.linkEngine.mockRejectedValueOnce(
    new ApiError('Give the campaign id in digits.', 400, { campaignId: ['Give the campaign id in digits.'] }),
  );
  await user.selectOptions(within(form).getByLabelText(/Engine/), 'google');
  await user.type(within(form).getByLabelText(/Customer id/), '123-456-7890');
  await user.type(within(form).getByLabelText(/Campaign id/), 'abc');
  await user.click(within(form).getByRole('button', { name: 'Link the campaign' }));
  expect(await within(form).findByRole('alert')).toHaveTextContent('Give the campaign id in digits.');
  expect(within(form).getByLabelText(/Campaign id/)).toHaveAttribute('aria-invalid', 'true');

  api.linkEngine.mockResolvedValueOnce(linked);
  api.engineLinks.mockResolvedValue(linked);
  await user.clear(within(form).getByLabelText(/Campaign id/));
  await user.type(within(form).getByLabelText(/Campaign id/), '987654321');
  await user.click(within(form).getByRole('button', { name: 'Link the campaign' }));
  expect(api.linkEngine).toHaveBeenLastCalledWith(41, { engine: 'google', accountId: '123-456-7890', campaignId: '987654321' });
  expect(await screen.findByText('Linked to the Google Ads campaign 987654321.')).toBeInTheDocument();
  expect(await within(await card()).findByRole('region', { name: 'Google Ads' })).toBeInTheDocument();
});

it('removes an engine’s link only after the confirmation', async () => {
  const { api, user } = setUp(['campaigns']);
  api.unlinkEngine.mockResolvedValue({ links: [], syncs: [] });
  await user.click(await screen.findByRole('button', { name: 'Remove the Google Ads link' }));
  expect(api.unlinkEngine).not.toHaveBeenCalled();
  const dialog = await screen.findByRole('dialog', { name: 'Remove the Google Ads link?' });
  api.engineLinks.mockResolvedValue({ links: [], syncs: [] });
  await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
  expect(api.unlinkEngine).toHaveBeenCalledWith(41, 'google');
  expect(await screen.findByText('The Google Ads link is removed.')).toBeInTheDocument();
});

it('is not on a business profile’s page', async () => {
  const api = mockCalls();
  api.order.mockResolvedValue(orderAnswer({ order: { ...orderAnswer().order, product: 'gbp' } }));
  renderBackoffice('/staff/orders/gbp/41', ['campaigns'], api);
  expect(await screen.findByRole('heading', { name: 'Greenleaf Plumbing', level: 1 })).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Engine campaigns' })).not.toBeInTheDocument();
  expect(api.engineLinks).not.toHaveBeenCalled();
});
