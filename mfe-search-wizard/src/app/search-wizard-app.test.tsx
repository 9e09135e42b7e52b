import { screen, waitFor } from '@testing-library/react';
import { api, ApiError } from '@adlaunch/session/api';
import { adWith, currentPath, renderWizard, resetSession } from '../testing/render';

beforeEach(() => resetSession());
afterEach(() => jest.restoreAllMocks());

describe('completeness routing', () => {
  it.each([
    ['/setup-search', null, '/setup-search/about'],
    ['/setup-search/pay', null, '/setup-search/about'],
    ['/setup-search/pay', adWith(['about']), '/setup-search/details'],
    ['/setup-search/keywords', adWith(['about']), '/setup-search/details'],
    ['/setup-search/pay', adWith(['about', 'details']), '/setup-search/keywords'],
    ['/setup-search', adWith(['about', 'details', 'keywords']), '/setup-search/pay'],
    ['/setup-search/status', adWith(['about', 'details', 'keywords']), '/setup-search/pay'],
    ['/setup-search/about', adWith(['about', 'details', 'keywords'], { status: 'paid' }), '/setup-search/status'],
    ['/setup-search/nowhere', adWith(['about', 'details']), '/setup-search/keywords'],
  ])('%s with %# lands on the right step', async (path, ad, expected) => {
    jest.spyOn(api, 'searchAdStatus').mockResolvedValue({ status: 'paid' });
    renderWizard(path, ad);
    await waitFor(() => expect(currentPath()).toBe(expected));
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('lets the owner go back to an earlier, complete step', async () => {
    renderWizard('/setup-search/about', adWith(['about', 'details']));
    expect(await screen.findByRole('heading', { level: 1, name: 'Tell us about your business' })).toBeInTheDocument();
    expect(currentPath()).toBe('/setup-search/about');
  });

  it('shows the step indicator with the current step', async () => {
    renderWizard('/setup-search/details', adWith(['about']));
    const nav = await screen.findByRole('navigation', { name: 'Search ads setup progress' });
    expect(nav.querySelector('[aria-current="step"]')).toHaveTextContent('Step 2 of 4: Ad text');
  });

  it('paints the page frame (progress, heading, introduction) while the saved ad loads, then the form', async () => {
    let answer: (ad: null) => void = () => undefined;
    renderWizard('/setup-search/keywords', new Promise<null>((resolve) => (answer = resolve)));
    expect(screen.getByRole('heading', { level: 1, name: 'Choose your keywords' })).toBeInTheDocument();
    expect(screen.getByText(/Keywords are what people type/)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Search ads setup progress' }).querySelector('[aria-current="step"]')).toHaveTextContent(
      'Step 3 of 4: Keywords',
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading your campaign…');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    answer(null);
    // Nothing saved yet: the owner is taken to the first step, and its form.
    expect(await screen.findByRole('heading', { level: 1, name: 'Tell us about your business' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Mobile number')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('offers a retry when the saved ad cannot be loaded', async () => {
    jest.spyOn(api, 'getSearchAd').mockRejectedValueOnce(new ApiError('We ran into an error.', 500));
    const { user } = renderWizard('/setup-search/about', null);
    // renderWizard mocks getSearchAd again: the first call fails, the retry answers.
    expect(await screen.findByRole('alert')).toHaveTextContent('We ran into an error.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Tell us about your business' })).toBeInTheDocument();
  });
});
