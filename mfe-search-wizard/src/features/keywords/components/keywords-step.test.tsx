import { act, screen, waitFor, within } from '@testing-library/react';
import { api } from '@adlaunch/session/api';
import { MESSAGES, ownerFrameValues, searchStepPath } from '@adlaunch/shared';
import {
  adWith,
  currentPath,
  expectEmptyNamedFields,
  expectNoPlanLine,
  formFields,
  leaveFrame,
  renderFrame,
  renderWizard,
  resetSession,
  sessionFor,
} from '../../../testing/render';
import { IDEAS_WAIT_MS } from './keywords-step';

beforeEach(() => resetSession());
afterEach(() => jest.restoreAllMocks());

describe('keywords step', () => {
  it('shows its form at once, and keeps the keyword ideas’ room until they are in, so nothing below them moves', async () => {
    let answer: (value: Awaited<ReturnType<typeof api.aiSuggestions>>) => void = () => undefined;
    jest.spyOn(api, 'aiSuggestions').mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderWizard('/setup-search/keywords', adWith(['about', 'details']));
    expect(await screen.findByLabelText('Keywords')).toBeInTheDocument();
    expect(screen.getByText('Finding keyword ideas for your business…')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('heading', { level: 1, name: 'Choose your keywords' })).toBeInTheDocument();
    answer({ adbot_gpt_suggestions: { headlines: [], descriptions: [], keywords: ['geyser repair'], negative_keywords: [] } });
    expect(await screen.findByRole('button', { name: 'Add geyser repair' })).toBeInTheDocument();
    expect(screen.queryByText('Finding keyword ideas for your business…')).not.toBeInTheDocument();
  });

  it('shows its form without ideas when they take too long', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      jest.spyOn(api, 'aiSuggestions').mockReturnValue(new Promise(() => undefined));
      renderWizard('/setup-search/keywords', adWith(['about', 'details']));
      expect(await screen.findByText('Finding keyword ideas for your business…')).toBeInTheDocument();
      await act(async () => {
        jest.advanceTimersByTime(IDEAS_WAIT_MS);
      });
      await waitFor(() => expect(screen.queryByText('Finding keyword ideas for your business…')).not.toBeInTheDocument());
      expect(screen.getByLabelText('Keywords')).toBeInTheDocument();
      expect(screen.queryByRole('list', { name: 'Suggested keywords' })).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('refuses a keyword or competitor without letters as it is added, and gives examples that fit the trade', async () => {
    jest.spyOn(api, 'aiSuggestions').mockResolvedValue({
      adbot_gpt_suggestions: { headlines: [], descriptions: [], keywords: ['sourdough bakery johannesburg'], negative_keywords: [] },
    });
    const ad = { ...adWith(['about', 'details'])!, businessName: 'Ma Thandi Bakes' };
    const { user } = renderWizard('/setup-search/keywords', ad);
    const keywords = await screen.findByLabelText('Keywords');
    expect(keywords).toHaveAccessibleDescription(/e\.g\. birthday cakes/);
    expect(screen.getByLabelText('Competitors')).toHaveAccessibleDescription(/Sweet Treats Bakery/);
    const competitors = screen.getByLabelText('Competitors');
    await user.type(competitors, '!!!{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.competitor);
    expect(competitors).toHaveValue('!!!');
    expect(screen.queryByRole('list', { name: 'Competitors added' })).not.toBeInTheDocument();
    await user.clear(competitors);
    await user.type(competitors, 'Sweet Treats{Enter}');
    expect(within(screen.getByRole('list', { name: 'Competitors added' })).getByText('Sweet Treats')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    screen.getByRole('button', { name: 'Remove Sweet Treats' }).focus();
    await user.keyboard('{Enter}');
    expect(competitors).toHaveFocus();
  });

  it('adds tags with Enter, removes them, and offers suggested keywords', async () => {
    jest.spyOn(api, 'aiSuggestions').mockResolvedValue({
      adbot_gpt_suggestions: { headlines: [], descriptions: [], keywords: ['emergency plumber', 'geyser repair'], negative_keywords: [] },
    });
    const save = jest.spyOn(api, 'saveSearchAd').mockResolvedValue({ search_ad: adWith(['about', 'details', 'keywords']) });
    const { user } = renderWizard('/setup-search/keywords', adWith(['about', 'details']));

    const keywords = await screen.findByLabelText('Keywords');
    await user.type(keywords, 'plumber{Enter}');
    await user.type(keywords, 'Plumber{Enter}');
    expect(currentPath()).toBe('/setup-search/keywords');
    const added = screen.getByRole('list', { name: 'Keywords added' });
    expect(within(added).getAllByRole('listitem')).toHaveLength(1);

    await user.click(await screen.findByRole('button', { name: 'Add geyser repair' }));
    expect(within(added).getByText('geyser repair')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add geyser repair' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove plumber' }));

    await user.type(screen.getByLabelText('Competitors'), 'Acme Plumbing{Enter}');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(currentPath()).toBe('/setup-search/pay'));
    expect(save).toHaveBeenCalledWith({ keywords: ['geyser repair'], competitors: ['Acme Plumbing'], negative_keywords: [], ads_id: 9 });
  });

  it('takes words to exclude, and adds suggested ones next to the owner’s own without replacing them', async () => {
    jest.spyOn(api, 'aiSuggestions').mockResolvedValue({
      adbot_gpt_suggestions: { headlines: [], descriptions: [], keywords: [], negative_keywords: ['free', 'jobs', 'diy', 'course'] },
    });
    const save = jest.spyOn(api, 'saveSearchAd').mockResolvedValue({ search_ad: adWith(['about', 'details', 'keywords']) });
    const { user } = renderWizard('/setup-search/keywords', adWith(['about', 'details', 'keywords'], { negative_keywords: ['cheap'] }));

    const field = await screen.findByLabelText('Words to exclude');
    const excluded = screen.getByRole('list', { name: 'Words to exclude added' });
    expect(within(excluded).getByText('cheap')).toBeInTheDocument();
    await user.type(field, 'Free{Enter}');

    const suggested = await screen.findByRole('list', { name: 'Suggested words to exclude' });
    // "free" is already there (typed by the owner), so it is not offered again.
    expect(within(suggested).queryByRole('button', { name: 'Add free' })).not.toBeInTheDocument();
    await user.click(within(suggested).getByRole('button', { name: 'Add jobs' }));
    await user.click(screen.getByRole('button', { name: 'Add all 2 suggested words to exclude' }));
    expect(screen.getByText('Added 2 suggested words to exclude.')).toHaveAttribute('role', 'status');
    expect(
      within(excluded)
        .getAllByRole('listitem')
        .map((li) => li.firstChild?.textContent),
    ).toEqual(['cheap', 'Free', 'jobs', 'diy', 'course']);

    await user.click(screen.getByRole('button', { name: 'Remove jobs' }));
    // Undo takes out only what "Add all" put in.
    await user.click(screen.getByRole('button', { name: 'Undo adding the suggested words to exclude' }));
    expect(screen.getByText('Took out the 2 suggested words to exclude again.')).toHaveAttribute('role', 'status');
    expect(
      within(excluded)
        .getAllByRole('listitem')
        .map((li) => li.firstChild?.textContent),
    ).toEqual(['cheap', 'Free']);
    await user.click(screen.getByRole('button', { name: 'Add diy' }));
    await user.click(screen.getByRole('button', { name: 'Add course' }));
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(currentPath()).toBe('/setup-search/pay'));
    expect(save).toHaveBeenCalledWith({
      keywords: ['plumber'],
      competitors: ['Acme Plumbing'],
      negative_keywords: ['cheap', 'Free', 'diy', 'course'],
      ads_id: 9,
    });
  });

  it('adds all suggested keywords next to the owner’s own, and Undo takes them out again', async () => {
    jest.spyOn(api, 'aiSuggestions').mockResolvedValue({
      adbot_gpt_suggestions: {
        headlines: [],
        descriptions: [],
        keywords: ['plumber cape town', 'plumber near me', 'emergency plumber'],
        negative_keywords: [],
      },
    });
    const { user } = renderWizard('/setup-search/keywords', adWith(['about', 'details', 'keywords']));
    const added = await screen.findByRole('list', { name: 'Keywords added' });
    await user.click(await screen.findByRole('button', { name: 'Add all 3 suggested keywords' }));
    expect(
      within(added)
        .getAllByRole('listitem')
        .map((li) => li.firstChild?.textContent),
    ).toEqual(['plumber', 'plumber cape town', 'plumber near me', 'emergency plumber']);
    expect(screen.getByText('Added 3 suggested keywords.')).toHaveAttribute('role', 'status');
    await user.click(screen.getByRole('button', { name: 'Remove plumber near me' }));
    await user.click(screen.getByRole('button', { name: 'Undo adding the suggested keywords' }));
    expect(
      within(added)
        .getAllByRole('listitem')
        .map((li) => li.firstChild?.textContent),
    ).toEqual(['plumber']);
    expect(screen.getByText('Took out the 3 suggested keywords again.')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('button', { name: 'Undo adding the suggested keywords' })).not.toBeInTheDocument();
  });

  it('needs at least one keyword; a competitor is optional, and the step says why one helps', async () => {
    const save = jest.spyOn(api, 'saveSearchAd').mockImplementation(async (body) => ({ search_ad: adWith(['about', 'details'], body) }));
    const { user } = renderWizard('/setup-search/keywords', adWith(['about', 'details']));
    const competitors = await screen.findByLabelText('Competitors');
    expect(competitors).not.toHaveAttribute('aria-required');
    expect(competitors).toHaveAccessibleDescription(/^Optional\..*It helps: knowing who people compare you with/);
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('Add at least one keyword.')).toBeInTheDocument();
    expect(screen.queryByText(/at least one competitor/)).not.toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Keywords'), 'plumber{Enter}');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(save).toHaveBeenCalledWith(expect.objectContaining({ keywords: ['plumber'], competitors: [] })));
  });

  it('says which fields are required, and takes the owner to the first one missing when they save', async () => {
    Element.prototype.scrollIntoView = jest.fn();
    const { user } = renderWizard('/setup-search/keywords', adWith(['about', 'details']));
    const keywords = await screen.findByLabelText('Keywords');
    expect(keywords).toHaveAttribute('aria-required', 'true');
    expect(screen.getByLabelText('Words to exclude')).not.toHaveAttribute('aria-required');
    expect(keywords.closest('[data-field]')).toHaveTextContent(/Required/);

    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('Add at least one keyword.')).toBeInTheDocument();
    await waitFor(() => expect(keywords).toHaveFocus());
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
  });

  describe("the plan's keyword limit", () => {
    const many = (n: number) => Array.from({ length: n }, (_, i) => `plumber ${i + 1}`);

    it('says how many remain on Essentials, and refuses the 21st beside the field', async () => {
      const { user } = renderWizard('/setup-search/keywords', adWith(['about', 'details'], { keywords: many(19) }));
      const keywords = await screen.findByLabelText('Keywords');
      expect(keywords).toHaveAccessibleDescription(expect.stringContaining('1 of 20 keywords left on Essentials.'));
      await user.type(keywords, 'geyser repair{Enter}');
      expect(keywords).toHaveAccessibleDescription(expect.stringContaining('0 of 20 keywords left on Essentials.'));
      await user.type(keywords, 'burst pipes{Enter}');
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'The Essentials plan takes up to 20 keywords: remove some, or choose Growth (up to 100).',
      );
      expect(keywords).toHaveValue('burst pipes');
      expect(within(screen.getByRole('list', { name: 'Keywords added' })).getAllByRole('listitem')).toHaveLength(20);
    });

    it('offers to add only as many suggested keywords as the plan still takes', async () => {
      jest.spyOn(api, 'aiSuggestions').mockResolvedValue({
        adbot_gpt_suggestions: { headlines: [], descriptions: [], keywords: ['geyser repair', 'burst pipes', 'leak detection'] },
      });
      const { user } = renderWizard('/setup-search/keywords', adWith(['about', 'details'], { keywords: many(19) }));
      await user.click(await screen.findByRole('button', { name: 'Add 1 of 3 suggested keywords' }));
      expect(within(screen.getByRole('list', { name: 'Keywords added' })).getAllByRole('listitem')).toHaveLength(20);
      expect(screen.getByText('Added 1 of 3 suggested keywords: the list holds at most 20.')).toHaveAttribute('role', 'status');
      // Full: nothing more to add at once; the way to a larger plan shows instead.
      expect(screen.queryByRole('button', { name: /^Add .*suggested keywords$/ })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Choose Growth: up to 100 keywords' })).toBeInTheDocument();
    });

    it('refuses to save a list over the plan, saying so beside the field; choosing Growth takes it', async () => {
      const save = jest.spyOn(api, 'saveSearchAd').mockImplementation(async (body) => ({ search_ad: adWith(['about', 'details'], body) }));
      const { user } = renderWizard('/setup-search/keywords', adWith(['about', 'details'], { keywords: many(21) }));
      await user.click(await screen.findByRole('button', { name: 'Save and continue' }));
      expect(
        await screen.findByText('The Essentials plan takes up to 20 keywords: remove some, or choose Growth (up to 100).'),
      ).toBeInTheDocument();
      expect(save).not.toHaveBeenCalled();

      await user.click(screen.getByRole('button', { name: 'Choose Growth: up to 100 keywords' }));
      expect(localStorage.getItem('chosenPlan')).toBe('growth');
      expect(screen.getByLabelText('Keywords')).toHaveAccessibleDescription(expect.stringContaining('79 of 100 keywords left on Growth.'));
      await user.click(screen.getByRole('button', { name: 'Save and continue' }));
      await waitFor(() => expect(save).toHaveBeenCalledWith(expect.objectContaining({ keywords: many(21) })));
    });
  });

  it('still works when suggestions fail', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(api, 'aiSuggestions').mockRejectedValue(new Error('down'));
    renderWizard('/setup-search/keywords', adWith(['about', 'details', 'keywords']));
    expect(await screen.findByText('plumber')).toBeInTheDocument();
    await waitFor(() => expect(log).toHaveBeenCalled());
    expect(screen.queryByText('Suggested keywords')).not.toBeInTheDocument();
  });
});

describe('the keywords step as a served frame (decision 036)', () => {
  afterEach(leaveFrame);

  it('shows the form with no one’s lists: named, enabled, empty fields, and placeholders where the lists and ideas will be', async () => {
    renderFrame('/setup-search/keywords');
    const save = await screen.findByRole('button', { name: 'Save and continue' });
    expectEmptyNamedFields(save);
    expect(formFields(save).map((field) => field.name)).toEqual(['new_keyword', 'new_competitor', 'new_excluded_word']);
    for (const text of [
      'Loading your keywords…',
      'Loading your competitors…',
      'Loading your words to exclude…',
      'Finding keyword ideas for your business…',
    ])
      expect(screen.getByText(text)).toHaveAttribute('role', 'status');
    // Never "none yet": the owner's lists are not in a frame.
    expect(screen.queryByRole('list', { name: /added$/ })).not.toBeInTheDocument();
    // The ideas' room stays: a frame does not wait for them, nor give up on them.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(screen.getByText('Finding keyword ideas for your business…')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/setup-search/details');
    expectNoPlanLine();
  });

  it('has no field the server fills: its text fields start empty in the app too', async () => {
    const session = sessionFor();
    resetSession(session);
    const ad = adWith(['about', 'details', 'keywords']);
    renderWizard('/setup-search/keywords', ad);
    const save = await screen.findByRole('button', { name: 'Save and continue' });
    expect(ownerFrameValues(searchStepPath('keywords'), { user: session.user, searchAd: ad, profile: null })).toEqual({});
    expect(formFields(save).map((field) => [field.name, field.value])).toEqual([
      ['new_keyword', ''],
      ['new_competitor', ''],
      ['new_excluded_word', ''],
    ]);
  });
});
