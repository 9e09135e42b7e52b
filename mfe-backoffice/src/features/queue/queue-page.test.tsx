import { screen, waitFor, within } from '@testing-library/react';
import { mockCalls, orderRow, renderBackoffice } from '../../testing/render';

const answer = (orders = [orderRow()], total = orders.length) => ({
  orders,
  page: 1,
  perPage: 25,
  total,
  counts: { awaiting_setup: 1, in_setup: 0, awaiting_owner: 0, awaiting_verification: 0, live: 0, paused: 0, past_due: 0, cancelled: 0 },
});

it('lists the orders with the waited time, the overdue mark and the assignee, and assigns one to me', async () => {
  const api = mockCalls();
  api.orders.mockResolvedValue(answer());
  api.assign.mockResolvedValue({});
  const { user } = renderBackoffice('/staff', ['campaigns'], api);
  const row = (await screen.findByRole('link', { name: 'Greenleaf Plumbing' })).closest('tr')!;
  expect(within(row).getByText('Overdue')).toBeInTheDocument();
  expect(within(row).getByText(/^3 d \d+ h$/)).toBeInTheDocument();
  expect(within(row).getByText('Nobody')).toBeInTheDocument();
  await user.click(within(row).getByRole('button', { name: 'Assign to me (Greenleaf Plumbing)' }));
  expect(api.assign).toHaveBeenCalledWith('search_ads', 41, { to_me: true });
  await waitFor(() => expect(api.orders).toHaveBeenCalledTimes(2));
});

it('filters by state and product and searches, asking the API with each filter', async () => {
  const api = mockCalls();
  api.orders.mockResolvedValue(answer());
  const { user } = renderBackoffice('/staff', ['support'], api);
  await screen.findByRole('link', { name: 'Greenleaf Plumbing' });
  await user.selectOptions(screen.getByLabelText('State'), 'awaiting_setup');
  await user.selectOptions(screen.getByLabelText('Product'), 'gbp');
  await user.type(screen.getByLabelText('Search'), 'greenleaf');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  await waitFor(() =>
    expect(api.orders).toHaveBeenLastCalledWith(
      expect.objectContaining({ state: 'awaiting_setup', product: 'gbp', q: 'greenleaf', page: 1 }),
    ),
  );
});

it('pages through the queue', async () => {
  const api = mockCalls();
  api.orders.mockResolvedValue(answer([orderRow()], 60));
  const { user } = renderBackoffice('/staff', ['support'], api);
  expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'Next page' }));
  await waitFor(() => expect(api.orders).toHaveBeenLastCalledWith(expect.objectContaining({ page: 2 })));
});

it('tells a person without a role for orders which role is needed, and shows only the sections their roles open', async () => {
  renderBackoffice('/staff', []);
  expect(screen.getByRole('alert')).toHaveTextContent('This needs one of the roles support, campaigns or finance.');
  expect(within(screen.getByRole('navigation', { name: 'Back office' })).queryAllByRole('link')).toEqual([]);
});

it('starts a person with no role for orders at their first screen', async () => {
  const api = mockCalls();
  api.team.mockResolvedValue({ staff: [] });
  renderBackoffice('/staff', ['admin'], api);
  expect(await screen.findByRole('heading', { name: 'Staff', level: 1 })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Orders' })).not.toBeInTheDocument();
});
