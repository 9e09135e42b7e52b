import { screen, within } from '@testing-library/react';
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
