import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { TOAST_MS } from '@adlaunch/ui-kit';
import { api } from '@adlaunch/session/api';
import { searchStepPath } from '@adlaunch/shared';
import {
  adWith,
  currentPath,
  expectEmptyNamedFields,
  expectFrameValues,
  expectNoPlanLine,
  leaveFrame,
  renderFrame,
  renderWizard,
  resetSession,
  sessionFor,
} from '../../../testing/render';

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
    expect(headline).toHaveAccessibleDescription('0 of 30 characters');
    await user.type(headline, 'Plumber in Cape Town');
    expect(headline).toHaveAccessibleDescription('20 of 30 characters');
    expect(screen.getByLabelText('Description 1').tagName).toBe('TEXTAREA');
    const preview = screen.getByRole('figure', { name: 'Ad preview' });
    expect(within(preview).getByText('Plumber in Cape Town')).toBeInTheDocument();
    expect(within(preview).getByText(/sipho\.co\.za/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findAllByText('This field is required.')).toHaveLength(4);
    expect(save).not.toHaveBeenCalled();
  });

  it('keeps text over the limit, counts it and refuses it with a message rather than cutting it', async () => {
    const save = jest.spyOn(api, 'saveSearchAd');
    const { user } = renderWizard('/setup-search/details', adWith(['about']));
    const headline = await screen.findByLabelText('Headline 1');
    const long = 'Fresh Sourdough Baked Daily In Rosebank';
    await user.type(headline, long);
    expect(headline).toHaveValue(long);
    expect(headline).toHaveAccessibleDescription(`${long.length} of 30 characters: ${long.length - 30} too many`);
    const description = screen.getByLabelText('Description 1');
    await user.type(description, 'A'.repeat(95));
    expect(description).toHaveValue('A'.repeat(95));
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('At most 30 characters.')).toBeVisible();
    expect(await screen.findByText('At most 90 characters.')).toBeVisible();
    expect(save).not.toHaveBeenCalled();
  });

  it('lists suggestions under each field, applies one at a time without losing typed text, and undoes step by step', async () => {
    const ai = jest.spyOn(api, 'aiSuggestions').mockResolvedValue({ adbot_gpt_suggestions: suggestions });
    const { user } = renderWizard('/setup-search/details', adWith(['about'], { businessUrl: 'sipho.co.za' }));
    await user.type(await screen.findByLabelText('Headline 2'), 'Burst Pipes Fixed Fast');

    await user.click(screen.getByRole('button', { name: 'Suggest with AI' }));
    expect(ai).toHaveBeenCalledWith({ url: 'http://sipho.co.za' });
    expect(await screen.findByRole('status')).toHaveTextContent('4 headlines and 2 descriptions suggested: pick them under each field.');
    // Nothing is filled in until the owner picks.
    expect(screen.getByLabelText('Headline 1')).toHaveValue('');
    expect(screen.getByLabelText('Headline 2')).toHaveValue('Burst Pipes Fixed Fast');
    // Each field has one compact picker (a native list), not a row of chips.
    const forHeadline1 = screen.getByRole('combobox', { name: 'Headline 1: Suggestions' });
    expect(
      within(forHeadline1)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose one of 4…', ...suggestions.headlines]);
    expect(within(screen.getByRole('combobox', { name: 'Description 2: Suggestions' })).getAllByRole('option')).toHaveLength(3);
    expect(screen.queryAllByRole('button', { name: /^Use “/ })).toEqual([]);

    await user.selectOptions(forHeadline1, 'Emergency Plumber 24/7');
    expect(screen.getByLabelText('Headline 1')).toHaveValue('Emergency Plumber 24/7');
    expect(forHeadline1).toHaveValue('');
    expect(screen.getByRole('status')).toHaveTextContent('Headline 1 now reads “Emergency Plumber 24/7”.');
    // A headline in use is not offered again for the others.
    expect(
      within(screen.getByRole('combobox', { name: 'Headline 3: Suggestions' }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).not.toContain('Emergency Plumber 24/7');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Headline 2: Suggestions' }), 'Same-Day Leak Repairs');
    expect(screen.getByLabelText('Headline 2')).toHaveValue('Same-Day Leak Repairs');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Headline 2 now reads “Same-Day Leak Repairs”. Replaced your text in Headline 2 (“Burst Pipes Fixed Fast”): Undo puts it back.',
    );
    expect(
      within(screen.getByRole('figure', { name: 'Ad preview' })).getByText('Emergency Plumber 24/7 | Same-Day Leak Repairs'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getByLabelText('Headline 2')).toHaveValue('Burst Pipes Fixed Fast');
    expect(screen.getByRole('status')).toHaveTextContent('Undone: Headline 2 reads “Burst Pipes Fixed Fast” again.');
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getByLabelText('Headline 1')).toHaveValue('');
    expect(screen.getByRole('status')).toHaveTextContent('Undone: Headline 1 is empty again.');
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
    // Emptied by Undo, not by the owner: no error yet.
    expect(screen.queryByText('This field is required.')).not.toBeInTheDocument();
  });

  it('asks what the business sells when the answer has a question, and suggests again with the owner’s words', async () => {
    const question = 'What do you sell? We could not tell from your business name, so these suggestions are general.';
    const pies = {
      headlines: ['Fresh Meat Pies Daily', 'Pies Baked In Rosebank'],
      descriptions: ['Hot meat pies from 7am.', 'Order a dozen for your event.'],
      keywords: ['meat pies'],
    };
    const ai = jest
      .spyOn(api, 'aiSuggestions')
      .mockImplementation(async (body) =>
        body.sells ? { adbot_gpt_suggestions: pies } : { adbot_gpt_suggestions: { ...suggestions, question } },
      );
    const { user } = renderWizard('/setup-search/details', adWith(['about'], { businessUrl: 'sipho.co.za' }));
    await user.click(await screen.findByRole('button', { name: 'Suggest with AI' }));
    const sells = await screen.findByRole('textbox', { name: 'What do you sell?' });
    expect(sells).toHaveAccessibleDescription(question);
    expect(sells).toHaveAttribute('maxlength', '100');

    await user.type(sells, 'meat pies');
    await user.click(screen.getByRole('button', { name: 'Suggest again' }));
    expect(ai).toHaveBeenLastCalledWith({ url: 'http://sipho.co.za', sells: 'meat pies' });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('2 headlines and 2 descriptions suggested'));
    expect(
      within(screen.getByRole('combobox', { name: 'Headline 1: Suggestions' }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose one of 2…', ...pies.headlines]);
    // The new answer asks nothing: the question and its field are gone.
    expect(screen.queryByRole('textbox', { name: 'What do you sell?' })).not.toBeInTheDocument();
  });

  it('hands the keywords step the answer asked with what the business sells', async () => {
    const question = 'What do you sell?';
    const pies = { headlines: ['Fresh Meat Pies Daily'], descriptions: ['Hot meat pies from 7am.'], keywords: ['meat pies rosebank'] };
    const ai = jest
      .spyOn(api, 'aiSuggestions')
      .mockImplementation(async (body) =>
        body.sells === 'meat pies' ? { adbot_gpt_suggestions: pies } : { adbot_gpt_suggestions: { ...suggestions, question } },
      );
    jest.spyOn(api, 'saveSearchAd').mockResolvedValue({ search_ad: adWith(['about', 'details']) });
    const { user } = renderWizard('/setup-search/details', adWith(['about', 'details']));
    await user.click(await screen.findByRole('button', { name: 'Suggest with AI' }));
    await user.type(await screen.findByRole('textbox', { name: 'What do you sell?' }), 'meat pies{Enter}');
    await waitFor(() => expect(ai).toHaveBeenLastCalledWith({ url: 'http://sipho.co.za', sells: 'meat pies' }));
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(currentPath()).toBe('/setup-search/keywords'));
    expect(await screen.findByRole('button', { name: 'Add meat pies rosebank' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add emergency plumber' })).not.toBeInTheDocument();
    expect(ai).toHaveBeenCalledTimes(2);
  });

  it('asks nothing when the answer has no question', async () => {
    jest.spyOn(api, 'aiSuggestions').mockResolvedValue({ adbot_gpt_suggestions: suggestions });
    const { user } = renderWizard('/setup-search/details', adWith(['about'], { businessUrl: 'sipho.co.za' }));
    await user.click(await screen.findByRole('button', { name: 'Suggest with AI' }));
    expect(await screen.findByRole('button', { name: 'Use all suggestions' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'What do you sell?' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Suggest again' })).not.toBeInTheDocument();
  });

  it('uses all suggestions at once, says what it replaced, and Undo keeps what was typed since', async () => {
    jest.spyOn(api, 'aiSuggestions').mockResolvedValue({ adbot_gpt_suggestions: suggestions });
    const save = jest.spyOn(api, 'saveSearchAd').mockResolvedValue({ search_ad: adWith(['about', 'details']) });
    const { user } = renderWizard('/setup-search/details', adWith(['about', 'details']));
    expect(await screen.findByLabelText('Headline 1')).toHaveValue('Plumber in Cape Town');
    await user.click(screen.getByRole('button', { name: 'Suggest with AI' }));
    await user.click(await screen.findByRole('button', { name: 'Use all suggestions' }));

    expect(screen.getByLabelText('Headline 1')).toHaveValue('Emergency Plumber 24/7');
    // "Licensed Local Plumbers" would say "plumber" twice: the ad takes "Extra" instead.
    expect(screen.getByLabelText('Headline 2')).toHaveValue('Same-Day Leak Repairs');
    expect(screen.getByLabelText('Headline 3')).toHaveValue('Extra');
    expect(screen.getByLabelText('Description 2')).toHaveValue('Honest quotes and a 12-month guarantee.');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Suggestions put in 5 fields. Replaced your text in Headline 1 (“Plumber in Cape Town”), Headline 2 (“Fast Repairs”), Headline 3 (“Call Today”), Description 1 (“Burst pipes fixed fast.”) and Description 2 (“Licensed and insured.”): Undo puts it back.',
    );
    // The one headline left over is still offered.
    expect(
      within(screen.getByRole('combobox', { name: 'Headline 2: Suggestions' })).getByRole('option', { name: 'Licensed Local Plumbers' }),
    ).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Description 2'));
    await user.type(screen.getByLabelText('Description 2'), 'My own words.');
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getByLabelText('Headline 1')).toHaveValue('Plumber in Cape Town');
    expect(screen.getByLabelText('Description 1')).toHaveValue('Burst pipes fixed fast.');
    expect(screen.getByLabelText('Description 2')).toHaveValue('My own words.');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Undone: 4 fields are back as they were. Description 2 kept the text you typed since.',
    );
    // The note shows under the panel's buttons, and can be dismissed.
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('button', { name: 'Dismiss' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(currentPath()).toBe('/setup-search/keywords'));
    expect(save).toHaveBeenCalledWith({
      ad_details: {
        headline_1: 'Plumber in Cape Town',
        headline_2: 'Fast Repairs',
        headline_3: 'Call Today',
        desc_1: 'Burst pipes fixed fast.',
        desc_2: 'My own words.',
      },
      ads_id: 9,
    });
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

describe('the note on a change (a toast)', () => {
  it('shows under the field picked for, covers nothing, and leaves by itself unless the owner is on it', async () => {
    jest.spyOn(api, 'aiSuggestions').mockResolvedValue({ adbot_gpt_suggestions: suggestions });
    const { user } = renderWizard('/setup-search/details', adWith(['about'], { businessUrl: 'sipho.co.za' }));
    await user.click(await screen.findByRole('button', { name: 'Suggest with AI' }));
    const picker = await screen.findByRole('combobox', { name: 'Description 1: Suggestions' });
    jest.useFakeTimers();
    try {
      fireEvent.change(picker, { target: { value: suggestions.descriptions[0] } });
      // In the page's flow, right under the field's picker: never fixed or sticky over a field.
      const toast = picker.closest('div')!.nextElementSibling as HTMLElement;
      expect(toast).toHaveAttribute('data-toast');
      expect(toast).toHaveTextContent('Description 1 now reads');
      expect(within(toast).getByRole('button', { name: 'Undo' })).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(TOAST_MS + 10));
      expect(document.querySelector('[data-toast]')).toBeNull();
      // The screen reader's copy of the message stays.
      expect(screen.getByRole('status')).toHaveTextContent('Description 1 now reads');
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('the details step as a served frame (decision 036)', () => {
  afterEach(leaveFrame);

  it('shows the form with no one’s ad: named, enabled, empty fields, no count and no preview of anyone’s ad', async () => {
    renderFrame('/setup-search/details');
    const save = await screen.findByRole('button', { name: 'Save and continue' });
    expectEmptyNamedFields(save);
    expect(screen.getByLabelText('Headline 1')).toHaveAttribute('name', 'ad_details.headline_1');
    // The server fills the fields: a count of 0 would be untrue for an owner with saved text.
    expect(screen.getByLabelText('Headline 1')).toHaveAccessibleDescription('Up to 30 characters');
    expect(screen.getByLabelText('Description 2')).toHaveAccessibleDescription('Up to 90 characters');
    expect(screen.queryByText(/0 of/)).not.toBeInTheDocument();
    const preview = screen.getByRole('figure', { name: 'Ad preview' });
    expect(within(preview).getByText('Loading your ad preview…')).toHaveAttribute('role', 'status');
    expect(within(preview).queryByText(/appears here|example\.co\.za/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/setup-search/about');
    expectNoPlanLine();
  });

  it.each<[string, Array<'about' | 'details'>]>([
    ['saved ad text', ['about', 'details']],
    ['no ad text yet', ['about']],
  ])('holds in the app what the server fills in: %s', async (_, steps) => {
    const session = sessionFor();
    resetSession(session);
    const ad = adWith(steps);
    renderWizard('/setup-search/details', ad);
    await screen.findByLabelText('Headline 1');
    const values = expectFrameValues(searchStepPath('details'), { user: session.user, searchAd: ad, profile: null });
    expect(Object.keys(values)).toEqual([
      'ad_details.headline_1',
      'ad_details.headline_2',
      'ad_details.headline_3',
      'ad_details.desc_1',
      'ad_details.desc_2',
    ]);
    expect(values['ad_details.headline_1']).toBe(steps.includes('details') ? 'Plumber in Cape Town' : '');
  });
});
