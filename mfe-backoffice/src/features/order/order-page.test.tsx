import { screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@adlaunch/session/api';
import { mockCalls, orderAnswer, renderBackoffice } from '../../testing/render';

it('shows what the owner submitted, the uploads as links, payments and the emails sent', async () => {
  const api = mockCalls();
  api.order.mockResolvedValue(orderAnswer());
  renderBackoffice('/staff/orders/search_ads/41', ['support'], api);
  expect(await screen.findByRole('heading', { name: 'Greenleaf Plumbing', level: 1 })).toBeInTheDocument();
  expect(api.order).toHaveBeenCalledWith('search_ads', 41);
  expect(within(screen.getByRole('region', { name: 'Keywords' })).getByText('emergency plumber')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Business photo' })).toHaveAttribute('href', 'https://api.example/v2/staff/uploads/3');
  expect(within(screen.getByRole('list', { name: 'Payments' })).getByText('R3,499')).toBeInTheDocument();
  expect(screen.getByText(/Your AdLaunch receipt/)).toBeInTheDocument();
  // Support reads; moving the order and refunds are for other roles.
  expect(screen.queryByRole('form', { name: 'Move the order' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Refund/ })).not.toBeInTheDocument();
});

it('moves the order with a note for the owner and an internal note, offering only the allowed moves', async () => {
  const api = mockCalls();
  api.order.mockResolvedValue(orderAnswer());
  api.moveStatus.mockResolvedValue({});
  const { user } = renderBackoffice('/staff/orders/search_ads/41', ['campaigns'], api);
  const form = await screen.findByRole('form', { name: 'Move the order' });
  const select = within(form).getByLabelText(/New status/);
  expect(
    within(select)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['Choose', 'In set-up', 'Cancelled']);
  await user.selectOptions(select, 'in_review');
  await user.type(within(form).getByLabelText(/Note for the owner/), 'We are setting up your campaign today.');
  await user.type(within(form).getByLabelText(/Internal note/), 'Checked the keywords.');
  await user.click(within(form).getByRole('button', { name: 'Move the order' }));
  expect(api.moveStatus).toHaveBeenCalledWith('search_ads', 41, {
    to: 'in_review',
    note_for_owner: 'We are setting up your campaign today.',
    internal_note: 'Checked the keywords.',
  });
  expect(await screen.findByText('Moved to In set-up.')).toBeInTheDocument();
  await waitFor(() => expect(api.order).toHaveBeenCalledTimes(2));
});

it('shows a refused move inside the form', async () => {
  const api = mockCalls();
  api.order.mockResolvedValue(orderAnswer());
  api.moveStatus.mockRejectedValue(new ApiError('An order cannot go from Paid to Live without set-up.', 409));
  const { user } = renderBackoffice('/staff/orders/search_ads/41', ['campaigns'], api);
  const form = await screen.findByRole('form', { name: 'Move the order' });
  await user.selectOptions(within(form).getByLabelText(/New status/), 'cancelled');
  await user.click(within(form).getByRole('button', { name: 'Move the order' }));
  expect(await within(form).findByRole('alert')).toHaveTextContent('An order cannot go from Paid to Live without set-up.');
});

it('says which role a refused page needs (403)', async () => {
  const api = mockCalls();
  api.order.mockRejectedValue(new ApiError('This needs the campaigns role.', 403));
  renderBackoffice('/staff/orders/gbp/9', ['finance'], api);
  expect(await screen.findByRole('alert')).toHaveTextContent('This needs the campaigns role.');
});

it('refunds a payment with a reason, only after the dialog is confirmed (finance)', async () => {
  const api = mockCalls();
  api.order.mockResolvedValue(orderAnswer());
  api.refund.mockResolvedValue({ reference: 'PAY-1', status: 'refunded', message: 'R3,499 is on its way back to the card.' });
  const { user } = renderBackoffice('/staff/orders/search_ads/41', ['finance'], api);
  await user.click(await screen.findByRole('button', { name: 'Refund payment PAY-1' }));
  const dialog = await screen.findByRole('dialog', { name: 'Refund R3,499?' });
  const confirm = within(dialog).getByRole('button', { name: 'Refund' });
  expect(confirm).toBeDisabled();
  await user.type(within(dialog).getByLabelText(/Reason for the refund/), 'Ordered twice by mistake');
  await user.click(confirm);
  expect(api.refund).toHaveBeenCalledWith('PAY-1', { reason: 'Ordered twice by mistake' });
  expect(await screen.findByText('R3,499 is on its way back to the card.')).toBeInTheDocument();
});

it('shows in its history the actions on the order’s payments and invoices, saying which', async () => {
  const api = mockCalls();
  const action = { at: '2026-11-21T09:00:00.000Z', by: 'thabo@adlaunch.example', before: null, after: null, note: null };
  api.order.mockResolvedValue(
    orderAnswer({
      history: [
        { ...action, id: 3, action: 'refund', subject: { type: 'payment', id: 'PAY-1' } },
        { ...action, id: 2, action: 'retry_charge', subject: { type: 'period_invoice', id: '12' } },
        { ...action, id: 1, action: 'assign', subject: { type: 'search_ads', id: '41' } },
      ],
    }),
  );
  renderBackoffice('/staff/orders/search_ads/41', ['support'], api);
  const history = await screen.findByRole('region', { name: 'History' });
  expect(within(history).getByText(/on payment PAY-1 by thabo@adlaunch\.example/)).toBeInTheDocument();
  expect(within(history).getByText(/on invoice #12 by/)).toBeInTheDocument();
  expect(within(history).getAllByRole('listitem')[2]).not.toHaveTextContent(/ on /);
});
