import { screen, within } from '@testing-library/react';
import { mockCalls, renderBackoffice } from '../../testing/render';

it('lists each cancelled plan with its last day and whether the owner can still undo it', async () => {
  const api = mockCalls();
  api.cancellations.mockResolvedValue({
    rows: [
      {
        subscriptionId: 9,
        ownerEmail: 'thandi@example.com',
        product: 'search_ads',
        plan: 'plan_03',
        cancelledAt: '2026-11-20T08:00:00.000Z',
        lastDay: '2026-12-26',
        ended: false,
      },
      {
        subscriptionId: 4,
        ownerEmail: 'sipho@example.com',
        product: 'gbp',
        plan: 'gbp',
        cancelledAt: '2026-10-01T08:00:00.000Z',
        lastDay: '2026-10-31',
        ended: true,
      },
    ],
  });
  renderBackoffice('/staff/cancellations', ['support'], api);
  expect(screen.getByRole('link', { name: 'Cancellations' })).toBeInTheDocument();
  const running = await screen.findByRole('article', { name: 'thandi@example.com' });
  expect(within(running).getByText('Still running')).toBeInTheDocument();
  expect(running).toHaveTextContent('the owner can undo it');
  expect(within(running).getByText('26 Dec 2026')).toBeInTheDocument();
  expect(within(screen.getByRole('article', { name: 'sipho@example.com' })).getByText('Ended')).toBeInTheDocument();
});

it('is for finance and support', () => {
  const api = mockCalls();
  renderBackoffice('/staff/cancellations', ['campaigns'], api);
  expect(screen.getByRole('alert')).toHaveTextContent('This needs one of the roles finance or support.');
  expect(api.cancellations).not.toHaveBeenCalled();
});
