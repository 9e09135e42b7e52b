import { screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@adlaunch/session/api';
import { mockCalls, renderBackoffice } from '../../testing/render';

const spring = {
  code: 'SPRING-20',
  type: 'percent' as const,
  percentage: 20,
  state: 'active' as const,
  expiresOn: '2030-01-31',
  maxUses: 5,
  createdAt: '2026-11-20T08:00:00.000Z',
};

it('creates a percent code with its fields, and shows the server’s refusal next to the code', async () => {
  const api = mockCalls();
  api.promos.mockResolvedValue({ promos: [] });
  api.createPromo.mockRejectedValueOnce(
    new ApiError('The code SPRING-20 already exists.', 409, { code: ['The code SPRING-20 already exists.'] }),
  );
  const { user } = renderBackoffice('/staff/promos', ['finance'], api);
  await user.click(await screen.findByRole('link', { name: 'Promo codes' }));
  await user.type(screen.getByRole('textbox', { name: /^Code/ }), 'spring-20');
  await user.selectOptions(screen.getByRole('combobox', { name: /What it gives/ }), 'percent');
  await user.type(screen.getByRole('textbox', { name: /Percentage off/ }), '20');
  await user.type(screen.getByRole('textbox', { name: /Most owners/ }), '5');
  await user.click(screen.getByRole('button', { name: 'Create code' }));
  expect(api.createPromo).toHaveBeenCalledWith({ code: 'SPRING-20', type: 'percent', percentage: 20, expires_on: null, max_uses: 5 });
  const code = screen.getByRole('textbox', { name: /^Code/ });
  expect(await screen.findByRole('alert')).toHaveTextContent('The code SPRING-20 already exists.');
  expect(code).toHaveAccessibleDescription(expect.stringContaining('already exists'));
  await waitFor(() => expect(code).toHaveFocus());

  api.createPromo.mockResolvedValueOnce({ promo: spring });
  api.promos.mockResolvedValue({ promos: [spring] });
  await user.click(screen.getByRole('button', { name: 'Create code' }));
  expect(await screen.findByText('SPRING-20 is active: owners can use it at checkout.')).toBeInTheDocument();
  expect(await screen.findByRole('article', { name: 'SPRING-20' })).toHaveTextContent('20% off');
});

it('says a percent code needs its percentage before calling, next to the field', async () => {
  const api = mockCalls();
  api.promos.mockResolvedValue({ promos: [] });
  const { user } = renderBackoffice('/staff/promos', ['finance'], api);
  await user.type(await screen.findByRole('textbox', { name: /^Code/ }), 'HALF');
  await user.selectOptions(screen.getByRole('combobox', { name: /What it gives/ }), 'percent');
  await user.click(screen.getByRole('button', { name: 'Create code' }));
  expect(screen.getByRole('textbox', { name: /Percentage off/ })).toHaveAccessibleDescription(
    expect.stringContaining('A percent code needs a percentage from 1 to 100.'),
  );
  expect(api.createPromo).not.toHaveBeenCalled();
});

it('ends an active code after the dialog is confirmed', async () => {
  const api = mockCalls();
  api.promos.mockResolvedValue({ promos: [spring, { ...spring, code: 'OLD', state: 'ended' }] });
  api.endPromo.mockResolvedValue({ promo: { ...spring, state: 'ended' } });
  const { user } = renderBackoffice('/staff/promos', ['finance'], api);
  const card = await screen.findByRole('article', { name: 'SPRING-20' });
  expect(within(await screen.findByRole('article', { name: 'OLD' })).queryByRole('button')).not.toBeInTheDocument();
  await user.click(within(card).getByRole('button', { name: 'End SPRING-20' }));
  await user.click(within(await screen.findByRole('dialog', { name: 'End SPRING-20?' })).getByRole('button', { name: 'End code' }));
  expect(api.endPromo).toHaveBeenCalledWith('SPRING-20');
  expect(await screen.findByText('SPRING-20 has ended.')).toBeInTheDocument();
});

it('is for the finance role only', () => {
  const api = mockCalls();
  renderBackoffice('/staff/promos', ['campaigns'], api);
  expect(screen.getByRole('alert')).toHaveTextContent('This needs the finance role.');
  expect(api.promos).not.toHaveBeenCalled();
  expect(screen.queryByRole('link', { name: 'Promo codes' })).not.toBeInTheDocument();
});
