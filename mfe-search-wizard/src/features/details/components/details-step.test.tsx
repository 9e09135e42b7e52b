import { screen, waitFor, within } from '@testing-library/react';
import { api } from '@adlaunch/session/api';
import { adWith, currentPath, renderWizard, resetSession } from '../../../testing/render';

beforeEach(() => resetSession());
afterEach(() => jest.restoreAllMocks());

const suggestions = {
  headlines: ['Emergency Plumber 24/7', 'Same-Day Leak Repairs', 'Licensed Local Plumbers', 'Extra'],
  descriptions: ['Burst pipe? We arrive within the hour anywhere in Cape Town.', 'Honest quotes and a 12-month guarantee.'],
  keywords: ['emergency plumber'],
};

describe('details step', () => {
  it('requires every headline and description, counts characters and previews the ad', async () => {
    const save = jest.spyOn(api, 'saveSearchAd');
    const { user } = renderWizard('/setup-search/details', adWith(['about']));
    const headline = await screen.findByLabelText('Headline 1');
    expect(headline).toHaveAccessibleDescription('0 / 30 characters');
    await user.type(headline, 'Plumber in Cape Town');
    expect(headline).toHaveAccessibleDescription('20 / 30 characters');
    expect(headline).toHaveAttribute('maxLength', '30');
    expect(screen.getByLabelText('Description 1')).toHaveAttribute('maxLength', '90');
    const preview = screen.getByRole('figure', { name: 'Ad preview' });
    expect(within(preview).getByText('Plumber in Cape Town')).toBeInTheDocument();
    expect(within(preview).getByText(/sipho\.co\.za/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findAllByText('This field is required.')).toHaveLength(4);
    expect(save).not.toHaveBeenCalled();
  });

  it('fills the fields from AI suggestions for the saved website', async () => {
    const ai = jest.spyOn(api, 'aiSuggestions').mockResolvedValue({ adbot_gpt_suggestions: suggestions });
    const { user } = renderWizard('/setup-search/details', adWith(['about'], { businessUrl: 'sipho.co.za' }));
    await user.click(await screen.findByRole('button', { name: 'Suggest with AI' }));
    await waitFor(() => expect(screen.getByLabelText('Headline 1')).toHaveValue('Emergency Plumber 24/7'));
    expect(ai).toHaveBeenCalledWith({ url: 'http://sipho.co.za' });
    expect(screen.getByLabelText('Headline 3')).toHaveValue('Licensed Local Plumbers');
    expect(screen.getByLabelText('Description 2')).toHaveValue('Honest quotes and a 12-month guarantee.');
    expect(
      within(screen.getByRole('figure', { name: 'Ad preview' })).getByText(
        'Emergency Plumber 24/7 | Same-Day Leak Repairs | Licensed Local Plumbers',
      ),
    ).toBeInTheDocument();
  });

  it('saves the ad text with the ad id and moves on to keywords', async () => {
    const save = jest.spyOn(api, 'saveSearchAd').mockResolvedValue({ search_ad: adWith(['about', 'details']) });
    const { user } = renderWizard('/setup-search/details', adWith(['about', 'details']));
    expect(await screen.findByLabelText('Headline 2')).toHaveValue('Fast Repairs');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(currentPath()).toBe('/setup-search/keywords'));
    expect(save).toHaveBeenCalledWith({
      ad_details: {
        headline_1: 'Plumber in Cape Town',
        headline_2: 'Fast Repairs',
        headline_3: 'Call Today',
        desc_1: 'Burst pipes fixed fast.',
        desc_2: 'Licensed and insured.',
      },
      ads_id: 9,
    });
  });
});
