import { screen, within } from '@testing-library/react';
import { ApiError } from '@adlaunch/session/api';
import { mockCalls, renderBackoffice } from '../../testing/render';

const pastDue = {
  rows: [
    {
      periodInvoiceId: 12,
      subscriptionId: 5,
      subscriptionStatus: 'past_due',
      product: 'search_ads' as const,
      orderId: 41,
      ownerEmail: 'thandi@example.com',
      businessName: 'Greenleaf Plumbing',
      periodStart: '2026-11-01T00:00:00.000Z',
      owedCents: 349_900,
      attempts: 1,
      nextAttemptOn: '2026-11-29',
      inFlight: false,
      tries: [{ reference: 'R-1', at: '2026-11-01T06:00:00.000Z', status: 'declined', amountCents: 349_900 }],
    },
  ],
};

it('retries a past-due charge only after the dialog is confirmed, and says the outcome', async () => {
  const api = mockCalls();
  api.pastDue.mockResolvedValue(pastDue);
  api.refunds.mockResolvedValue({ rows: [] });
  api.retryCharge.mockResolvedValue({ outcome: 'paid', message: 'The charge went through.' });
  const { user } = renderBackoffice('/staff/money', ['finance'], api);
  const card = await screen.findByRole('article', { name: 'Greenleaf Plumbing: R3,499 owed' });
  expect(within(card).getByText(/declined/)).toBeInTheDocument();
  await user.click(within(card).getByRole('button', { name: 'Retry now (Greenleaf Plumbing)' }));
  expect(api.retryCharge).not.toHaveBeenCalled();
  const dialog = await screen.findByRole('dialog', { name: 'Charge R3,499 now?' });
  await user.click(within(dialog).getByRole('button', { name: 'Charge now' }));
  expect(api.retryCharge).toHaveBeenCalledWith(12);
  expect(await screen.findByText('The charge went through.')).toBeInTheDocument();
});

it('is for the finance role only', () => {
  const api = mockCalls();
  renderBackoffice('/staff/money', ['campaigns'], api);
  expect(screen.getByRole('alert')).toHaveTextContent('This needs the finance role.');
  expect(api.pastDue).not.toHaveBeenCalled();
  expect(screen.queryByRole('link', { name: 'Money' })).not.toBeInTheDocument();
});

const plans = {
  email: 'thandi@example.com',
  plans: [
    {
      subscriptionId: 5,
      label: 'Search ads, Growth plan: Greenleaf Plumbing',
      status: 'active',
      chargeVAT: true,
      creditCents: 0,
      nextChargeOn: '2026-12-27',
      nextChargeCents: 402_385,
    },
  ],
};

describe('a credit', () => {
  const open = async () => {
    const api = mockCalls();
    api.pastDue.mockResolvedValue({ rows: [] });
    api.refunds.mockResolvedValue({ rows: [] });
    api.ownerPlans.mockResolvedValue(plans);
    const rendered = renderBackoffice('/staff/money', ['finance'], api);
    const { user } = rendered;
    await user.type(await screen.findByRole('textbox', { name: /Owner’s email/ }), 'thandi@example.com');
    await user.click(screen.getByRole('button', { name: 'Find plans' }));
    expect(api.ownerPlans).toHaveBeenCalledWith('thandi@example.com');
    return rendered;
  };

  it('is given to the owner’s plan in cents incl. VAT with the reason, after the dialog is confirmed', async () => {
    const { api, user } = await open();
    expect(await screen.findByRole('combobox', { name: /Plan/ })).toHaveDisplayValue(/Greenleaf Plumbing/);
    await user.type(screen.getByRole('textbox', { name: /Credit in rand/ }), '115.50');
    await user.type(screen.getByRole('textbox', { name: /Reason the owner reads/ }), 'Your ads started two days late.');
    api.grantCredit.mockResolvedValue({
      subscriptionId: 5,
      grantedCents: 11_550,
      creditCents: 11_550,
      message: 'Credit of R115.50 given.',
    });
    await user.click(screen.getByRole('button', { name: 'Give credit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Give R115.50 (incl. VAT) credit?' });
    expect(api.grantCredit).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Give credit' }));
    expect(api.grantCredit).toHaveBeenCalledWith(5, { amount_cents: 11_550, reason: 'Your ads started two days late.' });
    expect(await screen.findByText('Credit of R115.50 given.')).toBeInTheDocument();
  });

  it('says what is wrong next to each field, announced, and opens no dialog', async () => {
    const { api, user } = await open();
    await user.type(await screen.findByRole('textbox', { name: /Credit in rand/ }), '12.345');
    await user.click(screen.getByRole('button', { name: 'Give credit' }));
    const amount = screen.getByRole('textbox', { name: /Credit in rand/ });
    expect(amount).toHaveAccessibleDescription(expect.stringContaining('Give the credit in rand, such as 250 or 250.50.'));
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: /Reason the owner reads/ })).toHaveAccessibleDescription(
      expect.stringContaining('Write the reason the owner reads.'),
    );
    expect(screen.getAllByRole('alert').length).toBeGreaterThanOrEqual(2);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.grantCredit).not.toHaveBeenCalled();
  });

  it('shows an unknown owner next to the email field', async () => {
    const api = mockCalls();
    api.pastDue.mockResolvedValue({ rows: [] });
    api.refunds.mockResolvedValue({ rows: [] });
    api.ownerPlans.mockRejectedValue(new ApiError('No owner has that email address.', 404));
    const { user } = renderBackoffice('/staff/money', ['finance'], api);
    const email = await screen.findByRole('textbox', { name: /Owner’s email/ });
    await user.type(email, 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Find plans' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No owner has that email address.');
    expect(email).toHaveAccessibleDescription(expect.stringContaining('No owner has that email address.'));
  });
});

it('sends a refund the provider refused again, after the dialog is confirmed', async () => {
  const api = mockCalls();
  api.pastDue.mockResolvedValue({ rows: [] });
  api.refunds.mockResolvedValue({
    rows: [
      {
        reference: 'AL-9',
        status: 'refunding',
        amountCents: 349_900,
        reason: 'staff_refund',
        ownerEmail: 'a@example.com',
        createdAt: '2026-11-20T08:00:00.000Z',
      },
      {
        reference: 'AL-8',
        status: 'refunded',
        amountCents: 1_000,
        reason: 'staff_refund',
        ownerEmail: 'b@example.com',
        createdAt: '2026-11-19T08:00:00.000Z',
      },
    ],
  });
  api.retryRefund.mockResolvedValue({ reference: 'AL-9', refunded: true, message: 'Refunded. The money is on its way.' });
  const { user } = renderBackoffice('/staff/money', ['finance'], api);
  const list = await screen.findByRole('list', { name: 'Refunds' });
  expect(within(list).getAllByRole('button', { name: /Retry refund/ })).toHaveLength(1);
  await user.click(within(list).getByRole('button', { name: 'Retry refund AL-9' }));
  await user.click(
    within(await screen.findByRole('dialog', { name: 'Send the refund of R3,499 again?' })).getByRole('button', { name: 'Retry refund' }),
  );
  expect(api.retryRefund).toHaveBeenCalledWith('AL-9');
  expect(await screen.findByText('Refunded. The money is on its way.')).toBeInTheDocument();
});
