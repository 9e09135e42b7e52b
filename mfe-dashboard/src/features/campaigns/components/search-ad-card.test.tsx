import { screen, waitFor, within } from '@testing-library/react';
import { api } from '@adlaunch/session/api';
import { ownerKeys, queryClient } from '@adlaunch/session/queries';
import { searchAd, subscription } from '../../../testing/fixtures';
import { renderAt } from '../../../testing/render';
import { subscriptionOfAd } from '../status-copy';
import { SearchAdCard } from './search-ad-card';

afterEach(() => jest.restoreAllMocks());

const loggedIn = { session: { token: 'test-token' } };

describe('search ad card', () => {
  it('shows the words to exclude beside the keywords', () => {
    renderAt(<SearchAdCard ad={searchAd({ negative_keywords: ['free', 'plumbing jobs'] })} budgetCents={480000} />);
    const term = screen.getByText('Words to exclude');
    expect(term.tagName).toBe('DT');
    expect(term.nextElementSibling).toHaveTextContent('free, plumbing jobs');
  });

  it("shows our team's newest note for the owner beside the status", () => {
    renderAt(
      <SearchAdCard
        ad={searchAd({ status: 'active', statusNote: { text: 'Your ads are live on Google and Bing.', at: '2026-11-27T10:00:00.000Z' } })}
        budgetCents={480000}
      />,
    );
    const note = screen.getByRole('figure', { name: /Note from our team/ });
    expect(note).toHaveTextContent('Your ads are live on Google and Bing.');
    expect(note).toHaveTextContent('27 Nov 2026');
  });

  it('shows no note when staff wrote none', () => {
    renderAt(<SearchAdCard ad={searchAd()} budgetCents={480000} />);
    expect(screen.queryByRole('figure', { name: /Note from our team/ })).not.toBeInTheDocument();
  });

  it('says nothing about them when there are none', () => {
    renderAt(<SearchAdCard ad={searchAd()} budgetCents={480000} />);
    expect(screen.queryByText('Words to exclude')).not.toBeInTheDocument();
  });

  it('says what is true of a paused campaign: no ads shown, no ad budget at a renewal, paused days credited', () => {
    renderAt(<SearchAdCard ad={searchAd({ status: 'paused' })} budgetCents={480000} />);
    expect(
      screen.getByText(/^Not showing\. A renewal charges the management fee, no ad budget; paused days are credited\.$/),
    ).toBeVisible();
    expect(screen.queryByText(/no ad spend/)).not.toBeInTheDocument();
  });
});

describe('pausing and resuming state the next charge', () => {
  it('pausing states the charge and its date if the ads are still paused then, and the billing is read again after', async () => {
    const preview = { on: '2026-12-26', ifPausedCents: 184000, ifRunningCents: 828000 };
    const subscriptions = jest.spyOn(api, 'subscriptions').mockResolvedValue({ subscriptions: [subscription({ pausePreview: preview })] });
    const ad = searchAd({ plan: 'plan_04' });
    jest.spyOn(api, 'toggleSearchAd').mockResolvedValue({ search_ad: { ...ad, status: 'paused' } });
    const { user } = renderAt(<SearchAdCard ad={ad} budgetCents={480000} />, loggedIn);
    await user.click(screen.getByRole('button', { name: 'Pause ads' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pause your search ads?' });
    expect(await within(dialog).findByText(/^If your ads are still paused/)).toHaveTextContent(
      "If your ads are still paused on 26 Dec 2026, that day's charge is R1,840 (incl. VAT): the management fee, no ad budget, less a credit for the days paused.",
    );
    expect(dialog).not.toHaveTextContent(/no more ad spend|use no ad spend/);
    const invalidate = jest.spyOn(queryClient, 'invalidateQueries');
    await user.click(within(dialog).getByRole('button', { name: 'Pause ads' }));
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: ownerKeys.subscriptions }));
    expect(subscriptions).toHaveBeenCalledTimes(2);
  });

  it('pausing says no credit when there is none (the charge is the management fee alone)', async () => {
    jest.spyOn(api, 'subscriptions').mockResolvedValue({ subscriptions: [subscription()] });
    const { user } = renderAt(<SearchAdCard ad={searchAd({ plan: 'plan_04' })} budgetCents={480000} />, loggedIn);
    await user.click(screen.getByRole('button', { name: 'Pause ads' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pause your search ads?' });
    expect(await within(dialog).findByTestId('toggle-next-charge')).toHaveTextContent(
      "If your ads are still paused on 26 Dec 2026, that day's charge is R2,760 (incl. VAT): the management fee, no ad budget.",
    );
  });

  it('resuming states the next charge if resumed now', async () => {
    const preview = { on: '2026-12-26', ifPausedCents: 184000, ifRunningCents: 772800 };
    jest.spyOn(api, 'subscriptions').mockResolvedValue({ subscriptions: [subscription({ pausePreview: preview })] });
    const { user } = renderAt(<SearchAdCard ad={searchAd({ plan: 'plan_04', status: 'paused' })} budgetCents={480000} />, loggedIn);
    await user.click(screen.getByRole('button', { name: 'Resume ads' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resume your search ads?' });
    expect(await within(dialog).findByTestId('toggle-next-charge')).toHaveTextContent(
      "If you resume now, your next charge, on 26 Dec 2026, is R7,728 (incl. VAT): the management fee and the coming month's ad budget, less a credit for the days paused.",
    );
  });

  it('states no charge for a plan that does not renew, or a campaign no plan can be told for', async () => {
    jest.spyOn(api, 'subscriptions').mockResolvedValue({
      subscriptions: [subscription({ pausePreview: null, cancelAt: '2026-12-25', nextChargeOn: null, nextChargeCents: null })],
    });
    const { user } = renderAt(<SearchAdCard ad={searchAd({ plan: 'plan_04' })} budgetCents={480000} />, loggedIn);
    await user.click(screen.getByRole('button', { name: 'Pause ads' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pause your search ads?' });
    await waitFor(() => expect(within(dialog).queryByText(/Checking your next charge/)).not.toBeInTheDocument());
    expect(within(dialog).queryByTestId('toggle-next-charge')).not.toBeInTheDocument();
  });
});

describe('a pause whose credit covers the whole charge', () => {
  it('says nothing is charged that day and the rest of the credit comes off later charges', async () => {
    const preview = { on: '2026-12-25', ifPausedCents: 0, ifRunningCents: 644000 };
    jest.spyOn(api, 'subscriptions').mockResolvedValue({ subscriptions: [subscription({ pausePreview: preview })] });
    const { user } = renderAt(<SearchAdCard ad={searchAd()} budgetCents={480000} />, loggedIn);
    await user.click(screen.getByRole('button', { name: 'Pause ads' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pause your search ads?' });
    expect(await within(dialog).findByTestId('toggle-next-charge')).toHaveTextContent(
      'If your ads are still paused on 25 Dec 2026, you pay R0 that day: the credit for the days paused covers the management fee, and the rest of the credit comes off later charges.',
    );
  });

  it('names the credit that carries over, on the basis charges are stated, when the plan gives it', async () => {
    const preview = { on: '2026-12-27', ifPausedCents: 0, ifRunningCents: 644000, creditLeftIfPausedCents: 460000 };
    jest.spyOn(api, 'subscriptions').mockResolvedValue({ subscriptions: [subscription({ pausePreview: preview })] });
    const { user } = renderAt(<SearchAdCard ad={searchAd()} budgetCents={480000} />, loggedIn);
    await user.click(screen.getByRole('button', { name: 'Pause ads' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pause your search ads?' });
    expect(await within(dialog).findByTestId('toggle-next-charge')).toHaveTextContent(
      'If your ads are still paused on 27 Dec 2026, you pay R0 that day: the credit for the days paused covers the management fee; R4,600 (incl. VAT) credit carries over to later charges.',
    );
  });

  it('tells two campaigns of one business apart only by their plan: no figure when it cannot', () => {
    const two = [subscription(), subscription({ id: 2 })];
    expect(subscriptionOfAd(two, searchAd())).toBeNull();
    expect(subscriptionOfAd([subscription(), subscription({ id: 2, label: 'Search ads, Growth plan: Other' })], searchAd())?.id).toBe(1);
  });
});
