import { screen, within } from '@testing-library/react';
import type { SpendAlert } from '@adlaunch/shared';
import { mockCalls, renderBackoffice } from '../../testing/render';

const alert: SpendAlert = {
  id: 3,
  adId: 41,
  businessName: 'Greenleaf Plumbing',
  engine: 'microsoft',
  periodStart: '2026-11-01',
  periodEnd: '2026-12-01',
  budgetCents: 350_000,
  spendCents: 362_000,
  createdAt: '2026-11-20T06:00:00.000Z',
  resolvedAt: null,
};

function setUp(roles: ('campaigns' | 'finance')[]) {
  const api = mockCalls();
  api.orders.mockResolvedValue({ orders: [], total: 0, page: 1, perPage: 25, counts: {} });
  api.spendAlerts.mockResolvedValueOnce({ alerts: [alert] });
  return renderBackoffice('/staff', roles, api);
}

it('shows the open spend alerts above the queue: the ad, engine, period and spend against the budget', async () => {
  const { api } = setUp(['finance']);
  expect(await screen.findByRole('heading', { name: 'Spend past the paid budget 1 alert' })).toBeInTheDocument();
  const list = screen.getByRole('list', { name: 'Open spend alerts' });
  expect(within(list).getByRole('link', { name: 'Greenleaf Plumbing' })).toHaveAttribute('href', '/staff/orders/search_ads/41');
  expect(within(list).getByText(/Microsoft Advertising/)).toBeInTheDocument();
  expect(within(list).getByText(/R3,620 spent of a R3,500 budget \(103%\), 01 Nov 2026 to 30 Nov 2026/)).toBeInTheDocument();
  expect(api.spendAlerts).toHaveBeenCalled();
  // Finance reads; closing an alert is for campaigns.
  expect(within(list).queryByRole('button', { name: /Resolve/ })).not.toBeInTheDocument();
});

it('lets campaigns resolve an alert, which then leaves the list', async () => {
  const { api, user } = setUp(['campaigns']);
  api.resolveSpendAlert.mockResolvedValue({ alerts: [{ ...alert, resolvedAt: '2026-11-27T10:00:00.000Z' }] });
  const list = await screen.findByRole('list', { name: 'Open spend alerts' });
  await user.click(within(list).getByRole('button', { name: 'Resolve the alert for Greenleaf Plumbing on Microsoft Advertising' }));
  expect(api.resolveSpendAlert).toHaveBeenCalledWith(3);
  await screen.findByText('No order matches.');
  expect(screen.queryByRole('list', { name: 'Open spend alerts' })).not.toBeInTheDocument();
});
