import { screen, waitFor, within } from '@testing-library/react';
import { useSessionStore } from '@adlaunch/session';
import { api } from '@adlaunch/session/api';
import { payment, session, subscription } from '../../../testing/fixtures';
import { renderAt } from '../../../testing/render';
import { BillingSection, nextChargeText } from './billing-section';
import { mockCardCheckout } from '../../../testing/card-checkout';

const base = subscription();

afterEach(() => jest.restoreAllMocks());

describe('what the billing says about the next charge', () => {
  it("states the ledger's next charge, its date in rand with VAT, and the day of each month", () => {
    expect(nextChargeText({ ...base, nextChargeCents: 772800, amountCents: 772800 })).toBe(
      'R7,728 (incl. VAT) on 26 Dec 2026. Your plan renews on the 26th of each month.',
    );
  });
  it('says nothing is charged when the credit for paused days covers the charge (not "R0")', () => {
    expect(nextChargeText({ ...base, nextChargeCents: 0, amountCents: 0 })).toBe(
      'Nothing is charged on 26 Dec 2026: the credit for paused days covers it. Your plan renews on the 26th of each month.',
    );
  });
  it("says a cancelled plan's last charge: the ad budget of the days its last month ran", () => {
    const cancelled = { ...base, cancelAt: '2026-12-25', nextChargeOn: null, nextChargeCents: null, canUndoCancel: true };
    const cancelPreview = { on: '2026-12-26', amountCents: 496800, creditLeftCents: 0 };
    expect(nextChargeText({ ...cancelled, cancelPreview })).toBe(
      'Cancelled: your ads run until 25 Dec 2026. Last charge: R4,968 (incl. VAT) on 26 Dec 2026, for the ad budget of the days your ads ran this month. Nothing after that.',
    );
  });
  it("says what a cancelled plan's end gives back: the credit for days paused comes back to the card", () => {
    const cancelled = { ...base, cancelAt: '2026-12-25', nextChargeOn: null, nextChargeCents: null, canUndoCancel: true };
    const cancelPreview = { on: '2026-12-26', amountCents: 0, creditLeftCents: 138000 };
    expect(nextChargeText({ ...cancelled, cancelPreview })).toBe(
      'Cancelled: your ads run until 25 Dec 2026. On 26 Dec 2026 R1,380 (incl. VAT) of ad budget for the days your ads were paused comes back to your card. Nothing more will be charged.',
    );
  });
  it('says a cancelled plan runs until its last paid day and charges nothing more', () => {
    const cancelled = { ...base, cancelAt: '2026-12-25', nextChargeOn: null, nextChargeCents: null, canUndoCancel: true };
    expect(nextChargeText(cancelled)).toBe('Cancelled: your ads run until 25 Dec 2026. Nothing more will be charged.');
    expect(nextChargeText({ ...base, status: 'cancelled', nextChargeOn: null })).toBe('Ended. Nothing more will be charged.');
  });
  it('says when a declined renewal is tried again, how often it was declined, and why a campaign is paused', () => {
    const pastDue = { owedCents: 828000, failedAttempts: 1, nextRetryOn: '2026-12-27', since: '2026-12-26' };
    expect(nextChargeText({ ...base, status: 'past_due', pastDue, nextChargeOn: '2026-12-27' })).toBe(
      'Your payment of R8,280 (incl. VAT) was declined. We try again on 27 Dec 2026; update your card to pay now.',
    );
    expect(nextChargeText({ ...base, status: 'past_due', pastDue: { ...pastDue, failedAttempts: 2 } })).toContain('was declined 2 times.');
    expect(nextChargeText({ ...base, status: 'paused', pastDue: { ...pastDue, nextRetryOn: null }, nextChargeOn: null })).toMatch(
      /^Paused: we could not charge your card.*Owed: R8,280 \(incl\. VAT\)\.$/,
    );
  });
});

describe('the billing section', () => {
  const loggedIn = () => ({ token: 'test-token', session: session([payment()]) });

  it('shows the credit and each plan’s billing history, newest first, in the words of its emails', async () => {
    const history = [
      { day: '2026-12-05', kind: 'ads_paused', text: 'You paused your ads on 5 Dec 2026.' },
      { day: '2026-11-26', kind: 'paid', text: 'You paid R9,660 for 26 Nov 2026 to 25 Dec 2026.' },
    ];
    jest.spyOn(api, 'subscriptions').mockResolvedValue({ subscriptions: [subscription({ creditCents: 120000, history })] });
    const { user } = renderAt(<BillingSection />, { session: loggedIn() });
    const plan = await screen.findByRole('listitem', { name: 'Search ads, Growth plan: Sipho Plumbing' });
    expect(within(plan).getByTestId('next-charge')).toHaveTextContent('R8,280 (incl. VAT) on 26 Dec 2026.');
    expect(within(plan).getByTestId('credit')).toHaveTextContent('R1,200 (incl. VAT) for paused days, taken off your next charges.');
    await user.click(within(plan).getByText('Billing history'));
    const events = within(plan).getByRole('list', { name: 'Billing history' });
    expect(
      within(events)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['5 Dec 2026You paused your ads on 5 Dec 2026.', '26 Nov 2026You paid R9,660 for 26 Nov 2026 to 25 Dec 2026.']);
  });

  it('after a card update reads the plan and the payments again at once, without a reload', async () => {
    const paidNow = payment({ reference: 'AL-C1-1', kind: 'card_check', status: 'refunded', amountCents: 100, period: null });
    jest.spyOn(api, 'subscriptions').mockResolvedValue({ subscriptions: [subscription()] });
    mockCardCheckout('AL-C1-1');
    const tokenLogin = jest.spyOn(api, 'tokenLogin').mockResolvedValue(session([paidNow, payment()]));
    const { user } = renderAt(<BillingSection />, { session: loggedIn() });
    const plan = await screen.findByRole('listitem', { name: 'Search ads, Growth plan: Sipho Plumbing' });
    const reads = (api.subscriptions as jest.Mock).mock.calls.length;
    await user.click(within(plan).getByRole('button', { name: 'Update card' }));
    const checkout = await screen.findByRole('dialog', { name: 'Test checkout' });
    await user.type(within(checkout).getByLabelText('Card number'), '4084 0840 8408 4081');
    await user.click(within(checkout).getByRole('button', { name: 'Pay' }));
    expect(await within(plan).findByRole('status')).toHaveTextContent('Your card is updated.');
    expect(tokenLogin).toHaveBeenCalled();
    await waitFor(() => expect(useSessionStore.getState().session?.user.transactions.history[0].reference).toBe('AL-C1-1'));
    expect((api.subscriptions as jest.Mock).mock.calls.length).toBeGreaterThan(reads);
  });

  it('says before the checkout opens that updating the card charges R1 and refunds it', async () => {
    jest.spyOn(api, 'subscriptions').mockResolvedValue({ subscriptions: [subscription()] });
    const updateCard = jest.spyOn(api, 'updateCard');
    renderAt(<BillingSection />, { session: loggedIn() });
    const plan = await screen.findByRole('listitem', { name: 'Search ads, Growth plan: Sipho Plumbing' });
    expect(within(plan).getByRole('button', { name: 'Update card' })).toHaveAccessibleDescription(
      'To check the new card we charge R1 and refund it at once.',
    );
    expect(updateCard).not.toHaveBeenCalled();
  });

  it('says in the cancel dialog what the last charge will be, incl. VAT, and when', async () => {
    const cancelPreview = { on: '2026-12-26', amountCents: 496800, creditLeftCents: 0 };
    jest.spyOn(api, 'subscriptions').mockResolvedValue({ subscriptions: [subscription({ cancelPreview })] });
    const { user } = renderAt(<BillingSection />, { session: loggedIn() });
    const plan = await screen.findByRole('listitem', { name: 'Search ads, Growth plan: Sipho Plumbing' });
    await user.click(within(plan).getByRole('button', { name: 'Cancel plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this plan?' });
    expect(dialog).toHaveAccessibleDescription(
      'Your ads run until 25 Dec 2026, the last day you have paid for. On 26 Dec 2026 we charge R4,968 (incl. VAT) for the ad budget of the days your ads ran this month; nothing after that. You can undo this until then.',
    );
  });

  it('says in the cancel dialog what comes back to the card when the plan ends with credit', async () => {
    const cancelPreview = { on: '2026-12-26', amountCents: 0, creditLeftCents: 138000 };
    jest.spyOn(api, 'subscriptions').mockResolvedValue({ subscriptions: [subscription({ cancelPreview })] });
    const { user } = renderAt(<BillingSection />, { session: loggedIn() });
    const plan = await screen.findByRole('listitem', { name: 'Search ads, Growth plan: Sipho Plumbing' });
    await user.click(within(plan).getByRole('button', { name: 'Cancel plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this plan?' });
    expect(dialog).toHaveAccessibleDescription(
      'Your ads run until 25 Dec 2026, the last day you have paid for. Nothing more is charged after that: on 26 Dec 2026 R1,380 (incl. VAT) of ad budget for the days your ads were paused comes back to your card. You can undo this until then.',
    );
  });

  it('after paying a declined renewal says the campaign runs again only when it had stopped', async () => {
    const pastDue = { owedCents: 828000, failedAttempts: 1, nextRetryOn: '2026-12-27', since: '2026-12-26' };
    jest.spyOn(api, 'subscriptions').mockResolvedValue({ subscriptions: [subscription({ status: 'past_due', pastDue })] });
    mockCardCheckout('AL-C1-1');
    jest.spyOn(api, 'verifyPayment').mockResolvedValue({ status: 'success', message: 'Payment received. Thank you!' });
    jest.spyOn(api, 'tokenLogin').mockResolvedValue(session([payment()]));
    const { user } = renderAt(<BillingSection />, { session: loggedIn() });
    const plan = await screen.findByRole('listitem', { name: 'Search ads, Growth plan: Sipho Plumbing' });
    await user.click(within(plan).getByRole('button', { name: 'Update card and pay R8,280' }));
    const checkout = await screen.findByRole('dialog', { name: 'Test checkout' });
    await user.type(within(checkout).getByLabelText('Card number'), '4084 0840 8408 4081');
    await user.click(within(checkout).getByRole('button', { name: 'Pay' }));
    const said = await within(plan).findByRole('status');
    expect(said).toHaveTextContent('Payment received: this month is paid and your card is updated.');
    expect(said).not.toHaveTextContent('running again');
  });

  it('after a cancel reads the payments again too', async () => {
    jest.spyOn(api, 'subscriptions').mockResolvedValue({ subscriptions: [subscription()] });
    const cancelled = subscription({ cancelAt: '2026-12-25', canUndoCancel: true, nextChargeOn: null, nextChargeCents: null });
    jest
      .spyOn(api, 'cancelSubscription')
      .mockResolvedValue({ subscription: cancelled, message: 'Cancelled. Nothing more will be charged.' });
    const tokenLogin = jest.spyOn(api, 'tokenLogin').mockResolvedValue(session([payment()]));
    const { user } = renderAt(<BillingSection />, { session: loggedIn() });
    const plan = await screen.findByRole('listitem', { name: 'Search ads, Growth plan: Sipho Plumbing' });
    await user.click(within(plan).getByRole('button', { name: 'Cancel plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this plan?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel: ads end 25 Dec 2026' }));
    expect(await within(plan).findByRole('status')).toHaveTextContent('Cancelled. Nothing more will be charged.');
    expect(tokenLogin).toHaveBeenCalled();
  });
});
