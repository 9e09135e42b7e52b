import { screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@adlaunch/session/api';
import type { StaffOrderAnswer } from '@adlaunch/shared';
import { mockCalls, orderAnswer, renderBackoffice } from '../../testing/render';

const AD: NonNullable<StaffOrderAnswer['ad']> = {
  adDetails: {
    headline_1: 'Emergency Plumber',
    headline_2: 'Geysers Fixed Today',
    headline_3: 'Call Greenleaf',
    desc_1: 'Burst geyser? We are there within the hour.',
    desc_2: 'Licensed plumbers, fixed prices.',
  },
  keywords: ['emergency plumber'],
  negativeKeywords: ['free'],
  locations: [{ id: 'za-wc-cpt', name: 'Cape Town', type: 'city', country: 'ZA' }],
  plan: 'plan_01',
  keywordsMax: 20,
};

function setUp(roles: Parameters<typeof renderBackoffice>[1] = ['campaigns']) {
  const api = mockCalls();
  api.order.mockResolvedValue(orderAnswer({ ad: AD }));
  api.changeAd!.mockResolvedValue({});
  return renderBackoffice('/staff/orders/search_ads/41', roles, api);
}

it('changes the ad text with a note for the owner, and says the owner is told', async () => {
  const { api, user } = setUp();
  const form = await screen.findByRole('form', { name: 'Ad text' });
  const headline = within(form).getByLabelText('Headline 3');
  await user.clear(headline);
  await user.type(headline, 'Open 24 Hours');
  await user.type(within(form).getByLabelText(/Note for the owner/), 'A sharper headline.');
  await user.click(within(form).getByRole('button', { name: 'Save the ad text' }));
  await waitFor(() =>
    expect(api.changeAd).toHaveBeenCalledWith(41, {
      part: 'ad-text',
      body: { ad_details: { ...AD.adDetails, headline_3: 'Open 24 Hours' }, note_for_owner: 'A sharper headline.' },
    }),
  );
  expect(await screen.findByText('The ad text is changed; the owner is told.')).toBeInTheDocument();
});

it('refuses a headline too long beside the field, focused so that its message is read, and sends nothing', async () => {
  const { api, user } = setUp();
  const form = await screen.findByRole('form', { name: 'Ad text' });
  const headline = within(form).getByLabelText('Headline 1');
  await user.type(headline, ' and Geyser Repairs Cape Town');
  await user.click(within(form).getByRole('button', { name: 'Save the ad text' }));
  await waitFor(() => expect(headline).toHaveAccessibleDescription(/At most 30 characters\..*At most 30 characters\./));
  expect(headline).toHaveAttribute('aria-invalid', 'true');
  expect(headline).toHaveFocus();
  expect(api.changeAd).not.toHaveBeenCalled();
});

it('holds the keywords to the plan’s limit and sends one keyword a line with the words to exclude', async () => {
  const { api, user } = setUp();
  const form = await screen.findByRole('form', { name: 'Keywords' });
  const keywords = within(form).getByLabelText('Keywords');
  await user.clear(keywords);
  await user.type(keywords, Array.from({ length: 21 }, (_, i) => `plumber ${i + 1}`).join('\n'));
  await user.click(within(form).getByRole('button', { name: 'Save the keywords' }));
  expect(await within(form).findByText(/takes up to 20 keywords/)).toBeInTheDocument();
  expect(api.changeAd).not.toHaveBeenCalled();

  await user.clear(keywords);
  await user.type(keywords, 'emergency plumber\n\ngeyser repairs');
  await user.type(within(form).getByLabelText('Words to exclude'), '\njobs');
  await user.click(within(form).getByRole('button', { name: 'Save the keywords' }));
  await waitFor(() =>
    expect(api.changeAd).toHaveBeenCalledWith(41, {
      part: 'keywords',
      body: { keywords: ['emergency plumber', 'geyser repairs'], negative_keywords: ['free', 'jobs'], note_for_owner: '' },
    }),
  );
});

it('shows the server’s refusal of a field beside it, announced', async () => {
  const { api, user } = setUp();
  api.changeAd!.mockRejectedValue(
    new ApiError('Choose your locations from the suggestions list.', 400, { location_ids: ['Unknown location.'] }),
  );
  const form = await screen.findByRole('form', { name: 'Locations' });
  await user.click(within(form).getByRole('button', { name: 'Save the locations' }));
  expect(await within(form).findByRole('alert')).toHaveTextContent('Unknown location.');
});

it('finds a location and adds it, removes one, and saves the ids', async () => {
  const { api, user } = setUp();
  api.searchLocations!.mockResolvedValue({ list: [{ id: 'za-gp-jnb', name: 'Johannesburg', type: 'city', country: 'ZA' }] });
  const form = await screen.findByRole('form', { name: 'Locations' });
  await user.type(within(form).getByLabelText('Find a location'), 'Johannesburg{Enter}');
  await user.click(await within(form).findByRole('button', { name: 'Add Johannesburg (city, ZA)' }));
  await user.click(within(form).getByRole('button', { name: 'Remove Cape Town (city, ZA)' }));
  await user.click(within(form).getByRole('button', { name: 'Save the locations' }));
  await waitFor(() =>
    expect(api.changeAd).toHaveBeenCalledWith(41, { part: 'locations', body: { location_ids: ['za-gp-jnb'], note_for_owner: '' } }),
  );
});

it('is not offered to support', async () => {
  setUp(['support']);
  expect(await screen.findByRole('heading', { name: 'Greenleaf Plumbing', level: 1 })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Change the ad' })).not.toBeInTheDocument();
});

it('shows the ad without its editor under a shell released before ad changes', async () => {
  const api = mockCalls();
  api.order.mockResolvedValue(orderAnswer({ ad: AD }));
  delete (api as Partial<typeof api>).changeAd;
  renderBackoffice('/staff/orders/search_ads/41', ['campaigns'], api);
  expect(await screen.findByRole('form', { name: 'Move the order' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Change the ad' })).not.toBeInTheDocument();
});
